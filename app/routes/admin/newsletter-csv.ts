import { requireOperator } from "~server/accounts/sessions";
import { newsletterCsv } from "~server/admin/newsletter-export";
import { csvDownload } from "~server/http/csv-download";
import type { Route } from "./+types/newsletter-csv";

// The subscribers as a CSV file (email, date, language), for the operator only; the export is in the audit log.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  return csvDownload(await newsletterCsv(context.db, operator), "newsletter-subscribers.csv");
}
