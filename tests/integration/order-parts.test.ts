import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus, PartAction } from "~domain/order-status";
import { createGuestSession } from "~server/accounts/sessions";
import { orderEvents, orderLines, orderParts, orderPayments, orders, products } from "~server/db/schema";
import { cancelOrderAsBuyer, changePart } from "~server/orders/order-parts";
import { partChangeSchema } from "~server/orders/part-input";
import { placeOrder } from "~server/orders/place-order";
import { addToCart, type CartOwner } from "~server/shopping/cart";
import { signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { payInFull } from "../support/payments";
import { pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let sellerA: string;
let sellerB: string;
let buyer: string;
let stranger: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  const user = async (name: string) => (await signedInUser(database.db, `${name}@example.com`)).id;
  sellerA = await user("seller-a");
  sellerB = await user("seller-b");
  buyer = await user("buyer");
  stranger = await user("stranger");
  await database.db.update(products).set({ ownerId: sellerA }).where(eq(products.slug, "drill-a"));
  await database.db.update(products).set({ ownerId: sellerB }).where(eq(products.slug, "saw-a"));
});

afterAll(async () => {
  await database?.cleanup();
});

/** An order of 2 × drill-a (seller A) and 1 × saw-a (seller B), by the buyer or by a guest. */
async function order(
  by: "buyer" | "guest" = "buyer",
  {
    paid = true,
    paymentMethod = "bank",
  }: { paid?: boolean; paymentMethod?: "bank" | "check" | "cash" | "paypal" } = {},
) {
  const session = by === "guest" ? await createGuestSession(database.db, pageRequest("/")) : null;
  const owner: CartOwner = session ? { sessionId: session.sessionId } : { userId: buyer };
  await addToCart(database.db, owner, await productId(database.db, "drill-a"), 2);
  await addToCart(database.db, owner, await productId(database.db, "saw-a"), 1);
  const placed = await placeOrder(database.db, {
    owner,
    userId: session ? null : buyer,
    sessionId: session?.sessionId ?? "buyer-session",
    currencyCode: "USD",
    locale: "en",
    checkout: checkoutInput({ paymentMethod }),
    // The store takes PayPal too.
    paypal: true,
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  // Paid by bank transfer, as the back office records it: its parts may ship.
  if (paid) await payInFull(database.db, placed.number);
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, placed.number));
  const parts = await database.db
    .select({ id: orderParts.id, sellerId: orderParts.sellerId })
    .from(orderParts)
    .where(eq(orderParts.orderId, row!.id));
  const partOf = (seller: string) => parts.find((part) => part.sellerId === seller)!.id;
  return {
    number: placed.number,
    orderId: row!.id,
    a: partOf(sellerA),
    b: partOf(sellerB),
    sessionId: session?.sessionId,
  };
}

function change(
  seller: string,
  number: string,
  partId: number,
  action: PartAction,
  from: OrderStatus,
  extra: Record<string, string> = {},
) {
  return changePart(
    database.db,
    { role: "seller", userId: seller },
    number,
    partChangeSchema.parse({ partId: String(partId), action, from, ...extra }),
  );
}

