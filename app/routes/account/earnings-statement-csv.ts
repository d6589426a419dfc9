import { requireUser } from "~server/accounts/sessions";
import { sellerStatementDownload } from "~server/ledger/statement-export";
import type { Route } from "./+types/earnings-statement-csv";

// The signed-in seller's statement of movements for a period (`from`, `to`) as a CSV file: only their own rows, the
// account being the session's; a bad period goes back to Earnings with the message beside the field.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return sellerStatementDownload(context.db, user.id, new URL(request.url));
}
