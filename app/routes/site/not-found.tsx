import { data } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";

// The 404 page as a page of its own, to show what visitors see for a wrong address: with its status, as any
// "Page Not Found" (a crawler must not index it as a page).
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundShowcase() {
  return <ErrorPage notFound />;
}
