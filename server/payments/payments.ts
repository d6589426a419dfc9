import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { localeOr } from "~domain/locales";
import type { PaymentMethod } from "~domain/payment-methods";
import { amountDue, amountOwed, isPrepaid, type PaymentStatus, paymentStatusOf } from "~domain/payment-status";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import { tellOperators } from "../admin/operator-mail";
import type { Db, Tx } from "../db/handle";
import { orderParts, orderPayments, orders } from "../db/schema";
import { issueCreditNoteIn, issueInvoiceIn } from "../invoices/issue";
import { creditPaidOrder, debitRefund } from "../ledger/ledger-entries";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { accountRecipients } from "../mail/recipients";
import { afterSaleRefundedCents } from "./after-sale-refunds";

/** A payment received for an order, as recorded: in the order's currency's minor units. */
export type PaymentReceived = {
  orderId: number;
  amountCents: number;
  /** The day the money arrived (YYYY-MM-DD). */
  occurredOn: string;
  reference: string | null;
  note: string | null;
  /** Who recorded it: an operator (or, for cash on delivery, the seller who delivered), or null for a payment service. */
  recordedBy: string | null;
  /** Makes a repeat harmless: a movement is recorded once per key (a form's idempotency key, a provider's id). */
  key: string;
  /** How the money moved, when a provider says so (PayPal's captures and refunds); else the order's way to pay. */
  method?: PaymentMethod;
};

export type PaymentRefusal =
  | { reason: "notFound" }
  /** The whole order was cancelled, or it expired unpaid: nothing is owed. */
  | { reason: "cancelled" | "expired" }
  /** Everything is paid already. */
  | { reason: "alreadyPaid" }
  /** More than is owed: `owedCents` is what is. */
  | { reason: "moreThanOwed"; owedCents: number };

export type PaymentRecorded =
  | { ok: true; status: PaymentStatus; owedCents: number }
  | { ok: false; refusal: PaymentRefusal };

