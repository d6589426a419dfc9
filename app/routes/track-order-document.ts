import { data } from "react-router";
import { parseForm } from "~domain/form";
import { readForm } from "~server/http/form-data";
import { guestDocumentFile, guestDocumentSchema } from "~server/invoices/access";
import { pdfResponse } from "~server/invoices/documents";
import type { Route } from "./+types/track-order-document";

// A guest's invoice or credit note, posted from track order with the order's number and email (decision 059).
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(guestDocumentSchema, await readForm(request));
  if (!parsed.ok) throw data(null, { status: 404 });
  const file = await guestDocumentFile(context.db, context.media, context.clientIp, parsed.data, context.now);
  if (!file) throw data(null, { status: 404 });
  return pdfResponse(file);
}
