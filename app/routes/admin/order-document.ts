import { data } from "react-router";
import { requireOperator } from "~server/accounts/sessions";
import { operatorDocumentFile } from "~server/invoices/access";
import { pdfResponse } from "~server/invoices/documents";
import type { Route } from "./+types/order-document";

// Any order's invoice or credit note, for the operator (decision 059).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const file = await operatorDocumentFile(context.db, context.media, params.orderNumber, params.number);
  if (!file) throw data(null, { status: 404 });
  return pdfResponse(file);
}
