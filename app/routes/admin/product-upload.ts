import { data } from "react-router";
import { listingUploadAction, STORE_DESK } from "~/lib/listing-action.server";
import type { Route } from "./+types/product-upload";

// POST /admin/products/upload creates a store product, POST /admin/products/{id}/upload changes one: the listing
// form's upload with a progress bar, answered with JSON (the pages' own actions serve a post without JavaScript).
// Anyone but an operator gets 404, as everywhere in the back office.
export const action = (args: Route.ActionArgs) => listingUploadAction(args, STORE_DESK);

export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
