import { asc, eq, sql } from "drizzle-orm";
import { amountOwed, type PaymentStatus, paymentStatusOf } from "~domain/payment-status";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/client";
import { orderPayments, orders } from "../db/schema";

/** A payment received for an order, as recorded: in the order's currency's minor units. */
export type PaymentReceived = {
  orderId: number;
  amountCents: number;
  /** The day the money arrived (YYYY-MM-DD). */
  occurredOn: string;
  reference: string | null;
  note: string | null;
  /** Who recorded it: an operator's id, or null for what a payment service reported. */
  recordedBy: string | null;
  /** Makes a repeat harmless: a movement is recorded once per key (a form's idempotency key, a provider's id). */
  key: string;
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
async function paymentTotals(tx: Tx, orderId: number) {
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
 * Records a payment received for an order and moves its payment status: short of the total it stays Awaiting
 * payment and says what is missing, the rest makes it Paid. The order's row is locked for the transaction, so two
 * payments recorded at once are counted one after the other; a repeat of a key changes nothing and answers as
 * things stand. Refused for an order cancelled whole or expired, already paid, or for more than is owed. Recorded by an
 * operator, it is in the audit log too, in the same transaction.
 */
export async function recordPaymentReceived(
  db: Db,
  payment: PaymentReceived,
  operator?: Pick<SessionUser, "id" | "email">,
): Promise<PaymentRecorded> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        currencyCode: orders.currencyCode,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for("update");
    if (!order) return { ok: false, refusal: { reason: "notFound" } };
    const before = await paymentTotals(tx, order.id);
    const [repeat] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(eq(orderPayments.key, payment.key));
    if (repeat) {
      return {
        ok: true,
        status: order.paymentStatus,
        owedCents: amountOwed({ ...before, totalCents: order.totalCents }),
      };
    }
    if (order.status === "cancelled") return { ok: false, refusal: { reason: "cancelled" } };
    if (order.paymentStatus === "expired") return { ok: false, refusal: { reason: "expired" } };
    const owedCents = amountOwed({ ...before, totalCents: order.totalCents });
    if (owedCents === 0) return { ok: false, refusal: { reason: "alreadyPaid" } };
    if (payment.amountCents > owedCents) return { ok: false, refusal: { reason: "moreThanOwed", owedCents } };
    await tx.insert(orderPayments).values({
      orderId: order.id,
      movement: "received",
      method: order.paymentMethod,
      amountCents: payment.amountCents,
      currencyCode: order.currencyCode,
      reference: payment.reference,
      note: payment.note,
      recordedBy: payment.recordedBy,
      occurredOn: payment.occurredOn,
      key: payment.key,
    });
    const receivedCents = before.receivedCents + payment.amountCents;
    const status = paymentStatusOf({ ...before, receivedCents, totalCents: order.totalCents, expired: false });
    await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.id, order.id));
    if (operator) {
      const subjectLabel = `${order.number}: ${payment.amountCents} ${order.currencyCode}`;
      await recordAudit(tx, operator, { action: "order.payment", subject: `order:${order.number}`, subjectLabel });
    }
    return { ok: true, status, owedCents: amountOwed({ totalCents: order.totalCents, receivedCents }) };
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

/** What is still to be paid for an order with these movements. */
export function owedBy(totalCents: number, payments: readonly PaymentEntry[]): number {
  const receivedCents = payments
    .filter((entry) => entry.movement === "received")
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  return amountOwed({ totalCents, receivedCents });
}
