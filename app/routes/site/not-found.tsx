import { ErrorPage } from "~/components/layout/error-page";

// The 404 page as a page of its own, to show what visitors see for a wrong address.
export default function NotFoundShowcase() {
  return <ErrorPage notFound />;
}
