import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USD } from "~domain/money";
import { createGuestSession } from "~server/accounts/sessions";
import { couponRedemptions, mailOutbox, orderEvents, orderParts, orders, products, users } from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { enqueueMail } from "~server/mail/outbox";
import { placeOrder } from "~server/orders/place-order";
import { recordPaymentReceived } from "~server/payments/payments";
import { settleUnpaidOrders } from "~server/payments/unpaid-orders";
import type { CartOwner } from "~server/shopping/cart";
import { applyCoupon } from "~server/shopping/cart-coupon";
import { signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { fillCart, makeCoupon, placeCartOrder } from "../support/coupons";
import { payInFull } from "../support/payments";
import { pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Orders to pay by bank transfer or cheque wait for their money (issue 35): a reminder two days before their time is
// up, then, unpaid, they expire: cancelled, stock and coupon use back, buyer and sellers told; once, however many
// app processes run the job.

let database: TestDatabase;
let sellerEmail: string;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  const seller = await signedInUser(database.db, `unpaid-seller-${randomUUID()}@example.com`);
  sellerEmail = seller.email;
  await database.db.update(users).set({ locale: "ru" }).where(eq(users.id, seller.id));
  await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, "saw-b"));
});

afterAll(async () => {
  await database?.cleanup();
});

/** A guest's order of drill-b and saw-b (sold by the seller), paid with `method`; its row. */
async function anOrder(method: "bank" | "check" | "cash" = "bank", email = `buyer-${randomUUID()}@example.com`) {
  const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
  const owner: CartOwner = { sessionId };
  await fillCart(database.db, owner, [
    ["drill-b", 1],
    ["saw-b", 2],
  ]);
  const base = checkoutInput({ paymentMethod: method });
  const placed = await placeOrder(database.db, {
    owner,
    userId: null,
    sessionId,
    currencyCode: "USD",
    locale: "en",
    checkout: { ...base, billing: { ...base.billing, email } },
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const [order] = await database.db.select().from(orders).where(eq(orders.number, placed.number));
  return order!;
}

const mailsTo = (recipient: string, kind: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)));

async function stockOf(slug: string) {
  const [row] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
  return row!.stock;
}

const settings = { publicUrl: "https://tools.example.com", from: "shop@example.com" };

