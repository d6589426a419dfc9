import { data } from "react-router";
import { requireUser } from "~server/accounts/sessions";
import { sellerDocumentFile } from "~server/invoices/access";
import { pdfResponse } from "~server/invoices/documents";
import type { Route } from "./+types/sale-invoice";

// A seller's extract of a sale's invoice: their parcel's lines only (decision 059); another's sale reads as missing.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const file = await sellerDocumentFile(context.db, user.id, params.orderNumber);
  if (!file) throw data(null, { status: 404 });
  return pdfResponse(file);
}
