// A child process for the unpaid-orders test: one pass of the job, as an app process runs it, then its counts.
// Usage: tsx tests/support/settle-unpaid-orders.ts <databaseUrl> <now as ISO>
import { openDatabase } from "../../server/db/client";
import { settleUnpaidOrders } from "../../server/payments/unpaid-orders";

const [databaseUrl, now] = process.argv.slice(2);
if (!databaseUrl || !now) throw new Error("usage: settle-unpaid-orders <databaseUrl> <now>");
const database = await openDatabase({ dataDir: "", databaseUrl });
const counts = await settleUnpaidOrders(database.db, new Date(now));
await database.close();
process.stdout.write(`${JSON.stringify(counts)}\n`);
