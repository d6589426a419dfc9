import { parseAdminOrdersQuery } from "~domain/admin-orders-query";
import { requireOperator } from "~server/accounts/sessions";
import { adminOrdersCsv } from "~server/admin/orders-export";
import { csvDownload } from "~server/http/csv-download";
import { systemClock } from "~server/http/rate-limit";
import type { Route } from "./+types/orders-csv";

// The back office's list of orders under its filters and search, every page, as a CSV file (issue 48): for the
// operator only, the export in the audit log. A value the list would ignore is ignored here too.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const { query } = parseAdminOrdersQuery(new URL(request.url).searchParams);
  const now = (context.now ?? systemClock)();
  return csvDownload(await adminOrdersCsv(context.db, operator, query, now), "orders.csv");
}
