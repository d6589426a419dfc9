import { data } from "react-router";
import { requireUser } from "~server/accounts/sessions";
import { buyerDocumentFile } from "~server/invoices/access";
import { pdfResponse } from "~server/invoices/documents";
import type { Route } from "./+types/order-document";

// A signed-in buyer's invoice or credit note of their order, as a PDF (decision 059); another's reads as missing.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const file = await buyerDocumentFile(context.db, context.media, user.id, params.orderId, params.number);
  if (!file) throw data(null, { status: 404 });
  return pdfResponse(file);
}
