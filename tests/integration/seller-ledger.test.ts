import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basisPointsOf, type CouponFunder, commissionCents, partNetCents, usdCentsOf } from "~domain/ledger";
import type { OrderStatus, PartAction } from "~domain/order-status";
import { claimRefundableCents, refundClaim } from "~server/claims/claim-decision";
import type { Db } from "~server/db/handle";
import { claims, orderEvents, orderParts, orderPayments, orders, sellerLedger } from "~server/db/schema";
import { sellerBalance } from "~server/ledger/balances";
import { changePart } from "~server/orders/order-parts";
import { type PaymentReceived, recordPaymentReceived, recordRefund, refundDue } from "~server/payments/payments";
import { writeSetting } from "~server/settings/store-settings";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import {
  completedDaysAgo,
  type InsertedOrder,
  insertOrder,
  ledgerRowsOf,
  type OrderSpec,
  seedLedgerCurrencies,
} from "../support/ledger-orders";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// What the store owes its sellers (issue 37, decision 034): the rows an order's money writes, and the invariant that
// for every order what the buyer paid less what went back equals what the sellers were credited (or hold in cash),
// plus the store's commission, plus the store's own parts, to the cent in the order's currency.

let database: TestDatabase;
let db: Db;
let operator: SignedIn;
let sellers: SignedIn[];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedCatalogFixture(db);
  await seedDollar(db);
  await seedLedgerCurrencies(db);
  operator = await signedInUser(db, "ledger-boss@example.com");
  sellers = [];
  for (const name of ["anna", "boris", "chen"]) sellers.push(await signedInUser(db, `ledger-${name}@example.com`));
});

afterAll(async () => {
  await database?.cleanup();
});

const today = () => new Date().toISOString().slice(0, 10);

const movement = (orderId: number, amountCents: number, key: string = randomUUID()): PaymentReceived => ({
  orderId,
  amountCents,
  occurredOn: today(),
  reference: null,
  note: null,
  recordedBy: null,
  key,
});

/** Moves a part as the operator would (a cancel gives its reason); refused moves fail the test. */
async function move(order: InsertedOrder, partId: number, from: OrderStatus, action: PartAction) {
  const done = await changePart(db, { role: "operator", operator }, order.number, {
    partId,
    from,
    action,
    carrier: action === "ship" ? "DHL" : null,
    trackingNumber: action === "ship" ? "TRACK-1" : null,
    note: action === "cancel" ? "out of stock" : null,
  });
  if (!done.ok) throw new Error(`${action} refused: ${JSON.stringify(done)}`);
}

async function complete(order: InsertedOrder, partId: number) {
  await move(order, partId, "pending", "ship");
  await move(order, partId, "shipped", "complete");
}

async function pay(order: InsertedOrder, amountCents = order.totalCents, key?: string) {
  const paid = await recordPaymentReceived(db, movement(order.id, amountCents, key));
  if (!paid.ok) throw new Error(`payment refused: ${JSON.stringify(paid)}`);
  return paid;
}

async function refund(order: InsertedOrder, amountCents: number, key?: string) {
  const sent = await recordRefund(db, movement(order.id, amountCents, key));
  if (!sent.ok) throw new Error(`refund refused: ${JSON.stringify(sent)}`);
}

/** What the ledger has debited a part in refunds so far (its remaining value is its net less this). */
async function refundedOfPart(partId: number): Promise<number> {
  const rows = await db
    .select()
    .from(sellerLedger)
    .where(and(eq(sellerLedger.partId, partId), eq(sellerLedger.kind, "refund")));
  return -rows.reduce((sum, row) => sum + row.amountCents, 0);
}

async function moneyOf(orderId: number) {
  const rows = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const sum = (kind: "received" | "refunded") =>
    rows.filter((row) => row.movement === kind).reduce((total, row) => total + row.amountCents, 0);
  return { received: sum("received"), refunded: sum("refunded") };
}

const sumOf = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);

async function setCommission(percent: number) {
  await writeSetting(db, "commission", { percent });
}

