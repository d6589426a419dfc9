import { useEffect, useRef, useState } from "react";

/**
 * For a control that has a script-free stand-in until the page hydrates (decision 036): `ref` goes on the stand-in
 * (a `<details>` or a `[popover]`), `hydrated` says when to swap it for the scripted control, and `wasOpen` whether the
 * shopper had opened the stand-in by then, so the scripted one opens in its place.
 */
export function useBeforeScripts<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState({ hydrated: false, wasOpen: false });
  useEffect(() => setState({ hydrated: true, wasOpen: isOpen(ref.current) }), []);
  return { ref, ...state };
}

function isOpen(element: HTMLElement | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLDetailsElement) return element.open;
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without popovers never opened one.
    return false;
  }
}
