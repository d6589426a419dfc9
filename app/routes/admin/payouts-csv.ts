import { requireOperator } from "~server/accounts/sessions";
import { csvDownload } from "~server/http/csv-download";
import { balancesCsv } from "~server/ledger/balances-export";
import type { Route } from "./+types/payouts-csv";

// Every seller's balance as a CSV file, for the operator only; the export is in the audit log.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  return csvDownload(await balancesCsv(context.db, operator), "seller-balances.csv");
}
