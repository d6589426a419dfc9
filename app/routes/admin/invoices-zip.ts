import { data } from "react-router";
import { parseForm } from "~domain/form";
import { requireOperator } from "~server/accounts/sessions";
import { invoiceMonthSchema, monthZip } from "~server/invoices/month-zip";
import type { Route } from "./+types/invoices-zip";

// A month's invoices and credit notes as one ZIP, for the operator's accountant (decision 059).
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const form = new FormData();
  form.set("month", new URL(request.url).searchParams.get("month") ?? "");
  const parsed = parseForm(invoiceMonthSchema, form);
  if (!parsed.ok) throw data(null, { status: 404 });
  const zip = await monthZip(context.db, context.media, operator, parsed.data.month);
  return new Response(new Uint8Array(zip.bytes), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${zip.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
