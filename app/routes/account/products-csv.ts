import { requireUser } from "~server/accounts/sessions";
import { productsCsvDownload } from "~server/listings/product-import-screens";
import type { Route } from "./+types/products-csv";

// The seller's own products as CSV, in the shape the import reads (decision 047).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return productsCsvDownload(context.db, context.media, user.id, context.publicUrl);
}
