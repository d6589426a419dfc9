// A child process for the mail tests: an app process's mail sender (SMTP to the test's server), and optionally a
// burst of orders placed one after another. It runs until it is killed.
// Usage: tsx tests/support/orders-with-mail.ts <dataDir> <databaseUrl|""> <smtpUrl> <orders to place>
import { openDatabase } from "../../server/db/client";
import { products } from "../../server/db/schema";
import { startMailSender } from "../../server/mail/sender";
import { smtpTransport } from "../../server/mail/transport";
import { placeGuestOrder } from "./guest-order";

const [dataDir, databaseUrl, smtpUrl, count] = process.argv.slice(2);
if (!dataDir || !smtpUrl) throw new Error("usage: orders-with-mail <dataDir> <databaseUrl> <smtpUrl> <orders>");
const { db } = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
startMailSender(
  db,
  smtpTransport(smtpUrl),
  { publicUrl: "http://localhost:3000", from: "shop@example.com" },
  {
    intervalMs: 20,
    // On PostgreSQL rows a killed process had taken come back when their lease ends: short here, so they do within the
    // test. The embedded database's next process takes them back at its start, so there the lease is the real one.
    leaseSeconds: databaseUrl ? 2 : undefined,
  },
);
process.stdout.write("sending\n");

const [product] = await db.select({ id: products.id }).from(products).limit(1);
for (let n = 0; n < Number(count ?? 0); n++) {
  const result = await placeGuestOrder(db, [[product!.id, 1]]);
  process.stdout.write(`${result.ok ? "placed" : result.error}\n`);
}
