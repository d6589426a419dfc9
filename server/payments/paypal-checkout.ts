import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { paypalBreakdown, paypalCharge, shareOf } from "~domain/paypal-charge";
import type { Db } from "../db/handle";
import { orders, paypalCheckouts } from "../db/schema";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";
import { orderShippingNetCents } from "../orders/order-taxes";
import { refundDueReturnsByPayPal } from "../returns/refund";
import {
  orderDueCents,
  owedBy,
  paymentsOf,
  paymentTotals,
  recordPaymentIn,
  recordRefundIn,
  refundDue,
} from "./payments";
import type { PayPalAccount } from "./paypal-account";
import {
  approvalLink,
  capturePayPalOrder,
  createPayPalOrder,
  minorOfPaypalValue,
  type PayPalCapture,
  PayPalError,
  type PayPalRefund,
  paypalValue,
  refundPayPalCapture,
  showPayPalOrder,
} from "./paypal-api";
import { capturedCheckoutOf } from "./paypal-refund";

// Paying an order at PayPal (decision 031): the store makes a PayPal order for what is owed, sends the buyer to
// PayPal's approval page, and captures the payment when the buyer comes back (or when PayPal's webhook, or the
// reconciling pass, says it was approved or captured). Each capture and refund is recorded once, under its PayPal id.

/** How long PayPal keeps a PayPal order open for approval; an older one is made anew. */
const APPROVAL_HOURS = 3;

const today = () => new Date().toISOString().slice(0, 10);

export type PayPalStart = { ok: true; approveUrl: string } | { ok: false; reason: "notPayable" | "unreachable" };

/**
 * Sends the buyer of an order paid with PayPal to pay what it owes: the open PayPal order made for that amount in the
 * last hours, or a new one (made once per attempt, whatever the retries: its PayPal-Request-Id). The caller has
 * checked that this visitor may see the order.
 */
export async function startPayPalPayment(
  db: Db,
  account: PayPalAccount,
  orderNumber: string,
  origin: string,
): Promise<PayPalStart> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      currencyCode: orders.currencyCode,
      currencyRate: orders.currencyRate,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      locale: orders.locale,
    })
    .from(orders)
    .where(eq(orders.number, orderNumber));
  const payable =
    order?.paymentMethod === "paypal" && order.paymentStatus === "awaiting" && order.status !== "cancelled";
  if (!order || !payable) {
    return { ok: false, reason: "notPayable" };
  }
  const owed = owedBy(await orderDueCents(db, order), await paymentsOf(db, order.id));
  if (owed === 0) return { ok: false, reason: "notPayable" };
  const [open] = await db
    .select({ approveUrl: paypalCheckouts.approveUrl })
    .from(paypalCheckouts)
    .where(
      and(
        eq(paypalCheckouts.orderId, order.id),
        eq(paypalCheckouts.status, "created"),
        eq(paypalCheckouts.orderCents, owed),
        gt(paypalCheckouts.createdAt, sql`now() - make_interval(hours => ${APPROVAL_HOURS})`),
      ),
    )
    .orderBy(desc(paypalCheckouts.id))
    .limit(1);
  if (open) return { ok: true, approveUrl: open.approveUrl };

  const [{ attempts } = { attempts: 0 }] = await db
    .select({ attempts: sql<number>`count(*)::int` })
    .from(paypalCheckouts)
    .where(eq(paypalCheckouts.orderId, order.id));
  const charge = paypalCharge(owed, order.currencyCode, Number(order.currencyRate));
  const back = `${origin}/shop/checkout/paypal?order=${order.number}`;
  try {
    const created = await createPayPalOrder(account, {
      orderId: order.id,
      orderNumber: order.number,
      amountCents: charge.cents,
      currencyCode: charge.currencyCode,
      breakdown: paypalBreakdown(charge, { ...order, shippingNetCents: await orderShippingNetCents(db, order.id) }),
      returnUrl: `${back}&outcome=return`,
      cancelUrl: `${back}&outcome=cancel`,
      locale: { en: "en-US", ru: "ru-RU", ar: "ar-EG" }[order.locale] ?? "en-US",
      requestId: `order-${order.id}-attempt-${attempts + 1}`,
    });
    const approveUrl = approvalLink(created);
    if (!approveUrl) return { ok: false, reason: "unreachable" };
    await db
      .insert(paypalCheckouts)
      .values({
        orderId: order.id,
        paypalOrderId: created.id,
        chargedCents: charge.cents,
        chargedCurrency: charge.currencyCode,
        orderCents: owed,
        approveUrl,
      })
      .onConflictDoNothing();
    return { ok: true, approveUrl };
  } catch (error) {
    if (error instanceof PayPalError || error instanceof TypeError || (error as Error).name === "TimeoutError") {
      return { ok: false, reason: "unreachable" };
    }
    throw error;
  }
}

/**
 * How a payment at PayPal ended, as the buyer is told on coming back: `notApproved` when they came back (or the
 * address was opened) before approving it there, which changes nothing.
 */
export type PayPalOutcome = "paid" | "pending" | "declined" | "notApproved" | "unreachable" | "notFound";