describe("an order paid by bank transfer", () => {
  it("credits each seller's part after its discount share plus its shipping, less the commission rounded up", async () => {
    await setCommission(10);
    const order = await insertOrder(db, {
      paymentMethod: "bank",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [
        { sellerId: sellers[0]!.id, subtotalCents: 10_000, discountCents: 1_000, shippingCents: 499 },
        { sellerId: null, subtotalCents: 5_000, discountCents: 0, shippingCents: 0 },
        { sellerId: sellers[1]!.id, subtotalCents: 1_001, discountCents: 0, shippingCents: 0 },
      ],
    });
    await pay(order, 5_000);
    expect(await ledgerRowsOf(db, order.id)).toEqual([]);
    await pay(order, order.totalCents - 5_000);
    const rows = await ledgerRowsOf(db, order.id);
    expect(
      rows.map(({ sellerId, kind, partId, usdCents, amountCents, key }) => ({
        sellerId,
        kind,
        partId,
        usdCents,
        amountCents,
        key,
      })),
    ).toEqual([
      {
        sellerId: sellers[0]!.id,
        kind: "sale",
        partId: order.partIds[0],
        usdCents: 9_499,
        amountCents: 9_499,
        key: `sale:part:${order.partIds[0]}`,
      },
      {
        sellerId: sellers[0]!.id,
        kind: "commission",
        partId: order.partIds[0],
        usdCents: -950,
        amountCents: -950,
        key: `commission:part:${order.partIds[0]}`,
      },
      {
        sellerId: null,
        kind: "sale",
        partId: order.partIds[1],
        usdCents: 5_000,
        amountCents: 5_000,
        key: `sale:part:${order.partIds[1]}`,
      },
      // 10 % of $10.01 is $1.001: the store takes $1.01.
      {
        sellerId: sellers[1]!.id,
        kind: "sale",
        partId: order.partIds[2],
        usdCents: 1_001,
        amountCents: 1_001,
        key: `sale:part:${order.partIds[2]}`,
      },
      {
        sellerId: sellers[1]!.id,
        kind: "commission",
        partId: order.partIds[2],
        usdCents: -101,
        amountCents: -101,
        key: `commission:part:${order.partIds[2]}`,
      },
    ]);
    await setCommission(0);
  });

  it("converts to US cents at the order's rate with the order's figure beside", async () => {
    const order = await insertOrder(db, {
      paymentMethod: "bank",
      currencyCode: "RUB",
      currencyRate: "92.500000",
      parts: [{ sellerId: sellers[2]!.id, subtotalCents: 1_000_000, discountCents: 0, shippingCents: 46_250 }],
    });
    await pay(order);
    const [sale] = await ledgerRowsOf(db, order.id);
    expect(sale).toMatchObject({ amountCents: 1_046_250, currencyCode: "RUB", usdCents: 11_311 });
  });

  it("credits once when the same payment arrives twice (a repeated webhook or form)", async () => {
    const order = await insertOrder(db, {
      paymentMethod: "paypal",
      currencyCode: "EUR",
      currencyRate: "0.920000",
      parts: [{ sellerId: sellers[0]!.id, subtotalCents: 4_321, discountCents: 321, shippingCents: 999 }],
    });
    const key = `paypal-capture:${randomUUID()}`;
    await pay(order, order.totalCents, key);
    const once = await ledgerRowsOf(db, order.id);
    expect(await recordPaymentReceived(db, movement(order.id, order.totalCents, key))).toMatchObject({
      ok: true,
      status: "paid",
    });
    expect(await ledgerRowsOf(db, order.id)).toEqual(once);
    const refundKey = `paypal-refund:${randomUUID()}`;
    await refund(order, 1_000, refundKey);
    const afterRefund = await ledgerRowsOf(db, order.id);
    await recordRefund(db, movement(order.id, 1_000, refundKey));
    expect(await ledgerRowsOf(db, order.id)).toEqual(afterRefund);
    expect(afterRefund.filter((row) => row.kind === "refund")).toHaveLength(1);
  });

  it("pays a cancelled part's refund back from that part, and gives its commission back once refunded whole", async () => {
    await setCommission(5);
    const order = await insertOrder(db, {
      paymentMethod: "bank",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [
        { sellerId: sellers[0]!.id, subtotalCents: 3_000, discountCents: 0, shippingCents: 0 },
        { sellerId: sellers[1]!.id, subtotalCents: 2_000, discountCents: 0, shippingCents: 500 },
      ],
    });
    await pay(order);
    await move(order, order.partIds[1]!, "pending", "cancel");
    const due = await refundDue(db, order.id);
    expect(due).toBe(2_500);
    await refund(order, 1_000);
    await refund(order, due - 1_000);
    const ofPart = (partId: number) =>
      ledgerRowsOf(db, order.id).then((rows) => rows.filter((row) => row.partId === partId));
    expect(sumOf(await ofPart(order.partIds[1]!))).toBe(0);
    expect((await ofPart(order.partIds[1]!)).map((row) => [row.kind, row.amountCents])).toEqual([
      ["sale", 2_500],
      ["commission", -125],
      ["refund", -1_000],
      ["refund", -1_500],
      ["commission", 125],
    ]);
    // The other seller's part is untouched.
    expect(sumOf(await ofPart(order.partIds[0]!))).toBe(3_000 - 150);
    await setCommission(0);
  });

  it("holds a part cancelled before the payment for its buyer, as the store's, until it is refunded", async () => {
    const order = await insertOrder(db, {
      paymentMethod: "bank",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [
        { sellerId: sellers[0]!.id, subtotalCents: 3_000, discountCents: 0, shippingCents: 0 },
        { sellerId: sellers[1]!.id, subtotalCents: 2_000, discountCents: 0, shippingCents: 0 },
      ],
    });
    await move(order, order.partIds[1]!, "pending", "cancel");
    await pay(order);
    const rows = await ledgerRowsOf(db, order.id);
    expect(rows.filter((row) => row.sellerId === sellers[1]!.id)).toEqual([]);
    expect(rows.find((row) => row.partId === order.partIds[1])).toMatchObject({ sellerId: null, amountCents: 2_000 });
    await refund(order, 2_000);
    const after = await ledgerRowsOf(db, order.id);
    expect(sumOf(after.filter((row) => row.sellerId === null))).toBe(0);
    expect(sumOf(after.filter((row) => row.sellerId === sellers[0]!.id))).toBe(3_000);
  });
});

