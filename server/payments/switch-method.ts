import { and, eq, sql } from "drizzle-orm";
import { localeOr } from "~domain/locales";
import { payToFor } from "~domain/pay-to";
import type { PaymentMethod } from "~domain/payment-methods";
import { isPrepaid } from "~domain/payment-status";
import { offeredPaymentMethods, type StoreSettings } from "~domain/store-settings";
import type { Db } from "../db/handle";
import { orderPayments, orders, paypalCheckouts } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { isBuyerOf, type OrderBuyer } from "../orders/order-parts";

// A buyer who left PayPal without paying (or whose card was declined) may pay their order another way the store offers
// in advance: bank transfer or cheque, or PayPal again from one of those (issue 47). The order keeps its number, its
// lines and its day to pay by; nothing is charged by the change.

/** The other ways to pay in advance the store offers now, for an order paid with `current`. */
export function otherPrepaidMethods(
  settings: Pick<StoreSettings, "bank" | "cheque">,
  paypal: boolean,
  current: PaymentMethod,
): PaymentMethod[] {
  return offeredPaymentMethods(settings, paypal).filter((method) => isPrepaid(method) && method !== current);
}

export type SwitchResult =
  | { ok: true; method: PaymentMethod }
  | { ok: false; error: "notFound" }
  /** Paid (in part), cancelled or expired meanwhile, or paid on delivery: the way to pay is kept. */
  | { ok: false; error: "notSwitchable" }
  /** Not a way the store offers in advance now. */
  | { ok: false; error: "notOffered" };

/**
 * The buyer's order is to be paid `method` from now on: only while it awaits its payment with nothing received, only a
 * way to pay in advance the store offers now, under a lock of the order's row (a payment recorded at the same moment
 * goes first, or finds the new way). A bank transfer or a cheque keeps where to send the money, and the buyer gets it by
 * mail; open PayPal checkouts are closed, so a late approval there is not taken.
 */
export async function switchPaymentMethod(
  db: Db,
  orderNumber: string,
  buyer: OrderBuyer,
  method: PaymentMethod,
  offered: { settings: StoreSettings; paypal: boolean },
): Promise<SwitchResult> {
  return db.transaction(async (tx): Promise<SwitchResult> => {
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        sessionId: orders.sessionId,
        email: orders.email,
        locale: orders.locale,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        payBy: orders.payBy,
      })
      .from(orders)
      .where(eq(orders.number, orderNumber))
      .for("update");
    if (!order || !isBuyerOf(order, buyer)) return { ok: false, error: "notFound" };
    const [received] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.movement, "received")));
    const switchable =
      isPrepaid(order.paymentMethod) &&
      order.status !== "cancelled" &&
      order.paymentStatus === "awaiting" &&
      (received?.n ?? 0) === 0;
    if (!switchable) return { ok: false, error: "notSwitchable" };
    if (!otherPrepaidMethods(offered.settings, offered.paypal, order.paymentMethod).includes(method)) {
      return { ok: false, error: "notOffered" };
    }
    const payTo = payToFor(method, offered.settings);
    await tx
      .update(orders)
      .set({
        paymentMethod: method,
        payTo,
        // The day to pay by stays; an order placed before PayPal orders had one gets the store's days from now.
        payBy: order.payBy ?? sql`now() + make_interval(days => ${offered.settings.unpaidDays})`,
      })
      .where(eq(orders.id, order.id));
    await tx
      .update(paypalCheckouts)
      .set({ status: "declined", updatedAt: sql`now()` })
      .where(and(eq(paypalCheckouts.orderId, order.id), eq(paypalCheckouts.status, "created")));
    if (payTo) {
      await enqueueMail(tx, [
        { kind: "payment-switched", to: order.email, locale: localeOr(order.locale), payload: { orderId: order.id } },
      ]);
    }
    return { ok: true, method };
  });
}
