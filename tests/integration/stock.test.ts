import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuestSession } from "~server/accounts/sessions";
import { shelf } from "~server/catalog/shelves";
import { cartLines, carts, orderLines, products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { firstColor, productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
});

afterAll(async () => {
  await database?.cleanup();
});

async function product(slug: string) {
  const [row] = await database.db
    .select({ stock: products.stock, availability: products.availability })
    .from(products)
    .where(eq(products.slug, slug));
  return row;
}

async function setStock(slug: string, stock: number, availability?: "in-stock" | "out-of-order") {
  await database.db
    .update(products)
    .set({ stock, ...(availability ? { availability } : {}) })
    .where(eq(products.slug, slug));
}

/** A guest whose cart holds these products, ready to check out. */
async function buyer(items: [slug: string, quantity: number][]) {
  const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
  for (const [slug, quantity] of items) {
    const id = await productId(database.db, slug);
    await addToCart(database.db, { sessionId }, id, quantity, await firstColor(database.db, id));
  }
  return (email: string) =>
    placeOrder(database.db, {
      owner: { sessionId },
      userId: null,
      sessionId,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput({ billing: { ...checkoutInput().billing, email } }),
    });
}

async function unitsOrdered(slug: string) {
  const [row] = await database.db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .where(eq(orderLines.slug, slug));
  return row?.units ?? 0;
}

describe("stock", () => {
  it("decides the availability: none is sold out, some is in stock again; out of order stays whatever the stock", async () => {
    await setStock("saw-b", 0);
    expect(await product("saw-b")).toEqual({ stock: 0, availability: "sold-out" });
    await setStock("saw-b", 4);
    expect(await product("saw-b")).toEqual({ stock: 4, availability: "in-stock" });
    await setStock("saw-b", 4, "out-of-order");
    expect(await product("saw-b")).toEqual({ stock: 4, availability: "out-of-order" });
    await setStock("saw-b", 0, "in-stock");
    expect(await product("saw-b")).toEqual({ stock: 0, availability: "sold-out" });
    await expect(setStock("saw-b", -1)).rejects.toThrow();
    await expect(setStock("saw-b", 100_001)).rejects.toThrow();
    await setStock("saw-b", 50, "in-stock");
  });

  it("of 20 buyers racing for the last 5 units, exactly 5 get one and the others are told which product ran out", async () => {
    await setStock("mower-a", 20);
    const checkouts = await Promise.all(Array.from({ length: 20 }, () => buyer([["mower-a", 1]])));
    await setStock("mower-a", 5);
    const results = await Promise.all(checkouts.map((checkOut, n) => checkOut(`racer-${n}@example.com`)));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(15);
    for (const result of refused) expect(result).toEqual({ ok: false, error: "notInStock", names: ["MOWER A"] });
    expect(await product("mower-a")).toEqual({ stock: 0, availability: "sold-out" });
    expect(await unitsOrdered("mower-a")).toBe(5);
    // Refused buyers keep their carts.
    const [kept] = await database.db
      .select({ lines: sql<number>`count(*)::int` })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(products.slug, "mower-a"));
    expect(kept?.lines).toBe(15);
  });

  it("never places part of an order: a product short takes nothing from the others", async () => {
    await setStock("drill-c", 10);
    await setStock("drill-d", 10);
    const checkOut = await buyer([
      ["drill-c", 2],
      ["drill-d", 3],
    ]);
    await setStock("drill-d", 2);
    expect(await checkOut("partial@example.com")).toEqual({ ok: false, error: "notInStock", names: ["DRILL D"] });
    expect(await product("drill-c")).toEqual({ stock: 10, availability: "in-stock" });
    expect(await product("drill-d")).toEqual({ stock: 2, availability: "in-stock" });
    expect(await unitsOrdered("drill-c")).toBe(0);

    await setStock("drill-d", 3);
    expect(await checkOut("whole@example.com")).toMatchObject({ ok: true });
    expect(await product("drill-c")).toEqual({ stock: 8, availability: "in-stock" });
    expect(await product("drill-d")).toEqual({ stock: 0, availability: "sold-out" });
  });

  it("takes the last unit off the store's shelves, and a cancelled order's units bring it back", async () => {
    const media = createLocalMediaStore(path.join(database.dataDir, "media"));
    const latest = async () => {
      await database.settled();
      return (await shelf(database.db, media, "en", "latest", 20)).map((card) => card.slug);
    };
    await setStock("drill-e", 1);
    expect(await latest()).toContain("drill-e");
    const checkOut = await buyer([["drill-e", 1]]);
    const placed = await checkOut("last-unit@example.com");
    expect(placed).toMatchObject({ ok: true });
    expect(await product("drill-e")).toEqual({ stock: 0, availability: "sold-out" });
    expect(await latest()).not.toContain("drill-e");
    await setStock("drill-e", 2);
    expect(await latest()).toContain("drill-e");
  });

  it("refuses a product its seller put out of order, whatever its stock", async () => {
    await setStock("saw-c", 10);
    const checkOut = await buyer([["saw-c", 1]]);
    await setStock("saw-c", 10, "out-of-order");
    expect(await checkOut("ooo@example.com")).toEqual({ ok: false, error: "notInStock", names: ["SAW C"] });
    expect(await product("saw-c")).toEqual({ stock: 10, availability: "out-of-order" });
    await setStock("saw-c", 50, "in-stock");
  });
});