describe("cash on delivery", () => {
  it("credits the seller nothing (they hold the cash) and debits the commission when the last part is completed", async () => {
    await setCommission(12.5);
    const order = await insertOrder(db, {
      paymentMethod: "cash",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [
        { sellerId: sellers[2]!.id, subtotalCents: 999, discountCents: 0, shippingCents: 0 },
        { sellerId: null, subtotalCents: 1_500, discountCents: 0, shippingCents: 0 },
      ],
    });
    await complete(order, order.partIds[0]!);
    expect(await ledgerRowsOf(db, order.id)).toEqual([]);
    await complete(order, order.partIds[1]!);
    const rows = await ledgerRowsOf(db, order.id);
    expect(rows.map((row) => [row.sellerId, row.kind, row.amountCents])).toEqual([
      // 12.5 % of $9.99 is $1.24875: $1.25.
      [sellers[2]!.id, "commission", -125],
      [null, "sale", 1_500],
    ]);
    await setCommission(0);
  });
});

describe("cash on delivery with a part cancelled", () => {
  it("collects only the parts delivered: paid, nothing to refund, no row for the cancelled part", async () => {
    await setCommission(10);
    const order = await insertOrder(db, {
      paymentMethod: "cash",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [
        { sellerId: sellers[0]!.id, subtotalCents: 3_000, discountCents: 0, shippingCents: 499 },
        { sellerId: sellers[1]!.id, subtotalCents: 2_000, discountCents: 0, shippingCents: 499 },
      ],
    });
    await move(order, order.partIds[1]!, "pending", "cancel");
    await complete(order, order.partIds[0]!);
    const { received } = await moneyOf(order.id);
    expect(received).toBe(3_499);
    const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid?.paymentStatus).toBe("paid");
    expect(await refundDue(db, order.id)).toBe(0);
    const rows = await ledgerRowsOf(db, order.id);
    expect(rows.map((row) => [row.sellerId, row.kind, row.partId, row.amountCents])).toEqual([
      [sellers[0]!.id, "commission", order.partIds[0], -350],
    ]);
    // A refund the seller agreed to comes out of the part delivered, never the one cancelled.
    await refund(order, 1_000);
    const after = await ledgerRowsOf(db, order.id);
    expect(after.filter((row) => row.partId === order.partIds[1])).toEqual([]);
    expect(after.at(-1)).toMatchObject({ sellerId: sellers[0]!.id, kind: "refund", amountCents: -1_000 });
    const [refunded] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(refunded?.paymentStatus).toBe("partly-refunded");
    await setCommission(0);
  });
});

