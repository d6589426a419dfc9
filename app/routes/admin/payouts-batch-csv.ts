import { requireOperator } from "~server/accounts/sessions";
import { csvDownload } from "~server/http/csv-download";
import { payoutBatchCsv } from "~server/ledger/payout-batch";
import type { Route } from "./+types/payouts-batch-csv";

// The bank batch: every seller the store can pay now, with their full account, for the operator only; audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(await payoutBatchCsv(context.db, operator), `payout-batch-${day}.csv`);
}