async function checkoutOf(db: Db, paypalOrderId: string) {
  const [checkout] = await db.select().from(paypalCheckouts).where(eq(paypalCheckouts.paypalOrderId, paypalOrderId));
  return checkout ?? null;
}

async function markDeclined(db: Db, paypalOrderId: string): Promise<void> {
  await db
    .update(paypalCheckouts)
    .set({ status: "declined", updatedAt: sql`now()` })
    .where(and(eq(paypalCheckouts.paypalOrderId, paypalOrderId), eq(paypalCheckouts.status, "created")));
}

/** A capture's statuses once the money was taken (refunds since change it, not that it came in). */
const TAKEN: ReadonlySet<string> = new Set(["COMPLETED", "PARTIALLY_REFUNDED", "REFUNDED"]);

/**
 * Records a capture PayPal reports for one of the store's PayPal orders, once (its id is the payment's key): what it
 * counts for in the order's currency, with PayPal's capture id as the reference. A capture the order no longer needs
 * (a second tab paid too) is sent back at once. Answers whether the capture was the store's.
 */
export async function applyCapture(
  db: Db,
  account: PayPalAccount,
  paypalOrderId: string,
  capture: PayPalCapture,
  log?: Pick<Logger, "warn">,
): Promise<boolean> {
  const checkout = await checkoutOf(db, paypalOrderId);
  if (!checkout) return false;
  if (!TAKEN.has(capture.status)) {
    if (capture.status === "DECLINED" || capture.status === "FAILED") await markDeclined(db, paypalOrderId);
    return true;
  }
  const captured = minorOfPaypalValue(capture.amount.value);
  // What it counts for in the order's currency: its share of the amount the PayPal order was made for.
  const orderCents =
    captured !== null && capture.amount.currency_code === checkout.chargedCurrency
      ? shareOf(captured, checkout.chargedCents, checkout.orderCents)
      : checkout.orderCents;
  const recorded = await db.transaction(async (tx) => {
    await tx
      .update(paypalCheckouts)
      .set({ status: "captured", captureId: capture.id, updatedAt: sql`now()` })
      .where(eq(paypalCheckouts.id, checkout.id));
    const [order] = await tx
      .select({ currencyCode: orders.currencyCode })
      .from(orders)
      .where(eq(orders.id, checkout.orderId));
    const charged = `${capture.amount.currency_code} ${capture.amount.value}`;
    return recordPaymentIn(tx, {
      orderId: checkout.orderId,
      amountCents: orderCents,
      occurredOn: today(),
      reference: capture.id,
      // Charged in another currency than the order's (US dollars for roubles): the note says what PayPal took.
      note: order?.currencyCode === capture.amount.currency_code ? null : `PayPal: ${charged}`,
      recordedBy: null,
      key: `paypal-capture:${capture.id}`,
      method: "paypal",
    });
  });
  if (!recorded.ok) {
    // The order no longer needed it (paid in another tab, cancelled meanwhile): the buyer gets it back whole.
    log?.warn(
      `PayPal capture ${capture.id} not needed by order ${checkout.orderId} (${recorded.refusal.reason}): refunded`,
    );
    await refundPayPalCapture(
      account,
      capture.id,
      { cents: captured ?? checkout.chargedCents, currencyCode: capture.amount.currency_code },
      `unneeded-${capture.id}`,
    ).catch((error: unknown) => {
      // Refused as unprocessable: it went back already (a repeated notice after PayPal forgot the request id).
      if (!(error instanceof PayPalError && error.status === 422)) throw error;
    });
  }
  return true;
}

/**
 * The buyer came back from PayPal: an approved payment is captured (once, whatever the reloads) and recorded. PayPal's
 * order is looked at first, so a return before the approval (an early reload, Back) captures nothing and leaves the
 * checkout open for the buyer's real return (a capture tried too soon would be remembered by its request id). A
 * declined card leaves the order awaiting payment, to pay again; an order since paid another way takes nothing.
 */
export async function completePayPalReturn(
  db: Db,
  account: PayPalAccount,
  orderNumber: string,
  paypalOrderId: string,
  log?: Pick<Logger, "warn">,
): Promise<PayPalOutcome> {
  const checkout = await checkoutOf(db, paypalOrderId);
  const [order] = checkout
    ? await db
        .select({ number: orders.number, status: orders.status, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.id, checkout.orderId))
    : [];
  if (!checkout || order?.number !== orderNumber) return "notFound";
  if (checkout.status === "captured") return "paid";
  if (checkout.status === "declined" || order.status === "cancelled" || order.paymentMethod !== "paypal") {
    return "declined";
  }
  let answer: Awaited<ReturnType<typeof capturePayPalOrder>>;
  try {
    const shown = await showPayPalOrder(account, paypalOrderId);
    if (shown.status === "COMPLETED") answer = shown;
    else if (shown.status !== "APPROVED") return "notApproved";
    else answer = await capturePayPalOrder(account, paypalOrderId);
  } catch (error) {
    if (!(error instanceof PayPalError)) return "unreachable";
    if (error.issue === "ORDER_ALREADY_CAPTURED") answer = await showPayPalOrder(account, paypalOrderId);
    else if (error.status === 422) {
      await markDeclined(db, paypalOrderId);
      return "declined";
    } else return "unreachable";
  }
  const capture = answer.purchase_units[0]?.payments?.captures[0];
  if (!capture) return "pending";
  await applyCapture(db, account, paypalOrderId, capture, log);
  if (TAKEN.has(capture.status)) return "paid";
  return capture.status === "PENDING" ? "pending" : "declined";
}