describe("the ledger over random orders", () => {
  const partArb = fc.record({
    seller: fc.integer({ min: 0, max: 3 }),
    subtotalCents: fc.integer({ min: 0, max: 400_000 }),
    discountPercent: fc.integer({ min: 0, max: 100 }),
    shippingCents: fc.constantFrom(0, 499, 999, 1_999, 2_345),
    // The tax in the part (decision 058), as a share of it: none, reduced, standard rates and odd ones.
    taxPermille: fc.constantFrom(0, 0, 65, 159, 200, 333),
    cancelBeforePayment: fc.boolean(),
    afterPayment: fc.constantFrom("complete", "cancel", "leave"),
  });
  const orderArb = fc.record({
    paymentMethod: fc.constantFrom("bank", "check", "paypal", "cash"),
    currency: fc.constantFrom(["USD", "1"], ["EUR", "0.920000"], ["GBP", "0.791234"], ["RUB", "92.500000"]),
    commissionPoints: fc.constantFrom(0, 1, 500, 1_250, 3_333, 5_000),
    parts: fc.uniqueArray(partArb, { minLength: 1, maxLength: 4, selector: (part) => part.seller }),
    // No coupon, a store-wide one (the store pays every part's share) or a seller's own (only their part has one).
    coupon: fc.constantFrom("none", "store", "seller"),
    pricesIncludeTax: fc.boolean(),
    paymentChunks: fc.integer({ min: 1, max: 3 }),
    refundDueFirst: fc.boolean(),
    refundPercents: fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }),
    // Returns' refunds (decision 048): some of one part's value, which debits that part first.
    returnRefunds: fc.array(fc.record({ part: fc.nat(3), percent: fc.integer({ min: 1, max: 100 }) }), {
      maxLength: 2,
    }),
    // Claims decided with a refund (decision 052): some of what is left of one part, taken from its seller.
    claimRefunds: fc.array(fc.record({ part: fc.nat(3), percent: fc.integer({ min: 1, max: 100 }) }), {
      maxLength: 2,
    }),
  });

  it("keeps paid − refunded = sellers' credits (and cash held) + the store's commission + its own parts − what it funds, to the cent", async () => {
    await fc.assert(
      fc.asyncProperty(orderArb, async (shape) => {
        const percent = shape.commissionPoints / 100;
        await setCommission(percent);
        const [currencyCode, currencyRate] = shape.currency as [string, string];
        // A seller's own coupon discounts only the first seller's part.
        const couponSeller = shape.parts.find((part) => part.seller !== 0)?.seller;
        const discounted = (seller: number) =>
          shape.coupon === "store" || (shape.coupon === "seller" && seller === couponSeller);
        const spec: OrderSpec = {
          paymentMethod: shape.paymentMethod as OrderSpec["paymentMethod"],
          currencyCode,
          currencyRate,
          couponFundedBy: shape.coupon === "none" ? null : (shape.coupon as CouponFunder),
          pricesIncludeTax: shape.pricesIncludeTax,
          parts: shape.parts.map((part) => {
            const discountCents = discounted(part.seller)
              ? Math.floor((part.subtotalCents * part.discountPercent) / 100)
              : 0;
            const taxed = part.subtotalCents - discountCents + part.shippingCents;
            return {
              sellerId: part.seller === 0 ? null : sellers[part.seller - 1]!.id,
              subtotalCents: part.subtotalCents,
              discountCents,
              shippingCents: part.shippingCents,
              taxCents: Math.floor((taxed * part.taxPermille) / 1000),
            };
          }),
        };
        const order = await insertOrder(db, spec);
        // What a part brings (what its buyer pays for it), as the ledger counts it.
        const net = (part: { subtotalCents: number; discountCents: number; shippingCents: number; taxCents: number }) =>
          partNetCents({ ...part, pricesIncludeTax: shape.pricesIncludeTax });
        // Some parts are cancelled before the money comes (never all: a cancelled order takes no payment).
        const cancelFirst = shape.parts.map((part, index) => part.cancelBeforePayment && index > 0);
        for (const [index, partId] of order.partIds.entries()) {
          if (cancelFirst[index]) await move(order, partId, "pending", "cancel");
        }
        let lastPaymentKey: string | null = null;
        if (spec.paymentMethod === "cash") {
          for (const [index, partId] of order.partIds.entries()) if (!cancelFirst[index]) await complete(order, partId);
        } else {
          if (order.totalCents === 0) return;
          let left = order.totalCents;
          for (let chunk = shape.paymentChunks; chunk >= 1 && left > 0; chunk--) {
            const amount = chunk === 1 ? left : Math.max(1, Math.floor(left / 2));
            lastPaymentKey = randomUUID();
            await pay(order, amount, lastPaymentKey);
            left -= amount;
          }
          for (const [index, partId] of order.partIds.entries()) {
            if (cancelFirst[index]) continue;
            const next = shape.parts[index]?.afterPayment;
            if (next === "complete") await complete(order, partId);
            if (next === "cancel") await move(order, partId, "pending", "cancel");
          }
        }
        const beforeRepeat = await ledgerRowsOf(db, order.id);
        if (lastPaymentKey) await recordPaymentReceived(db, movement(order.id, 1, lastPaymentKey));
        expect(await ledgerRowsOf(db, order.id)).toEqual(beforeRepeat);

        if (shape.refundDueFirst) {
          const due = await refundDue(db, order.id);
          if (due > 0) await refund(order, due);
        }
        const returned = new Set<number>();
        for (const { part: index, percent: share } of shape.returnRefunds) {
          const partId = order.partIds[index % order.partIds.length]!;
          const [part] = await db.select().from(orderParts).where(eq(orderParts.id, partId));
          const { received, refunded } = await moneyOf(order.id);
          if (!part || part.status === "cancelled" || received - refunded <= 0) continue;
          const left = net(part) - (await refundedOfPart(partId));
          const amount = Math.min(received - refunded, Math.floor((left * share) / 100));
          if (amount <= 0) continue;
          const sent = await recordRefund(db, { ...movement(order.id, amount), partId });
          if (!sent.ok) throw new Error(`return refund refused: ${JSON.stringify(sent)}`);
          returned.add(partId);
        }
        const claimed = new Set<number>();
        for (const { part: index, percent: share } of shape.claimRefunds) {
          // A PayPal order's claim is refunded through PayPal (claims.test.ts); this order has no PayPal payment.
          if (spec.paymentMethod === "paypal") break;
          const partId = order.partIds[index % order.partIds.length]!;
          const [part] = await db.select().from(orderParts).where(eq(orderParts.id, partId));
          if (!part || part.status === "cancelled" || claimed.has(partId)) continue;
          claimed.add(partId);
          const [claim] = await db
            .insert(claims)
            .values({
              orderId: order.id,
              partId,
              sellerId: part.sellerId,
              kind: "not-as-described",
              text: "x",
              requestKey: randomUUID(),
            })
            .returning();
          const refundable = await claimRefundableCents(db, { orderId: order.id, partId });
          if (refundable <= 0) continue;
          const decided = await refundClaim(
            db,
            claim!.id,
            operator,
            {
              amountCents: Math.max(1, Math.floor((refundable * share) / 100)),
              text: "x",
              reference: "r",
              occurredOn: "2026-11-20",
            },
            { paypal: null, log: { warn: () => undefined } },
          );
          expect(decided).toEqual({ ok: true, repeated: false });
          returned.add(partId);
        }
        for (const share of shape.refundPercents) {
          const { received, refunded } = await moneyOf(order.id);
          const refundable = received - refunded;
          if (refundable > 0) await refund(order, Math.max(1, Math.floor((refundable * share) / 100)));
        }

        const rows = await ledgerRowsOf(db, order.id);
        const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, order.id));
        const { received, refunded } = await moneyOf(order.id);
        // Cash is collected for the parts delivered only: a cancelled one is never paid, nor owed back.
        const due =
          spec.paymentMethod === "cash"
            ? order.totalCents - parts.filter((part) => part.status === "cancelled").reduce((s, p) => s + net(p), 0)
            : order.totalCents;
        if (spec.paymentMethod === "cash") expect(received).toBe(due);
        if (received < due || due === 0) {
          expect(rows).toEqual([]);
          return;
        }
        const sellersCredited = sumOf(rows.filter((row) => row.sellerId !== null));
        const commission = 0 - sumOf(rows.filter((row) => row.kind === "commission"));
        const storeRows = rows.filter((row) => row.sellerId === null);
        const storeOwn = sumOf(storeRows.filter((row) => row.kind !== "coupon" && row.kind !== "tax"));
        // The tax the store holds to remit (decision 058): the parts' tax, less what went back with refunds.
        const taxHeld = sumOf(storeRows.filter((row) => row.kind === "tax"));
        // What the store pays of its own coupon for its sellers (its coupon rows are debits).
        const storeFunded = 0 - sumOf(storeRows.filter((row) => row.kind === "coupon"));
        if (shape.coupon !== "store") expect(storeFunded).toBe(0);
        // Cash on delivery: each seller collected their part from the buyer.
        const heldInCash =
          spec.paymentMethod === "cash"
            ? parts
                .filter((part) => part.sellerId !== null && part.status !== "cancelled")
                .reduce((sum, part) => sum + net(part), 0)
            : 0;
        expect(received - refunded).toBe(sellersCredited + heldInCash + commission + storeOwn + taxHeld - storeFunded);

        const points = basisPointsOf(percent);
        for (const part of parts) {
          const own = rows.filter((row) => row.partId === part.id);
          const storeTax = own.filter((row) => row.kind === "tax" && row.sellerId === null);
          const heldOfPart = sumOf(storeTax);
          // A part the store holds refunds its tax apart from its sale: both went back to the buyer.
          const storeHeld = !own.some((row) => row.sellerId !== null);
          const refundedOfPart =
            0 -
            sumOf(own.filter((row) => row.kind === "refund")) -
            (storeHeld ? sumOf(storeTax.filter((row) => row.amountCents < 0)) : 0);
          expect(refundedOfPart).toBeLessThanOrEqual(net(part));
          const refundedWhole = refundedOfPart === net(part) && net(part) > 0;
          const kept = 0 - sumOf(own.filter((row) => row.kind === "commission"));
          const sellerPaid = part.sellerId !== null && !cancelFirst[order.partIds.indexOf(part.id)];
          // A store-wide coupon's share is the store's: the seller's commission is on the part as if it had none.
          const funded = sellerPaid && shape.coupon === "store" ? part.discountCents : 0;
          const charged = sellerPaid ? commissionCents(net(part) + funded - part.taxCents, points) : 0;
          const couponOfSeller = sumOf(own.filter((row) => row.kind === "coupon" && row.sellerId !== null));
          if (returned.has(part.id) && !refundedWhole) {
            // A return's or a claim's refund gives back the commission and the coupon's share of what it refunded, rounded down.
            const most = (total: number) => Number((BigInt(total) * BigInt(refundedOfPart)) / BigInt(net(part)));
            expect(kept).toBeLessThanOrEqual(charged);
            expect(kept).toBeGreaterThanOrEqual(charged - most(charged));
            expect(couponOfSeller).toBeLessThanOrEqual(funded);
            expect(couponOfSeller).toBeGreaterThanOrEqual(funded - most(funded));
          } else {
            // The commission is charged once, rounded up, and comes back only when the part is refunded whole.
            expect(kept).toBe(refundedWhole ? 0 : charged);
            // The seller is credited the store's share of the coupon, and gives it back when refunded whole.
            expect(couponOfSeller).toBe(refundedWhole ? 0 : funded);
          }
          expect(sumOf(own.filter((row) => row.kind === "coupon"))).toBe(0);
          // The store holds the part's tax once it is credited, never more, and none of it once refunded whole; a
          // seller holding the part owes exactly what the store holds.
          const credited = own.length > 0;
          expect(heldOfPart).toBe(!credited ? 0 : refundedWhole ? 0 : heldOfPart);
          if (credited && !refundedWhole && refundedOfPart === 0) expect(heldOfPart).toBe(part.taxCents);
          expect(heldOfPart).toBeGreaterThanOrEqual(0);
          expect(heldOfPart).toBeLessThanOrEqual(part.taxCents);
          if (!storeHeld) expect(sumOf(own.filter((row) => row.kind === "tax"))).toBe(0);
          // Each holder's rows of a part add up, in US cents, to their sum converted once.
          for (const holder of new Set(own.map((row) => row.sellerId))) {
            const theirs = own.filter((row) => row.sellerId === holder);
            expect(theirs.reduce((sum, row) => sum + row.usdCents, 0)).toBe(usdCentsOf(sumOf(theirs), currencyRate));
          }
        }
      }),
      { numRuns: 60 },
    );
    await setCommission(0);
  }, 120_000);
});

