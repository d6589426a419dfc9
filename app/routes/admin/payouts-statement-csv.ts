import { requireOperator } from "~server/accounts/sessions";
import { allStatementsDownload } from "~server/ledger/statement-export";
import type { Route } from "./+types/payouts-statement-csv";

// Every seller's statement of movements for a period (`from`, `to`) as a CSV file, for the operator only; audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  return allStatementsDownload(context.db, operator, new URL(request.url));
}
