import { useEffect, useRef, useState } from "react";

/**
 * For a control that has a script-free stand-in until the page hydrates (decision 036): `ref` goes on the stand-in
 * (a `<details>` or a `[popover]`), `hydrated` says when to swap it for the scripted control, and `wasOpen` whether the
 * shopper had opened the stand-in by then, so the scripted one opens in its place.
 */
export function useBeforeScripts<T extends HTMLElement>(
  /** The stand-in's id when it is rendered elsewhere on the page (not where `ref` goes). */
  standInId?: string,
) {
  const ref = useRef<T>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Read as the scripted control first renders, while the stand-in is still in the page: a tap between the effect
  // above and that render (the page is busy hydrating) opened the stand-in, and the swap must not close it again.
  const opened = useRef<boolean | null>(null);
  if (hydrated && opened.current === null) {
    opened.current = isOpen(standInId === undefined ? ref.current : document.getElementById(standInId));
  }
  return { ref, hydrated, wasOpen: opened.current ?? false };
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
