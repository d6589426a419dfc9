import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { requestProblemOf } from "~domain/request-problem";
import type { Route } from "./+types/page-frame";

// Every page's parent, below the root: an error thrown by a page's loader or action (a 404, a request the store
// could not read) is shown here, inside the shell, and the root's loader still runs for it (React Router runs the
// loaders above the boundary that catches an action's error, so a boundary on the root itself would have none).

export default function PageFrame() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const problem = isRouteErrorResponse(error) ? requestProblemOf(error.data) : null;
  // On the server, entry.server.tsx's handleError has logged it with the request's id.
  if (!notFound && !problem && typeof document !== "undefined") console.error(error);
  return <ErrorPage notFound={notFound} problem={problem} />;
}
