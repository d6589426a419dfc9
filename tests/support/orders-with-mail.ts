// A child process for the mail tests: an app process's mail sender (SMTP to the test's server), and optionally a
// burst of orders placed one after another. It runs until it is killed.
// Usage: tsx tests/support/orders-with-mail.ts <dataDir> <databaseUrl|""> <smtpUrl> <orders to place>
import { openDatabase } from "../../server/db/client";
import { products } from "../../server/db/schema";
import { startMailSender } from "../../server/mail/sender";
import { smtpTransport } from "../../server/mail/transport";
import { placeGuestOrder } from "./guest-order";

/** Short, so the rows a killed process had taken come back within the test. */
const CHILD_LEASE_SECONDS = 2;

const [dataDir, databaseUrl, smtpUrl, count] = process.argv.slice(2);
if (!dataDir || !smtpUrl) throw new Error("usage: orders-with-mail <dataDir> <databaseUrl> <smtpUrl> <orders>");
const { db } = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
startMailSender(
  db,
  smtpTransport(smtpUrl),
  { publicUrl: "http://localhost:3000", from: "shop@example.com" },
  {
    intervalMs: 20,
    leaseSeconds: CHILD_LEASE_SECONDS,
  },
);
process.stdout.write("sending\n");

const [product] = await db.select({ id: products.id }).from(products).limit(1);
for (let n = 0; n < Number(count ?? 0); n++) {
  const result = await placeGuestOrder(db, [[product!.id, 1]]);
  process.stdout.write(`${result.ok ? "placed" : result.error}\n`);
}
