import { useSyncExternalStore } from "react";

/**
 * Code a control needs only once someone uses it (Radix's menus, popovers and dialogs): fetched at the visitor's
 * first sign of intent (`start`), then given to every component that asks (`use`), which renders its script-free
 * stand-in until then (decision 072). Made once per module, at module level.
 */
export type CodeOnIntent<Module> = {
  /** Fetches the code (once); resolves with it. */
  start: () => Promise<Module>;
  /** The code once fetched, null before (and always on the server and while hydrating). */
  use: () => Module | null;
};

export function codeOnIntent<Module>(load: () => Promise<Module>): CodeOnIntent<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    });
    return loading;
  };
  return {
    start,
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      ),
  };
}
