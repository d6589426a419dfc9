// A child process for the crash test: places orders, one after another, until it is killed.
// Usage: tsx tests/support/place-orders-until-killed.ts <dataDir> [databaseUrl]
import { randomUUID } from "node:crypto";
import { createGuestSession } from "../../server/accounts/sessions";
import { openDatabase } from "../../server/db/client";
import { products } from "../../server/db/schema";
import { placeOrder } from "../../server/orders/place-order";
import { addToCart } from "../../server/shopping/cart";
import { checkoutInput } from "./checkout";

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: place-orders-until-killed <dataDir> [databaseUrl]");
const { db } = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const ids = (await db.select({ id: products.id }).from(products).limit(3)).map((row) => row.id);

for (let n = 0; ; n++) {
  const { sessionId } = await createGuestSession(db, new Request("http://localhost/"));
  for (const id of ids) await addToCart(db, { sessionId }, id, 1 + (n % 3));
  const result = await placeOrder(db, {
    owner: { sessionId },
    userId: null,
    sessionId,
    currencyCode: "USD",
    locale: "en",
    checkout: checkoutInput({ idempotencyKey: randomUUID() }),
  });
  process.stdout.write(`${result.ok ? "placed" : result.error}\n`);
}