/** What an order's movements add up to, and its payment status from them (read inside the order's lock). */
export async function paymentTotals(tx: Tx | Db, orderId: number) {
  const [sums] = await tx
    .select({
      received: sql<number>`coalesce(sum(${orderPayments.amountCents}) filter (where ${orderPayments.movement} = 'received'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${orderPayments.amountCents}) filter (where ${orderPayments.movement} = 'refunded'), 0)::int`,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return { receivedCents: sums?.received ?? 0, refundedCents: sums?.refunded ?? 0 };
}

/**
 * What an order's cancelled parts cost (partNetCents): their lines after their share of the discount, with their
 * parcels' shipping, and their tax when it came on top of the prices.
 */
export async function cancelledPartsCents(tx: Tx | Db, orderId: number): Promise<number> {
  const [cancelled] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${orderParts.subtotalCents} - ${orderParts.discountCents} + ${orderParts.shippingCents}
        + case when ${orders.pricesIncludeTax} then 0 else ${orderParts.taxCents} end), 0)::int`,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.status, "cancelled")));
  return cancelled?.cents ?? 0;
}

/** What the order asks its buyer to pay (amountDue): its total, less its cancelled parts when paid in cash. */
export async function orderDueCents(
  tx: Tx | Db,
  order: { id: number; paymentMethod: PaymentMethod; totalCents: number },
): Promise<number> {
  if (isPrepaid(order.paymentMethod)) return order.totalCents;
  return amountDue(order.paymentMethod, order.totalCents, await cancelledPartsCents(tx, order.id));
}

/**
 * An order just became paid: its buyer hears that the payment arrived, each seller of a part still to ship that it may
 * ship now, and the operators that the store's own parcel may (the outbox, in this transaction).
 */
async function tellOrderPaid(tx: Tx, order: { id: number; email: string; locale: string }): Promise<void> {
  const parts = await tx
    .select({ id: orderParts.id, sellerId: orderParts.sellerId })
    .from(orderParts)
    .where(and(eq(orderParts.orderId, order.id), inArray(orderParts.status, ["pending", "on-hold"])));
  const sellers = await accountRecipients(
    tx,
    parts.map((part) => part.sellerId),
  );
  const mails: OutgoingMail[] = [
    { kind: "payment-received", to: order.email, locale: localeOr(order.locale), payload: { orderId: order.id } },
  ];
  for (const part of parts) {
    const seller = part.sellerId ? sellers.get(part.sellerId) : undefined;
    if (seller)
      mails.push({ kind: "order-paid", to: seller.email, locale: seller.locale, payload: { partId: part.id } });
  }
  await enqueueMail(tx, mails);
  const storeParts = parts.filter((part) => part.sellerId === null);
  await tellOperators(
    tx,
    "parcel-ready",
    storeParts.map((part) => ({ partId: part.id })),
  );
}

/** The order a movement is recorded for, locked for the transaction: movements at once are counted one by one. */
async function lockedOrder(tx: Tx, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      locale: orders.locale,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      currencyCode: orders.currencyCode,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return order;
}

/**
 * Records a payment received for an order and moves its payment status: short of the total it stays Awaiting
 * payment and says what is missing, the rest makes it Paid. The order's row is locked for the transaction, so two
 * payments recorded at once are counted one after the other; a repeat of a key changes nothing and answers as
 * things stand. Once a prepaid order is paid, its buyer and sellers are told (tellOrderPaid). Refused for an order
 * cancelled whole or expired, already paid, or for more than is owed. Recorded by an operator, it is in the audit log
 * too, in the same transaction.
 */
export async function recordPaymentReceived(
  db: Db,
  payment: PaymentReceived,
  operator?: Pick<SessionUser, "id" | "email">,
): Promise<PaymentRecorded> {
  return db.transaction((tx) => recordPaymentIn(tx, payment, operator));
}

/** recordPaymentReceived inside a transaction of the caller's (the one that completes a cash order's last part). */
export async function recordPaymentIn(
  tx: Tx,
  payment: PaymentReceived,
  operator?: Pick<SessionUser, "id" | "email">,
): Promise<PaymentRecorded> {
  const order = await lockedOrder(tx, payment.orderId);
  if (!order) return { ok: false, refusal: { reason: "notFound" } };
  const before = await paymentTotals(tx, order.id);
  const dueCents = await orderDueCents(tx, order);
  const [repeat] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(eq(orderPayments.key, payment.key));
  if (repeat)
    return { ok: true, status: order.paymentStatus, owedCents: amountOwed({ ...before, totalCents: dueCents }) };
  if (order.status === "cancelled") return { ok: false, refusal: { reason: "cancelled" } };
  if (order.paymentStatus === "expired") return { ok: false, refusal: { reason: "expired" } };
  const owedCents = amountOwed({ ...before, totalCents: dueCents });
  if (owedCents === 0) return { ok: false, refusal: { reason: "alreadyPaid" } };
  if (payment.amountCents > owedCents) return { ok: false, refusal: { reason: "moreThanOwed", owedCents } };
  await tx.insert(orderPayments).values({
    orderId: order.id,
    movement: "received",
    method: payment.method ?? order.paymentMethod,
    amountCents: payment.amountCents,
    currencyCode: order.currencyCode,
    reference: payment.reference,
    note: payment.note,
    recordedBy: payment.recordedBy,
    occurredOn: payment.occurredOn,
    key: payment.key,
  });
  const receivedCents = before.receivedCents + payment.amountCents;
  const status = paymentStatusOf({ ...before, receivedCents, totalCents: dueCents, expired: false });
  await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.id, order.id));
  // Paid in full just now: the sellers' ledger credits each part (decision 034), once.
  if (receivedCents >= dueCents) {
    await creditPaidOrder(tx, order.id, payment.occurredOn);
    // Its invoice, numbered in this transaction (decision 059).
    await issueInvoiceIn(tx, order.id);
  }
  // Cash on delivery is paid as it is delivered: nobody waits for that news.
  if (status === "paid" && isPrepaid(order.paymentMethod)) await tellOrderPaid(tx, order);
  if (operator) {
    const subjectLabel = `${order.number}: ${payment.amountCents} ${order.currencyCode}`;
    await recordAudit(tx, operator, { action: "order.payment", subject: `order:${order.number}`, subjectLabel });
  }
  return { ok: true, status, owedCents: amountOwed({ totalCents: dueCents, receivedCents }) };
}

/**
 * Cash on delivery is collected by the sellers who deliver: once every part of such an order not cancelled is
 * completed, what those parts still owe is recorded as received, by whoever completed the last part (a cancelled
 * part was never handed over, so never paid). Once per order (its key).
 */
export async function settleCashOnDelivery(tx: Tx, orderId: number, recordedBy: string | null): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id, paymentMethod: orders.paymentMethod, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const owedCents = amountOwed({ ...(await paymentTotals(tx, orderId)), totalCents: await orderDueCents(tx, order) });
  if (owedCents === 0) return;
  await recordPaymentIn(tx, {
    orderId,
    amountCents: owedCents,
    occurredOn: new Date().toISOString().slice(0, 10),
    reference: null,
    note: null,
    recordedBy,
    key: `cash-on-delivery:${orderId}`,
  });
}

/** A movement of an order's money as its pages show it (amounts in the order's currency's minor units). */
export type PaymentEntry = {
  id: number;
  movement: "received" | "refunded";
  method: "bank" | "check" | "cash" | "paypal";
  amountCents: number;
  reference: string | null;
  note: string | null;
  occurredOn: string;
};

/** The order's movements, oldest first. */
export async function paymentsOf(db: Db, orderId: number): Promise<PaymentEntry[]> {
  return db
    .select({
      id: orderPayments.id,
      movement: orderPayments.movement,
      method: orderPayments.method,
      amountCents: orderPayments.amountCents,
      reference: orderPayments.reference,
      note: orderPayments.note,
      occurredOn: orderPayments.occurredOn,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.id));
}

/** What is still to be paid, of what the order asks (orderDueCents), with these movements. */
export function owedBy(dueCents: number, payments: readonly PaymentEntry[]): number {
  const receivedCents = payments
    .filter((entry) => entry.movement === "received")
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  return amountOwed({ totalCents: dueCents, receivedCents });
}

export type RefundRefusal =
  | { reason: "notFound" }
  /** Nothing came in that has not gone back already. */
  | { reason: "nothingToRefund" }
  /** More than came in and has not gone back: `refundableCents` is what may. */
  | { reason: "moreThanPaid"; refundableCents: number };

export type RefundRecorded = { ok: true; status: PaymentStatus } | { ok: false; refusal: RefundRefusal };

/**
 * Records money sent back to an order's buyer (by PayPal, or by the store's bank for an operator) and moves its
 * payment status to Partly refunded or Refunded; the buyer gets a mail saying how much. Under the order's lock, a
 * repeat of a key changes nothing, and never more than came in goes back. An operator's is in the audit log too.
 */
export async function recordRefundIn(
  tx: Tx,
  /** `partId`: a return's refund, which debits that part first (decision 048). */
  refund: PaymentReceived & { partId?: number },
  operator?: Pick<SessionUser, "id" | "email">,
): Promise<RefundRecorded> {
  const order = await lockedOrder(tx, refund.orderId);
  if (!order) return { ok: false, refusal: { reason: "notFound" } };
  const [repeat] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(eq(orderPayments.key, refund.key));
  if (repeat) return { ok: true, status: order.paymentStatus };
  const before = await paymentTotals(tx, order.id);
  const refundableCents = before.receivedCents - before.refundedCents;
  if (refundableCents <= 0) return { ok: false, refusal: { reason: "nothingToRefund" } };
  if (refund.amountCents > refundableCents) return { ok: false, refusal: { reason: "moreThanPaid", refundableCents } };
  const [refundRow] = await tx
    .insert(orderPayments)
    .values({
      orderId: order.id,
      movement: "refunded",
      method: refund.method ?? order.paymentMethod,
      amountCents: refund.amountCents,
      currencyCode: order.currencyCode,
      reference: refund.reference,
      note: refund.note,
      recordedBy: refund.recordedBy,
      occurredOn: refund.occurredOn,
      key: refund.key,
    })
    .returning({ id: orderPayments.id });
  // Every refund has its credit note, numbered in this transaction (decision 059).
  if (refundRow)
    await issueCreditNoteIn(tx, { orderId: order.id, paymentId: refundRow.id, amountCents: refund.amountCents });
  const status = paymentStatusOf({
    totalCents: await orderDueCents(tx, order),
    receivedCents: before.receivedCents,
    refundedCents: before.refundedCents + refund.amountCents,
    expired: false,
  });
  await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.id, order.id));
  // The parts it pays back are debited in the sellers' ledger (decision 034).
  await debitRefund(tx, order.id, refund);
  await enqueueMail(tx, [
    {
      kind: "payment-refunded",
      to: order.email,
      locale: localeOr(order.locale),
      payload: { orderId: order.id, amountCents: refund.amountCents },
    },
  ]);
  if (operator) {
    const subjectLabel = `${order.number}: ${refund.amountCents} ${order.currencyCode}`;
    await recordAudit(tx, operator, { action: "order.refund", subject: `order:${order.number}`, subjectLabel });
  }
  return { ok: true, status };
}

export function recordRefund(
  db: Db,
  refund: PaymentReceived & { partId?: number },
  operator?: Pick<SessionUser, "id" | "email">,
) {
  return db.transaction((tx) => recordRefundIn(tx, refund, operator));
}

/**
 * What the buyer should have back and has not yet: all that came in for an order cancelled whole; otherwise what came
 * in beyond what the order asks with its cancelled parts taken out (for a prepaid order, what those parts cost; a cash
 * order never collected them).
 */
export async function refundDue(tx: Tx | Db, orderId: number): Promise<number> {
  const [order] = await tx
    .select({ status: orders.status, paymentMethod: orders.paymentMethod, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return 0;
  const { receivedCents: received, refundedCents: refunded } = await paymentTotals(tx, orderId);
  let owedBack = received;
  if (order.status !== "cancelled") {
    const kept = Math.max(0, order.totalCents - (await cancelledPartsCents(tx, orderId)));
    owedBack = Math.max(0, received - kept);
  }
  // Returns' refunds were for the units sent back, not for the cancelled parts (decision 048).
  return Math.max(0, owedBack - (refunded - (await afterSaleRefundedCents(tx, orderId))));
}
