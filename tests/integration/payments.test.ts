import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as adminOrderAction, loader as adminOrderLoader } from "~/routes/admin/order";
import { action as trackAction } from "~/routes/track-order";
import { setOperator } from "~server/accounts/operators";
import { createGuestSession } from "~server/accounts/sessions";
import { auditLog, mailOutbox, orderPayments, orders, products, users } from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { cancelOrderAsBuyer } from "~server/orders/order-parts";
import { type PaymentReceived, recordPaymentReceived } from "~server/payments/payments";
import type { CartOwner } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { type LocalMedia, openCatalogDatabase } from "../support/catalog-database";
import { fillCart, placeCartOrder } from "../support/coupons";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import type { TestDatabase } from "../support/test-database";

// Payments received for an order (issue 35, first part): the movement rows and the payment status they give.

let database: TestDatabase;
let operator: SignedIn;
let media: LocalMedia;

beforeAll(async () => {
  ({ database, media } = await openCatalogDatabase());
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

describe("the back office's Record a payment received", () => {
  const post = (number: string, fields: Record<string, string>, cookie: string) =>
    callRoute(adminOrderAction, {
      request: formPost(`/admin/orders/${number}`, fields, cookie),
      context: appContext(database.db, media),
      params: { orderNumber: number },
    });
  const form = (fields: Record<string, string> = {}) => ({
    intent: "payment",
    amount: "10.00",
    occurredOn: "2026-11-24",
    reference: "SEPA 42",
    note: "Thank you",
    key: randomUUID(),
    ...fields,
  });

  it("records what the operator typed, in the audit log too; the order's page shows it and what is still to pay", async () => {
    const order = await anOrder();
    await setOperator(database.db, operator.email, true);
    const answer = await post(order.number, form(), operator.cookie);
    expect(answer).toMatchObject({ status: 303, location: `/admin/orders/${order.number}?done=payment` });
    const tracked = await callRoute(trackAction, {
      request: formPost("/shop/track-order", { orderId: order.number, email: "payer@example.com" }),
      context: appContext(database.db, media, { clientIp: "203.0.113.90" }),
    });
    expect(tracked).toMatchObject({
      status: 200,
      data: {
        result: {
          order: {
            order: { paymentStatus: "awaiting", owedCents: order.totalCents - 1000 },
            payments: [
              {
                movement: "received",
                method: "bank",
                amountCents: 1000,
                reference: "SEPA 42",
                note: "Thank you",
                occurredOn: "2026-11-24",
              },
            ],
          },
        },
      },
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${order.number}`));
    expect(audit).toMatchObject([{ action: "order.payment", operatorEmail: operator.email }]);
    const rest = (order.totalCents - 1000) / 100;
    const paid = await post(order.number, form({ amount: rest.toFixed(2).replace(".", ",") }), operator.cookie);
    expect(paid.status).toBe(303);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("paid");
  });

  it("records a form posted twice once", async () => {
    const order = await anOrder();
    await setOperator(database.db, operator.email, true);
    const twice = form();
    expect((await post(order.number, twice, operator.cookie)).status).toBe(303);
    expect((await post(order.number, twice, operator.cookie)).status).toBe(303);
    const rows = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("names each field to fix, keeping what was typed, and says how much is owed when it is more", async () => {
    const order = await anOrder();
    await setOperator(database.db, operator.email, true);
    const bad = await post(order.number, form({ amount: "12.345", occurredOn: "2031-02-30" }), operator.cookie);
    expect(bad).toMatchObject({
      status: 400,
      data: {
        form: "payment",
        errors: { amount: "payments.errors.amount", occurredOn: "payments.errors.day" },
        values: { amount: "12.345", occurredOn: "2031-02-30", reference: "SEPA 42" },
      },
    });
    const tooMuch = await post(order.number, form({ amount: "999999" }), operator.cookie);
    expect(tooMuch).toMatchObject({
      status: 409,
      data: { formError: "payments.refused.moreThanOwed", owedCents: order.totalCents },
    });
    const rows = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it("records a refund sent back, never more than was paid, moving the order to Partly refunded then Refunded", async () => {
    const order = await anOrder();
    await setOperator(database.db, operator.email, true);
    // Nothing is owed back (no part was cancelled): each refund here is one the operator confirms sending anyway.
    const refund = (amount: string) =>
      form({ intent: "refund", amount, key: randomUUID(), reference: "SEPA back", beyondDue: "on" });
    const nothing = await post(order.number, refund("5"), operator.cookie);
    expect(nothing).toMatchObject({
      status: 409,
      data: { form: "refund", formError: "payments.refused.nothingToRefund" },
    });
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    const page = await callRoute(adminOrderLoader, {
      request: pageRequest(`/admin/orders/${order.number}`, operator.cookie),
      context: appContext(database.db, media),
      params: { orderNumber: order.number },
    });
    expect(page).toMatchObject({ data: { refund: { refundableCents: order.totalCents, dueCents: 0 } } });
    const tooMuch = await post(order.number, refund(String(order.totalCents)), operator.cookie);
    expect(tooMuch).toMatchObject({
      status: 409,
      data: { form: "refund", formError: "payments.refused.moreThanPaid", refundableCents: order.totalCents },
    });
    expect(await post(order.number, refund("10"), operator.cookie)).toMatchObject({
      status: 303,
      location: `/admin/orders/${order.number}?done=refund`,
    });
    const [partly] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(partly?.paymentStatus).toBe("partly-refunded");
    const rest = ((order.totalCents - 1000) / 100).toFixed(2);
    expect((await post(order.number, refund(rest), operator.cookie)).status).toBe(303);
    const [whole] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(whole?.paymentStatus).toBe("refunded");
    const refunds = await database.db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.movement, "refunded")));
    expect(refunds.map((row) => row.amountCents)).toEqual([1000, order.totalCents - 1000]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "order.refund"));
    expect(audit.filter((row) => row.subject === `order:${order.number}`)).toHaveLength(2);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "payment-refunded"));
    const mine = mails.filter((mail) => (mail.payload as { orderId: number }).orderId === order.id);
    const composed = await composeMail(database.db, mine[0]!, { publicUrl: "https://t.example", from: "s@x.com" });
    if ("gone" in composed) throw new Error(composed.gone);
    expect(composed.text).toContain(`We have sent back $10.00 of your order ${order.number}`);
  });

  it("records no refund on an order owing nothing back unless the operator confirms it: the form starts empty", async () => {
    const order = await anOrder();
    await setOperator(database.db, operator.email, true);
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents));
    const page = await callRoute(adminOrderLoader, {
      request: pageRequest(`/admin/orders/${order.number}`, operator.cookie),
      context: appContext(database.db, media),
      params: { orderNumber: order.number },
    });
    // Nothing was cancelled: nothing is owed back, though all of it could go back.
    expect(page).toMatchObject({ data: { refund: { refundableCents: order.totalCents, dueCents: 0 } } });
    const whole = (order.totalCents / 100).toFixed(2);
    const unconfirmed = await post(
      order.number,
      form({ intent: "refund", amount: whole, key: randomUUID(), reference: "" }),
      operator.cookie,
    );
    expect(unconfirmed).toMatchObject({
      status: 409,
      data: { form: "refund", errors: { beyondDue: "payments.refund.errors.beyondDue" }, dueCents: 0 },
    });
    const refunds = () =>
      database.db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.movement, "refunded")));
    expect(await refunds()).toEqual([]);
    const [still] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still?.paymentStatus).toBe("paid");
    // Ticked, it is what the operator says was sent.
    const confirmed = await post(
      order.number,
      form({ intent: "refund", amount: "5", key: randomUUID(), reference: "", beyondDue: "on" }),
      operator.cookie,
    );
    expect(confirmed.status).toBe(303);
    expect((await refunds()).map((row) => row.amountCents)).toEqual([500]);
  });

  it("is Page Not Found to a customer and a guest, and records nothing", async () => {
    const order = await anOrder();
    const customer = await signedInUser(database.db, `payments-customer-${randomUUID()}@example.com`);
    for (const cookie of [customer.cookie, ""]) {
      expect((await post(order.number, form(), cookie)).status).toBe(404);
    }
    const rows = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toEqual([]);
  });
});

describe("the news that an order is paid", () => {
  it("is written once the total has come in: to the buyer, and to each seller with a part to ship, in their language", async () => {
    const seller = await signedInUser(database.db, `payments-seller-${randomUUID()}@example.com`);
    await database.db.update(users).set({ locale: "ar" }).where(eq(users.id, seller.id));
    await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, "drill-b"));
    const order = await anOrder();
    const mailsOf = async () =>
      (
        await database.db
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.kind, ["payment-received", "order-paid"]))
      ).filter((row) => row.recipient === seller.email || (row.payload as { orderId?: number }).orderId === order.id);
    await recordPaymentReceived(database.db, payment(order.id, 1000));
    expect(await mailsOf()).toEqual([]);
    await recordPaymentReceived(database.db, payment(order.id, order.totalCents - 1000));
    const mails = await mailsOf();
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.locale]).sort()).toEqual([
      ["order-paid", seller.email, "ar"],
      ["payment-received", "payer@example.com", "en"],
    ]);
    const settings = { publicUrl: "https://tools.example.com", from: "shop@example.com" };
    for (const mail of mails) {
      const composed = await composeMail(database.db, mail, settings);
      if ("gone" in composed) throw new Error(composed.gone);
      expect(composed.subject).toContain(order.number);
      if (mail.kind === "order-paid") {
        expect(composed.subject).toBe(`الطلب ${order.number} مدفوع: جاهز للشحن`);
        expect(composed.html).toContain(`https://tools.example.com/account/sales/${order.number}`);
      } else {
        expect(composed.text).toContain("It is paid in full");
        expect(composed.html).toContain(`https://tools.example.com/shop/track-order?orderId=${order.number}`);
      }
    }
    await database.db.update(products).set({ ownerId: null }).where(eq(products.slug, "drill-b"));
  });
});
