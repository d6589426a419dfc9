import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuestSession } from "~server/accounts/sessions";
import { orderPayments, orders } from "~server/db/schema";
import { cancelOrderAsBuyer } from "~server/orders/order-parts";
import { type PaymentReceived, recordPaymentReceived } from "~server/payments/payments";
import type { CartOwner } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { fillCart, placeCartOrder } from "../support/coupons";
import { pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Payments received for an order (issue 35, first part): the movement rows and the payment status they give.

let database: TestDatabase;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  operator = await signedInUser(database.db, "payments-boss@example.com");
});

afterAll(async () => {
  await database?.cleanup();
});

/** A guest's order of drill-b (at $25) and saw-b: its id, number, total and the guest's session. */
async function anOrder() {
  const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
  const owner: CartOwner = { sessionId };
  await fillCart(database.db, owner, [
    ["drill-b", 1],
    ["saw-b", 1],
  ]);
  const placed = await placeCartOrder(database.db, owner, "payer@example.com");
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const [order] = await database.db.select().from(orders).where(eq(orders.number, placed.number));
  if (!order) throw new Error("no order");
  return { ...order, sessionId };
}

const payment = (orderId: number, amountCents: number, fields: Partial<PaymentReceived> = {}): PaymentReceived => ({
  orderId,
  amountCents,
  occurredOn: "2026-11-25",
  reference: "BANK-REF-1",
  note: null,
  recordedBy: operator.id,
  key: randomUUID(),
  ...fields,
});

describe("recording a payment received", () => {
  it("starts every order awaiting payment", async () => {
    const order = await anOrder();
    expect(order.paymentStatus).toBe("awaiting");
  });

  it("keeps an order short of its total awaiting, saying what is missing, then makes it paid", async () => {
    const order = await anOrder();
    const short = await recordPaymentReceived(database.db, payment(order.id, order.totalCents - 500, { note: "part" }));
    expect(short).toEqual({ ok: true, status: "awaiting", owedCents: 500 });
    const rest = await recordPaymentReceived(database.db, payment(order.id, 500, { reference: "BANK-REF-2" }));
    expect(rest).toEqual({ ok: true, status: "paid", owedCents: 0 });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("paid");
    const movements = await database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id))
      .orderBy(asc(orderPayments.id));
    expect(movements).toMatchObject([
      {
        movement: "received",
        method: "bank",
        amountCents: order.totalCents - 500,
        currencyCode: "USD",
        reference: "BANK-REF-1",
        note: "part",
        recordedBy: operator.id,
        occurredOn: "2026-11-25",
      },
      { movement: "received", amountCents: 500, reference: "BANK-REF-2" },
    ]);
  });

  it("records a repeat of the same key once, and answers as things stand", async () => {
    const order = await anOrder();
    const once = payment(order.id, 1000);
    expect(await recordPaymentReceived(database.db, once)).toMatchObject({ ok: true, status: "awaiting" });
    expect(await recordPaymentReceived(database.db, once)).toEqual({
      ok: true,
      status: "awaiting",
      owedCents: order.totalCents - 1000,
    });
    const rows = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses more than is owed, a paid order, a cancelled one, and an order that does not exist", async () => {
    const order = await anOrder();
    expect(await recordPaymentReceived(database.db, payment(order.id, order.totalCents + 1))).toEqual({
      ok: false,
      refusal: { reason: "moreThanOwed", owedCents: order.totalCents },
    });
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    expect(await recordPaymentReceived(database.db, payment(order.id, 1))).toEqual({
      ok: false,
      refusal: { reason: "alreadyPaid" },
    });
    const cancelled = await anOrder();
    const result = await cancelOrderAsBuyer(database.db, cancelled.number, {
      userId: null,
      sessionId: cancelled.sessionId,
    });
    expect(result).toMatchObject({ ok: true });
    expect(await recordPaymentReceived(database.db, payment(cancelled.id, 100))).toEqual({
      ok: false,
      refusal: { reason: "cancelled" },
    });
    expect(await recordPaymentReceived(database.db, payment(2_000_000_000, 100))).toEqual({
      ok: false,
      refusal: { reason: "notFound" },
    });
    const rows = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, cancelled.id));
    expect(rows).toEqual([]);
  });

  it("counts payments recorded at once one after the other: four of the whole total record one", async () => {
    const order = await anOrder();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => recordPaymentReceived(database.db, payment(order.id, order.totalCents))),
    );
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, status: "paid", owedCents: 0 }]);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, refusal: { reason: "alreadyPaid" } })),
    );
    const rows = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });
});
