import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import { usePageHydrated } from "~/lib/use-hydrated";

/**
 * A block below the fold: the loader hands it over as a promise, and the server streams its data with the page.
 * The block itself renders in the browser only, after hydration: the HTML carries `fallback` (the same size, so
 * nothing jumps) and the block's data, not its markup, and its code may load lazily (`lazy` components inside
 * `children` show `fallback` until they arrive). If the data fails, the block is left out.
 */
export function Deferred<T>({
  resolve,
  fallback,
  children,
}: {
  resolve: Promise<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!usePageHydrated()) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={null}>
        {children}
      </Await>
    </Suspense>
  );
}
