import type { PaymentMethod } from "./payment-methods";

// Who holds the money (decision 030): the store collects what is paid by bank transfer, cheque and PayPal, and later
// pays its sellers; cash on delivery is collected by the seller who delivers. An order's payment status stands
// beside its fulfilment status and follows from the movements recorded against it, all in the order's currency's
// minor units.

/** Awaiting payment → Paid, then Partly refunded / Refunded; Expired for an unpaid order that timed out. */
export const PAYMENT_STATUSES = ["awaiting", "paid", "partly-refunded", "refunded", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A movement of an order's money: a payment received, or a refund sent back. */
export const PAYMENT_MOVEMENTS = ["received", "refunded"] as const;
export type PaymentMovement = (typeof PAYMENT_MOVEMENTS)[number];

/** Methods paid before the order ships: an order paid so waits for its money before any part may ship. */
const PREPAID: ReadonlySet<PaymentMethod> = new Set(["bank", "check", "paypal"]);

export function isPrepaid(method: PaymentMethod): boolean {
  return PREPAID.has(method);
}

/** What an order's movements add up to: received and refunded, each a sum of positive amounts. */
export type PaymentTotals = { totalCents: number; receivedCents: number; refundedCents: number; expired: boolean };

/**
 * The status the movements give: Expired once timed out unpaid; Awaiting while less than the total has come in;
 * Paid once it has; then Refunded when all that came in went back, Partly refunded when some did.
 */
export function paymentStatusOf({ totalCents, receivedCents, refundedCents, expired }: PaymentTotals): PaymentStatus {
  if (receivedCents < totalCents) return expired && receivedCents === 0 ? "expired" : "awaiting";
  if (refundedCents <= 0) return "paid";
  return refundedCents >= receivedCents ? "refunded" : "partly-refunded";
}

/**
 * What an order asks its buyer to pay: its total, except that cash on delivery is collected as its parts are
 * delivered, so a part cancelled is never paid for (a prepaid order pays it and has it refunded).
 */
export function amountDue(method: PaymentMethod, totalCents: number, cancelledCents: number): number {
  return isPrepaid(method) ? totalCents : Math.max(0, totalCents - cancelledCents);
}

/** How much is still to be paid (never below zero). */
export function amountOwed({ totalCents, receivedCents }: Pick<PaymentTotals, "totalCents" | "receivedCents">): number {
  return Math.max(0, totalCents - receivedCents);
}

/** Whether a part of an order paid with `method`, in `status`, may ship: prepaid orders wait until paid. */
export function mayShip(method: PaymentMethod, status: PaymentStatus): boolean {
  return !isPrepaid(method) || status === "paid" || status === "partly-refunded";
}

/**
 * What an order's page says first about its money (issue 47): `paid`; `received` for cash on delivery (paid to the
 * seller on delivery); `awaiting` a bank transfer or a cheque; for PayPal, `processing` while PayPal says it is
 * (`notice` "pending") and otherwise `notCompleted`: nothing was charged; `cancelled`, or `expired` unpaid.
 */
export type OrderOutcome = "paid" | "received" | "awaiting" | "processing" | "notCompleted" | "cancelled" | "expired";

export function orderOutcomeOf(
  order: { status: string; paymentStatus: PaymentStatus; paymentMethod: PaymentMethod },
  notice: string | null,
): OrderOutcome {
  if (order.paymentStatus === "expired") return "expired";
  if (order.status === "cancelled") return "cancelled";
  if (!isPrepaid(order.paymentMethod)) return "received";
  if (order.paymentStatus !== "awaiting") return "paid";
  if (order.paymentMethod !== "paypal") return "awaiting";
  return notice === "pending" ? "processing" : "notCompleted";
}

/**
 * What an order's cancelled lines say beside "Cancelled" (issue 47): `refunded` once what came in for them went back,
 * `refundDue` while it has not yet, `notCharged` when nothing was paid for them (unpaid, or cash never collected).
 * Refunds go to the cancelled parts first (decision 034), so they are back once the refunds reach what they cost.
 */
export type CancelledNote = "refunded" | "refundDue" | "notCharged";

export function cancelledNoteOf(
  method: PaymentMethod,
  money: { receivedCents: number; refundedCents: number; cancelledCents: number },
): CancelledNote {
  if (!isPrepaid(method) || money.receivedCents === 0) return "notCharged";
  return money.refundedCents >= Math.min(money.cancelledCents, money.receivedCents) ? "refunded" : "refundDue";
}
