// A child process for the crash test: places orders, one after another, until it is killed.
// Usage: tsx tests/support/place-orders-until-killed.ts <dataDir> [databaseUrl]
import { openDatabase } from "../../server/db/client";
import { products } from "../../server/db/schema";
import { placeGuestOrder } from "./guest-order";

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: place-orders-until-killed <dataDir> [databaseUrl]");
const { db } = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const ids = (await db.select({ id: products.id }).from(products).limit(3)).map((row) => row.id);

for (let n = 0; ; n++) {
  const result = await placeGuestOrder(
    db,
    ids.map((id) => [id, 1 + (n % 3)]),
  );
  process.stdout.write(`${result.ok ? "placed" : result.error}\n`);
}
