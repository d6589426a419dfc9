import { data } from "react-router";
import { listingUploadAction } from "~/lib/listing-action.server";
import type { Route } from "./+types/listing-upload";

// POST /account/listings creates a listing, POST /account/listings/{id} changes one: the listing form's
// upload with a progress bar, answered with JSON (the pages' own actions serve a post without JavaScript).
export const action = (args: Route.ActionArgs) => listingUploadAction(args);

export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
