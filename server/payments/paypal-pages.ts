import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { dollarChargeText } from "~domain/paypal-charge";
import { z } from "~domain/zod";
import type { Db } from "../db/handle";
import { orders } from "../db/schema";
import type { Logger } from "../log/logger";
import type { OrderDetail } from "../orders/history";
import type { PayPalAccount } from "./paypal-account";
import { completePayPalReturn, refundCancelledParts, startPayPalPayment } from "./paypal-checkout";

/** What the order's page tells a buyer back from PayPal (`?paypal=`). */
export const PAYPAL_NOTICES = ["paid", "pending", "declined", "cancelled", "unreachable"] as const;
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
 * What an order page shows of PayPal for an order paid with it: how the last visit to PayPal went (`?paypal=`),
 * whether it can be paid now (PayPal configured, the order awaiting its payment), and, for a currency PayPal does not
 * take, what it charges in US dollars. Null for an order paid otherwise.
 */
export function paypalOfferOf(paypal: PayPalAccount | null, detail: Pick<OrderDetail, "order">, url: URL) {
  const { order } = detail;
  if (order.paymentMethod !== "paypal") return null;
  const payable = paypal !== null && order.paymentStatus === "awaiting" && order.status !== "cancelled";
  const chargedInDollars = payable
    ? dollarChargeText(order.owedCents, order.currencyCode, Number(order.currencyRate))
    : null;
  return { notice: paypalNoticeOf(url), payable, chargedInDollars };
}

export type PayPalOffer = ReturnType<typeof paypalOfferOf>;