async function statusOf(orderId: number) {
  const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

async function stock(slug: string) {
  const [row] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
  return row?.stock;
}

describe("an order's parts", () => {
  it("are one per seller, each with its own lines and subtotal", async () => {
    const placed = await order();
    const parts = await database.db
      .select({ id: orderParts.id, sellerId: orderParts.sellerId, subtotal: orderParts.subtotalCents })
      .from(orderParts)
      .where(eq(orderParts.orderId, placed.orderId))
      .orderBy(asc(orderParts.id));
    expect(parts.map((part) => [part.sellerId, part.subtotal])).toEqual([
      [sellerA, 2000],
      [sellerB, 4000],
    ]);
    const lines = await database.db
      .select({ slug: orderLines.slug, partId: orderLines.partId })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.orderId))
      .orderBy(asc(orderLines.slug));
    expect(lines).toEqual([
      { slug: "drill-a", partId: placed.a },
      { slug: "saw-a", partId: placed.b },
    ]);
    expect(await statusOf(placed.orderId)).toBe("pending");
  });

  it("of an order paid in advance ship only once it is paid; cash on delivery ships unpaid", async () => {
    for (const paymentMethod of ["bank", "check", "paypal"] as const) {
      const unpaid = await order("buyer", { paid: false, paymentMethod });
      expect(await change(sellerA, unpaid.number, unpaid.a, "ship", "pending")).toEqual({
        ok: false,
        error: "awaitingPayment",
        status: "pending",
      });
      // Everything else a part does is open to it: a hold, a cancel.
      expect(await change(sellerB, unpaid.number, unpaid.b, "hold", "pending")).toMatchObject({ ok: true });
      await payInFull(database.db, unpaid.number);
      expect(await change(sellerA, unpaid.number, unpaid.a, "ship", "pending")).toEqual({
        ok: true,
        status: "shipped",
      });
    }
    const cash = await order("buyer", { paid: false, paymentMethod: "cash" });
    expect(await change(sellerA, cash.number, cash.a, "ship", "pending")).toEqual({ ok: true, status: "shipped" });
    expect(await change(sellerB, cash.number, cash.b, "ship", "pending")).toEqual({ ok: true, status: "shipped" });
    // Paid as it is delivered: the last part completed records what the order owed, once.
    await change(sellerA, cash.number, cash.a, "complete", "shipped");
    const paymentOf = async () => {
      const [row] = await database.db
        .select({ status: orders.paymentStatus, total: orders.totalCents })
        .from(orders)
        .where(eq(orders.id, cash.orderId));
      const movements = await database.db
        .select({ method: orderPayments.method, amount: orderPayments.amountCents, by: orderPayments.recordedBy })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, cash.orderId));
      return { ...row, movements };
    };
    expect(await paymentOf()).toMatchObject({ status: "awaiting", movements: [] });
    await change(sellerB, cash.number, cash.b, "complete", "shipped");
    const paid = await paymentOf();
    expect(paid).toEqual({
      status: "paid",
      total: paid.total,
      movements: [{ method: "cash", amount: paid.total, by: sellerB }],
    });
  });

  it("move as allowed, and the order's status and history follow", async () => {
    const placed = await order();
    const sawStock = await stock("saw-a");
    expect(
      await change(sellerA, placed.number, placed.a, "ship", "pending", { carrier: "DHL", trackingNumber: "JD0001" }),
    ).toEqual({ ok: true, status: "shipped" });
    expect(await statusOf(placed.orderId)).toBe("pending");
    expect(
      await change(sellerB, placed.number, placed.b, "hold", "pending", { note: "Waiting for the paint" }),
    ).toEqual({
      ok: true,
      status: "on-hold",
    });
    expect(await statusOf(placed.orderId)).toBe("on-hold");
    expect(await change(sellerB, placed.number, placed.b, "resume", "on-hold")).toEqual({
      ok: true,
      status: "pending",
    });
    expect(
      await change(sellerB, placed.number, placed.b, "cancel", "pending", { note: "Damaged in the shop" }),
    ).toEqual({
      ok: true,
      status: "cancelled",
    });
    expect(await stock("saw-a")).toBe((sawStock ?? 0) + 1);
    expect(await statusOf(placed.orderId)).toBe("shipped");
    expect(await change(sellerA, placed.number, placed.a, "complete", "shipped")).toEqual({
      ok: true,
      status: "completed",
    });
    expect(await statusOf(placed.orderId)).toBe("completed");

    const [shipped] = await database.db
      .select({ carrier: orderParts.carrier, tracking: orderParts.trackingNumber })
      .from(orderParts)
      .where(eq(orderParts.id, placed.a));
    expect(shipped).toEqual({ carrier: "DHL", tracking: "JD0001" });
    const history = await database.db
      .select({
        part: orderEvents.partId,
        actor: orderEvents.actor,
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        note: orderEvents.note,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.orderId))
      .orderBy(asc(orderEvents.id));
    expect(history).toEqual([
      { part: placed.a, actor: "buyer", from: null, to: "pending", note: null },
      { part: placed.b, actor: "buyer", from: null, to: "pending", note: null },
      { part: placed.a, actor: "seller", from: "pending", to: "shipped", note: null },
      { part: placed.b, actor: "seller", from: "pending", to: "on-hold", note: "Waiting for the paint" },
      { part: placed.b, actor: "seller", from: "on-hold", to: "pending", note: null },
      { part: placed.b, actor: "seller", from: "pending", to: "cancelled", note: "Damaged in the shop" },
      { part: placed.a, actor: "seller", from: "shipped", to: "completed", note: null },
    ]);
  });

  it("refuse a move the status does not allow, and say what the part is now when it moved since it was seen", async () => {
    const placed = await order();
    expect(await change(sellerA, placed.number, placed.a, "complete", "pending")).toEqual({
      ok: false,
      error: "notAllowed",
      status: "pending",
    });
    expect(await change(sellerA, placed.number, placed.a, "resume", "pending")).toMatchObject({ error: "notAllowed" });
    await change(sellerA, placed.number, placed.a, "ship", "pending");
    expect(await change(sellerA, placed.number, placed.a, "cancel", "shipped", { note: "Too late" })).toMatchObject({
      error: "notAllowed",
    });
    expect(await change(sellerA, placed.number, placed.a, "ship", "pending")).toEqual({
      ok: false,
      error: "changed",
      status: "shipped",
    });
    expect(() => partChangeSchema.parse({ partId: "1", action: "cancel", from: "pending" })).toThrow();
    expect(() =>
      partChangeSchema.parse({ partId: "1", action: "ship", from: "pending", trackingNumber: "x".repeat(65) }),
    ).toThrow();
  });

  it("shipped from two tabs at once: one succeeds, the other is told the part is already shipped", async () => {
    const placed = await order();
    const results = await Promise.all([
      change(sellerA, placed.number, placed.a, "ship", "pending", { trackingNumber: "TAB-1" }),
      change(sellerA, placed.number, placed.a, "ship", "pending", { trackingNumber: "TAB-2" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: "changed", status: "shipped" }]);
  });

  it("cancelled twice at once gives the units back exactly once", async () => {
    const placed = await order();
    const before = await stock("drill-a");
    const results = await Promise.all([
      change(sellerA, placed.number, placed.a, "cancel", "pending", { note: "Out of stock after all" }),
      change(sellerA, placed.number, placed.a, "cancel", "pending", { note: "Out of stock after all" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await stock("drill-a")).toBe((before ?? 0) + 2);
  });

  it("are changed by their own seller only: the other seller, the buyer and a stranger get notFound", async () => {
    const placed = await order();
    for (const someone of [sellerB, buyer, stranger]) {
      expect(await change(someone, placed.number, placed.a, "ship", "pending")).toEqual({
        ok: false,
        error: "notFound",
      });
    }
    const other = await order();
    // The right seller, but a part of another order than the one named.
    expect(await change(sellerA, other.number, placed.a, "ship", "pending")).toEqual({ ok: false, error: "notFound" });
    const [part] = await database.db
      .select({ status: orderParts.status })
      .from(orderParts)
      .where(eq(orderParts.id, placed.a));
    expect(part?.status).toBe("pending");
  });
});

describe("the buyer's cancel", () => {
  it("cancels every part while all are pending and gives the units back; then it is refused", async () => {
    const placed = await order();
    const [drill, saw] = [await stock("drill-a"), await stock("saw-a")];
    expect(await cancelOrderAsBuyer(database.db, placed.number, { userId: stranger, sessionId: null })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await cancelOrderAsBuyer(database.db, placed.number, { userId: buyer, sessionId: null })).toEqual({
      ok: true,
    });
    expect(await statusOf(placed.orderId)).toBe("cancelled");
    expect([await stock("drill-a"), await stock("saw-a")]).toEqual([(drill ?? 0) + 2, (saw ?? 0) + 1]);
    expect(await cancelOrderAsBuyer(database.db, placed.number, { userId: buyer, sessionId: null })).toEqual({
      ok: false,
      error: "notPending",
    });
  });

  it("is refused once a seller has shipped a part", async () => {
    const placed = await order();
    await change(sellerB, placed.number, placed.b, "ship", "pending");
    expect(await cancelOrderAsBuyer(database.db, placed.number, { userId: buyer, sessionId: null })).toEqual({
      ok: false,
      error: "notPending",
    });
    expect(await statusOf(placed.orderId)).toBe("pending");
  });

  it("of a guest's order is the session's that placed it, no one else's", async () => {
    const placed = await order("guest");
    const other = await createGuestSession(database.db, pageRequest("/"));
    expect(await cancelOrderAsBuyer(database.db, placed.number, { userId: null, sessionId: other.sessionId })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await cancelOrderAsBuyer(database.db, placed.number, { userId: buyer, sessionId: null })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(
      await cancelOrderAsBuyer(database.db, placed.number, { userId: null, sessionId: placed.sessionId ?? null }),
    ).toEqual({ ok: true });
  });
});
