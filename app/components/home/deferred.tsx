import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

/**
 * A block below the fold: the loader hands it over as a promise and the server streams it in when ready.
 * Until then `fallback` holds its place (same height, so nothing jumps); if it fails, the block is left out.
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
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={null}>
        {children}
      </Await>
    </Suspense>
  );
}
