import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { isPrepaid } from "~domain/payment-status";
import { dollarChargeText } from "~domain/paypal-charge";
import type { StoreSettings } from "~domain/store-settings";
import { z } from "~domain/zod";
import type { Db } from "../db/handle";
import { orders } from "../db/schema";
import type { Logger } from "../log/logger";
import type { OrderDetail } from "../orders/history";
import type { PayPalAccount } from "./paypal-account";
import { completePayPalReturn, refundCancelledParts, startPayPalPayment } from "./paypal-checkout";
import { otherPrepaidMethods } from "./switch-method";

/** What the order's page tells a buyer back from PayPal (`?paypal=`). */
export const PAYPAL_NOTICES = ["paid", "pending", "declined", "cancelled", "notApproved", "unreachable"] as const;
export type PayPalNotice = (typeof PAYPAL_NOTICES)[number];

export function paypalNoticeOf(url: URL): PayPalNotice | null {
  const notice = z.enum(PAYPAL_NOTICES).safeParse(url.searchParams.get("paypal"));
  return notice.success ? notice.data : null;
}

const returnSchema = z.object({
  order: z.string().regex(/^\d{1,20}$/),
  outcome: z.enum(["return", "cancel"]),
  token: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});

/**
 * Where PayPal sends the buyer back (`/shop/checkout/paypal?order=…&outcome=return|cancel&token=…`): an approved
 * payment is captured and recorded; either way the buyer lands on their order's page, told how it went.
 */
export async function paypalReturn(db: Db, paypal: PayPalAccount | null, url: URL, log: Pick<Logger, "warn">) {
  const parsed = returnSchema.safeParse({
    order: url.searchParams.get("order"),
    outcome: url.searchParams.get("outcome"),
    token: url.searchParams.get("token"),
  });
  if (!parsed.success || !paypal) throw data(null, { status: 404 });
  const { order, outcome, token } = parsed.data;
  const notice = outcome === "cancel" ? "cancelled" : await completePayPalReturn(db, paypal, order, token, log);
  if (notice === "notFound") throw data(null, { status: 404 });
  return redirect(`/shop/checkout/success?order=${order}&paypal=${notice}`, 303);
}

/**
 * The buyer's Pay with PayPal on their order's page (the page has checked it is theirs): a redirect on to PayPal, or
 * the problem to show (`payments.paypal.problem.*`).
 */
export async function payWithPayPal(db: Db, paypal: PayPalAccount | null, orderNumber: string, origin: string) {
  if (!paypal) return { problem: "payments.paypal.problem.notPayable" };
  const started = await startPayPalPayment(db, paypal, orderNumber, origin);
  if (started.ok) return redirect(started.approveUrl, 303);
  return { problem: `payments.paypal.problem.${started.reason}` };
}

/**
 * After parts of an order were cancelled: an order paid with PayPal gets back what they cost, through PayPal. A
 * failure is left to the reconciling pass, which tries again (each refund is keyed).
 */
export async function refundAfterCancel(
  db: Db,
  paypal: PayPalAccount | null,
  orderNumber: string,
  log: Pick<Logger, "warn">,
): Promise<void> {
  if (!paypal) return;
  const [order] = await db
    .select({ id: orders.id, method: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.number, orderNumber));
  if (order?.method !== "paypal") return;
  try {
    await refundCancelledParts(db, paypal, order.id);
  } catch (error) {
    log.warn(`PayPal refund of order ${orderNumber} left for later: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * What a buyer's order page offers to pay an order awaiting its payment: how the last visit to PayPal went
 * (`?paypal=`), Pay with PayPal (PayPal configured, the order paid with it), for a currency PayPal does not take what
 * it charges in US dollars, and the other ways to pay in advance the store offers now, while nothing has been received
 * (issue 47). Null once there is nothing to pay nor to say.
 */
export function paymentOfferOf(
  paypal: PayPalAccount | null,
  settings: Pick<StoreSettings, "bank" | "cheque">,
  detail: Pick<OrderDetail, "order" | "payments">,
  url: URL,
) {
  const { order } = detail;
  if (!isPrepaid(order.paymentMethod)) return null;
  const awaiting = order.paymentStatus === "awaiting" && order.status !== "cancelled";
  const notice = order.paymentMethod === "paypal" ? paypalNoticeOf(url) : null;
  const payableWithPayPal = awaiting && paypal !== null && order.paymentMethod === "paypal";
  const nothingReceived = !detail.payments.some((entry) => entry.movement === "received");
  const switchTo =
    awaiting && nothingReceived ? otherPrepaidMethods(settings, paypal !== null, order.paymentMethod) : [];
  if (!notice && !payableWithPayPal && switchTo.length === 0) return null;
  return {
    notice,
    method: order.paymentMethod,
    payableWithPayPal,
    chargedInDollars: payableWithPayPal
      ? dollarChargeText(order.owedCents, order.currencyCode, Number(order.currencyRate))
      : null,
    switchTo,
  };
}

export type PaymentOffer = ReturnType<typeof paymentOfferOf>;
