import { startTransition, useEffect, useState } from "react";

/** False in the server's HTML and the first render in the browser; true once React runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

let pageHydrated = false;

/**
 * Like `useHydrated`, but true from the first render for components mounted after the page has hydrated (a
 * client navigation), so what only the browser renders shows without a frame of placeholder. Not for markup
 * inside a Suspense boundary the server streams: that boundary hydrates later and must match the server's HTML.
 * After hydration it turns true in a transition: what it brings (the home page's shelves, a carousel's further
 * slides) renders in slices of a few milliseconds between which the browser answers the visitor, not in one task.
 */
export function usePageHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * False until the element `ref` is given comes within `margin` of the viewport, then true for good: for what
 * below the fold renders in the browser only (its code and its work wait until the visitor scrolls near it).
 * False on the server and while hydrating, as `useHydrated`.
 */
export function useNearViewport(margin = "50%"): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}

/**
 * False until the visitor first presses a key or a pointer on the page (once it has hydrated), then true for good:
 * for what only follows someone's action (the notices' container), loaded on that intent, not with the page.
 */
export function useFirstInteraction(
  /** Subscribes to something else that counts as acting (the first notice); returns its end. */
  also?: (act: () => void) => () => void,
): boolean {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener("pointerdown", act, options);
    window.addEventListener("keydown", act, options);
    const end = also?.(act);
    return () => {
      window.removeEventListener("pointerdown", act, options);
      window.removeEventListener("keydown", act, options);
      end?.();
    };
  }, [acted, also]);
  return acted;
}
