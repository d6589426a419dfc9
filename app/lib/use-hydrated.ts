import { useEffect, useState } from "react";

/** False in the server's HTML and the first render in the browser; true once React runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