describe("the holding period", () => {
  it("keeps a completed part's earnings pending until the holding days have passed", async () => {
    const seller = await signedInUser(db, "ledger-holder@example.com");
    await writeSetting(db, "holdingDays", { days: 14 });
    const order = await insertOrder(db, {
      paymentMethod: "bank",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [{ sellerId: seller.id, subtotalCents: 10_000, discountCents: 0, shippingCents: 0 }],
    });
    await pay(order);
    expect(await sellerBalance(db, seller.id, 14, new Date())).toEqual({ availableCents: 0, pendingCents: 10_000 });
    await complete(order, order.partIds[0]!);
    const [event] = await db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.partId, order.partIds[0]!), eq(orderEvents.toStatus, "completed")));
    const completedAt = event!.at.getTime();
    const day = 86_400_000;
    expect(await sellerBalance(db, seller.id, 14, new Date(completedAt + 13 * day))).toEqual({
      availableCents: 0,
      pendingCents: 10_000,
    });
    expect(await sellerBalance(db, seller.id, 14, new Date(completedAt + 14 * day + 60_000))).toEqual({
      availableCents: 10_000,
      pendingCents: 0,
    });
    // With the completion moved 20 days back, it is available today; with 30 days held, it waits again.
    await completedDaysAgo(db, order.partIds[0]!, 20);
    expect(await sellerBalance(db, seller.id, 14, new Date())).toEqual({ availableCents: 10_000, pendingCents: 0 });
    expect(await sellerBalance(db, seller.id, 30, new Date())).toEqual({ availableCents: 0, pendingCents: 10_000 });
  });

  it("counts at once what a part owes the store: a cash sale's commission", async () => {
    const seller = await signedInUser(db, "ledger-cash@example.com");
    await setCommission(10);
    const order = await insertOrder(db, {
      paymentMethod: "cash",
      currencyCode: "USD",
      currencyRate: "1",
      parts: [{ sellerId: seller.id, subtotalCents: 5_000, discountCents: 0, shippingCents: 0 }],
    });
    await complete(order, order.partIds[0]!);
    expect(await sellerBalance(db, seller.id, 14, new Date())).toEqual({ availableCents: -500, pendingCents: 0 });
    await setCommission(0);
  });
});
