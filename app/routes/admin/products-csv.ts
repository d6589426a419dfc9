import { requireOperator } from "~server/accounts/sessions";
import { productsCsvDownload } from "~server/listings/product-import-screens";
import type { Route } from "./+types/products-csv";

// The store's own products as CSV, in the shape the import reads; the download is in the audit log.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  return productsCsvDownload(context.db, context.media, null, context.publicUrl, operator);
}
