import { requireOperator } from "~server/accounts/sessions";
import { newsletterCsv } from "~server/admin/newsletter-export";
import type { Route } from "./+types/newsletter-csv";

// The subscribers as a CSV file (email, date, language), for the operator only; the export is in the audit log.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const csv = await newsletterCsv(context.db, operator);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
      "Cache-Control": "no-store",
    },
  });
}
