import { requireOperator } from "~server/accounts/sessions";
import { balancesCsv } from "~server/ledger/balances-export";
import type { Route } from "./+types/payouts-csv";

// Every seller's balance as a CSV file, for the operator only; the export is in the audit log.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const csv = await balancesCsv(context.db, operator);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="seller-balances.csv"',
      "Cache-Control": "no-store",
    },
  });
}
