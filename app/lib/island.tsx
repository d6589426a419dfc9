import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code stays out of the page's first scripts. The server renders it in place as usual; the
 * browser keeps that HTML while it fetches the code (when hydration reaches it), then hydrates it. For the
 * header's menus and drawers: what they open needs their code, their buttons on the page do not.
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  const fetchCode = () =>
    load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  // The server has the code at hand: fetched now, so that even the first page after a start renders it in place.
  if (import.meta.env.SSR) void fetchCode();
  const Lazy = lazy(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once, so React renders without suspending.
        ({ then: (resolve: (value: typeof loaded) => void) => resolve(loaded) } as never)
      : fetchCode(),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at module level, as React.lazy is.
  return function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
