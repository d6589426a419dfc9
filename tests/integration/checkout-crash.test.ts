import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "~server/db/client";
import { cartLines, carts, orders, products } from "~server/db/schema";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { placeGuestOrder } from "../support/guest-order";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let reopened: Database | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
});

afterAll(async () => {
  await reopened?.close();
  await database?.cleanup();
});

const childScript = fileURLToPath(new URL("../support/place-orders-until-killed.ts", import.meta.url));

/** Starts the child placing orders; resolves once it has placed `count`, leaving it running. */
function startPlacingOrders(count: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", childScript, database.dataDir, database.databaseUrl ?? ""],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let placed = 0;
    let errors = "";
    child.stderr?.on("data", (chunk) => {
      errors += String(chunk);
    });
    child.stdout?.on("data", (chunk) => {
      placed += String(chunk)
        .split("\n")
        .filter((line) => line === "placed").length;
      if (placed >= count) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`the child stopped by itself (${code}): ${errors}`)));
  });
}

it("a server killed (SIGKILL) while placing orders leaves whole orders only, and a database that opens again", async () => {
  // The embedded database allows one process: this one lets go while the child works.
  await database.close();
  const child = await startPlacingOrders(5);
  // Somewhere in the middle of the next order (a few milliseconds in).
  await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 15)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;

  reopened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  await reopened.migrate();
  const db = reopened.db;
  const placed = await db
    .select({
      id: orders.id,
      sessionId: orders.sessionId,
      subtotal: orders.subtotalCents,
      total: orders.totalCents,
      shipping: orders.shippingCents,
      // (Qualified by hand: in a select, drizzle writes the outer "id" without its table.)
      lines: sql<number>`(select count(*)::int from order_lines l where l.order_id = "orders"."id")`,
      linesTotal: sql<number>`(select coalesce(sum(l.total_cents), 0)::int from order_lines l where l.order_id = "orders"."id")`,
    })
    .from(orders);
  expect(placed.length).toBeGreaterThanOrEqual(5);
  for (const order of placed) {
    // Every order has all its lines and totals that add up…
    expect(order.lines).toBe(3);
    expect(order.linesTotal).toBe(order.subtotal);
    expect(order.total).toBe(order.subtotal + order.shipping);
    // …and the cart it came from was emptied with it.
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.sessionId, order.sessionId ?? ""));
    expect(left?.n).toBe(0);
  }

  // And the store goes on taking orders.
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const after = await placeGuestOrder(db, [[product!.id, 1]]);
  expect(after).toMatchObject({ ok: true, replayed: false });
}, 120_000);