describe("an order waiting for its bank transfer", () => {
  it("is due the days the store set after it was placed; its buyer is reminded two days before, once", async () => {
    const order = await anOrder();
    expect(order.payBy!.getTime() - order.createdAt.getTime()).toBe(7 * DAY);
    // Six days on nothing is due; five days and a minute on, the reminder.
    await settleUnpaidOrders(database.db, new Date(order.createdAt.getTime() + 4 * DAY));
    expect(await mailsTo(order.email, "payment-reminder")).toEqual([]);
    const soon = new Date(order.createdAt.getTime() + 5 * DAY + 60_000);
    expect(await settleUnpaidOrders(database.db, soon)).toMatchObject({ reminded: 1, expired: 0 });
    expect(await settleUnpaidOrders(database.db, soon)).toMatchObject({ reminded: 0, expired: 0 });
    const reminders = await mailsTo(order.email, "payment-reminder");
    expect(reminders).toHaveLength(1);
    const composed = await composeMail(database.db, reminders[0]!, settings);
    if ("gone" in composed) throw new Error(composed.gone);
    expect(composed.subject).toMatch(new RegExp(`^Order ${order.number}: please pay by \\w+ \\d+, \\d{4}$`));
    expect(composed.text).toContain("DE89 3704 0044 0532 0130 00");
    expect(composed.text).toContain(`$${(order.totalCents / 100).toFixed(2)}`);
    // Paid after the reminder: it will not expire (the next tests' passes leave it alone).
    await payInFull(database.db, order.number);
  });

  it("expires unpaid when its time is up: cancelled by the store, stock and coupon use back, buyer and seller told", async () => {
    const code = `LATE-${randomUUID().slice(0, 8)}`.toUpperCase();
    const boss = await signedInUser(database.db, `unpaid-boss-${randomUUID()}@example.com`);
    await makeCoupon(database.db, { operator: boss }, { code });
    const before = { drill: await stockOf("drill-b"), saw: await stockOf("saw-b") };
    const { sessionId } = await createGuestSession(database.db, pageRequest("/"));
    const owner: CartOwner = { sessionId };
    await fillCart(database.db, owner, [
      ["drill-b", 1],
      ["saw-b", 2],
    ]);
    expect(await applyCoupon(database.db, owner, code, USD, null)).toEqual({ ok: true, code });
    const placed = await placeCartOrder(database.db, owner, "late@example.com");
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const [order] = await database.db.select().from(orders).where(eq(orders.number, placed.number));
    expect(
      await database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order!.id)),
    ).toHaveLength(1);
    expect(await stockOf("saw-b")).toBe(before.saw - 2);

    const late = new Date(order!.payBy!.getTime() + 1000);
    expect((await settleUnpaidOrders(database.db, late)).expired).toBeGreaterThanOrEqual(1);
    const [expired] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect([expired?.status, expired?.paymentStatus]).toEqual(["cancelled", "expired"]);
    const parts = await database.db.select().from(orderParts).where(eq(orderParts.orderId, order!.id));
    expect(parts.map((part) => part.status)).toEqual(["cancelled", "cancelled"]);
    const events = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.toStatus, "cancelled")));
    expect(events.map((event) => [event.actor, event.fromStatus])).toEqual([
      ["operator", "pending"],
      ["operator", "pending"],
    ]);
    expect({ drill: await stockOf("drill-b"), saw: await stockOf("saw-b") }).toEqual(before);
    expect(await database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order!.id))).toEqual(
      [],
    );

    const [buyerMail] = await mailsTo("late@example.com", "order-expired");
    const buyer = await composeMail(database.db, buyerMail!, settings);
    if ("gone" in buyer) throw new Error(buyer.gone);
    expect(buyer.subject).toBe(`Order ${order!.number} was cancelled: not paid in time`);
    const sellerMails = (await mailsTo(sellerEmail, "sale-cancelled")).filter(
      (mail) => (mail.payload as { unpaid?: boolean }).unpaid,
    );
    expect(sellerMails).toHaveLength(1);
    const seller = await composeMail(database.db, sellerMails[0]!, settings);
    if ("gone" in seller) throw new Error(seller.gone);
    expect(seller.subject).toBe(`Заказ ${order!.number} не оплачен и отменён`);
    // A reminder written before it expired (or was paid) is not sent.
    await enqueueMail(database.db, [
      { kind: "payment-reminder", to: "late@example.com", locale: "en", payload: { orderId: order!.id } },
    ]);
    const [stale] = await mailsTo("late@example.com", "payment-reminder");
    expect(await composeMail(database.db, stale!, settings)).toEqual({
      gone: "the order is no longer awaiting payment",
    });
  });

  it("leaves alone an order paid (in full or in part), one paid in cash, and one not yet due", async () => {
    const paid = await anOrder();
    await recordPaymentReceived(database.db, {
      orderId: paid.id,
      amountCents: 500,
      occurredOn: "2026-11-25",
      reference: null,
      note: null,
      recordedBy: null,
      key: randomUUID(),
    });
    const cash = await anOrder("cash");
    const fresh = await anOrder("check");
    await settleUnpaidOrders(database.db, new Date(paid.payBy!.getTime() + DAY));
    const rows = await database.db
      .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, payBy: orders.payBy })
      .from(orders)
      .where(inArray(orders.id, [paid.id, cash.id, fresh.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(paid.id)).toMatchObject({ status: "pending", paymentStatus: "awaiting" });
    expect(byId.get(cash.id)).toMatchObject({ status: "pending", paymentStatus: "awaiting", payBy: null });
    // The cheque order was placed a moment later than the first: its time is up too, a day on.
    expect(byId.get(fresh.id)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
  });
});

const childScript = fileURLToPath(new URL("../support/settle-unpaid-orders.ts", import.meta.url));

describe.skipIf(!process.env.TEST_DATABASE_URL)("two app processes running the job at once (PostgreSQL)", () => {
  it("remind and expire each order once", async () => {
    const due = await Promise.all(
      Array.from({ length: 6 }, (_, index) => anOrder("bank", `twice-${index}@example.com`)),
    );
    const later = new Date(Math.max(...due.map((order) => order.payBy!.getTime())) + 1000);
    // Half are reminded first (time almost up), then every one expires.
    const run = (now: Date) =>
      Promise.all(
        [1, 2].map(() =>
          promisify(execFile)(process.execPath, [
            "--import",
            "tsx",
            childScript,
            database.databaseUrl!,
            now.toISOString(),
          ]),
        ),
      );
    await run(new Date(later.getTime() - DAY));
    await run(later);
    for (const order of due) {
      expect(await mailsTo(order.email, "payment-reminder")).toHaveLength(1);
      expect(await mailsTo(order.email, "order-expired")).toHaveLength(1);
    }
    const events = await database.db
      .select()
      .from(orderEvents)
      .where(
        and(
          inArray(
            orderEvents.orderId,
            due.map((order) => order.id),
          ),
          eq(orderEvents.toStatus, "cancelled"),
        ),
      );
    expect(events).toHaveLength(due.length * 2);
  });
});
