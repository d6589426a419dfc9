import { and, desc, eq } from "drizzle-orm";
import { shareOf } from "~domain/paypal-charge";
import type { Db } from "../db/handle";
import { paypalCheckouts } from "../db/schema";
import type { PayPalAccount } from "./paypal-account";
import { refundPayPalCapture } from "./paypal-api";

/**
 * Sends `cents` of an order (its currency's minor units) back through PayPal, to the capture that paid it, in the
 * currency PayPal was charged in; answers PayPal's refund id, or null when the order has no captured PayPal payment.
 * The request id makes a retry with the same id refund once. PayPal's refusal is thrown.
 */
export async function refundThroughPayPal(
  db: Db,
  account: PayPalAccount,
  orderId: number,
  cents: number,
  requestId: string,
): Promise<string | null> {
  const checkout = await capturedCheckoutOf(db, orderId);
  if (!checkout?.captureId) return null;
  const refund = await refundPayPalCapture(
    account,
    checkout.captureId,
    { cents: shareOf(cents, checkout.orderCents, checkout.chargedCents), currencyCode: checkout.chargedCurrency },
    requestId,
  );
  return refund.id;
}

/** The order's PayPal checkout that was captured (the newest, should there be two): what a refund goes back to. */
export async function capturedCheckoutOf(db: Db, orderId: number) {
  const [checkout] = await db
    .select()
    .from(paypalCheckouts)
    .where(and(eq(paypalCheckouts.orderId, orderId), eq(paypalCheckouts.status, "captured")))
    .orderBy(desc(paypalCheckouts.id))
    .limit(1);
  return checkout;
}