/**
 * Records a refund PayPal reports (or just made) on one of the store's captures, once (its id is the key): in the
 * order's currency, the share of the capture it is. Answers whether the capture was known.
 */
export async function applyRefund(db: Db, captureId: string, refund: PayPalRefund): Promise<boolean> {
  const [checkout] = await db.select().from(paypalCheckouts).where(eq(paypalCheckouts.captureId, captureId));
  if (!checkout) return false;
  const refunded = refund.amount ? minorOfPaypalValue(refund.amount.value) : null;
  const orderCents =
    refunded === null
      ? 0
      : Math.min(checkout.orderCents, shareOf(refunded, checkout.chargedCents, checkout.orderCents));
  if (orderCents <= 0) return true;
  await db.transaction((tx) =>
    recordRefundIn(tx, {
      orderId: checkout.orderId,
      amountCents: orderCents,
      occurredOn: today(),
      reference: refund.id,
      note: null,
      recordedBy: null,
      key: `paypal-refund:${refund.id}`,
      method: "paypal",
    }),
  );
  return true;
}

/**
 * Sends back through PayPal what an order paid with PayPal should have back (refundDue: its cancelled parts, or
 * everything once it is cancelled whole), and records it. The request id names the total refunded after it, so a
 * retry (a crash before recording, the reconciling pass) refunds once.
 */
export async function refundCancelledParts(db: Db, account: PayPalAccount, orderId: number): Promise<void> {
  const due = await refundDue(db, orderId);
  if (due === 0) return;
  const checkout = await capturedCheckoutOf(db, orderId);
  if (!checkout?.captureId) return;
  const { refundedCents } = await paymentTotals(db, orderId);
  const cents = shareOf(due, checkout.orderCents, checkout.chargedCents);
  const refund = await refundPayPalCapture(
    account,
    checkout.captureId,
    { cents, currencyCode: checkout.chargedCurrency },
    `refund-${orderId}-to-${refundedCents + due}`,
  );
  const asked = { currency_code: checkout.chargedCurrency, value: paypalValue(cents) };
  await applyRefund(db, checkout.captureId, { ...refund, amount: refund.amount ?? asked });
}

/**
 * The reconciling pass: PayPal orders left open for a while (the buyer approved, then closed the tab before coming
 * back) are captured if approved, or recorded if PayPal captured them; orders paid with PayPal with a cancelled part
 * not yet refunded get their refund. Every step is keyed, so any process may run it at any time.
 */
export async function reconcilePayPal(db: Db, account: PayPalAccount, log: Pick<Logger, "warn">): Promise<void> {
  const open = await db
    .select({ paypalOrderId: paypalCheckouts.paypalOrderId, orderId: paypalCheckouts.orderId })
    .from(paypalCheckouts)
    .where(
      and(
        eq(paypalCheckouts.status, "created"),
        lt(paypalCheckouts.createdAt, sql`now() - interval '5 minutes'`),
        gt(paypalCheckouts.createdAt, sql`now() - interval '3 days'`),
      ),
    )
    .limit(50);
  for (const checkout of open) {
    const order = await showPayPalOrder(account, checkout.paypalOrderId);
    if (order.status === "APPROVED") {
      const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, checkout.orderId));
      if (row) await completePayPalReturn(db, account, row.number, checkout.paypalOrderId, log);
    } else {
      const capture = order.purchase_units[0]?.payments?.captures[0];
      if (capture) await applyCapture(db, account, checkout.paypalOrderId, capture, log);
    }
  }
  const toRefund = await db
    .selectDistinct({ orderId: paypalCheckouts.orderId })
    .from(paypalCheckouts)
    .innerJoin(orders, eq(orders.id, paypalCheckouts.orderId))
    .where(
      and(
        eq(paypalCheckouts.status, "captured"),
        sql`(${orders.status} = 'cancelled' or exists (select 1 from order_parts p where p.order_id = ${orders.id} and p.status = 'cancelled'))`,
        sql`${orders.paymentStatus} in ('paid', 'partly-refunded')`,
      ),
    )
    .limit(50);
  for (const { orderId } of toRefund) await refundCancelledParts(db, account, orderId);
  await refundDueReturnsByPayPal(db, account, log);
}

/** How often each app process runs the reconciling pass. */
const RECONCILE_MS = 5 * 60_000;

export function startPayPalReconciling(db: Db, account: PayPalAccount, log: Pick<Logger, "warn">): Repeating {
  return startRepeating(
    async () => {
      await reconcilePayPal(db, account, log);
      return { more: false };
    },
    RECONCILE_MS,
    (error) => log.warn(`PayPal reconciling: ${error instanceof Error ? error.message : String(error)}`),
  );
}
