import { useEffect, useState } from "react";

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
 */
export function usePageHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
