import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { orders, returnRequests } from "../db/schema";
import type { Logger } from "../log/logger";
import { recordRefundIn } from "../payments/payments";
import type { PayPalAccount } from "../payments/paypal-account";
import { refundThroughPayPal } from "../payments/paypal-refund";
import { lockedReturn, type ReturnRefusal, writeReturnEvent } from "./returns";

// A return's refund follows the payment (decision 048): an order paid with PayPal is refunded through PayPal as soon
// as its seller has the parcel back; one paid by bank transfer, cheque or in cash waits for an operator to send the
// money and record it ("refunds to send" on the Overview). Either way the refund is one `order_payments` row that
// debits the returned part in the ledger, written with the return's move to Refunded.

const today = () => new Date().toISOString().slice(0, 10);

export type RefundOutcome = { ok: true } | { ok: false; refusal: ReturnRefusal | "moreThanPaid" | "paypal" };

/** The order's way to pay, for a return. */
async function paymentMethodOfReturn(db: Db, returnId: number) {
  const [row] = await db
    .select({ method: orders.paymentMethod, orderId: orders.id, status: returnRequests.status })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, returnId));
  return row;
}

/**
 * Records a return's refund and moves it to Refunded, once: a return no longer due (refunded already) changes nothing.
 * `by`: the operator who sent it (audited), or null for PayPal's refund.
 */
async function settleReturn(
  db: Db,
  returnId: number,
  movement: { key: string; reference: string; occurredOn: string; method?: "paypal" },
  by: Pick<SessionUser, "id" | "email"> | null,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedReturn(tx, returnId);
    if (!row) return { ok: false, refusal: "notFound" };
    if (row.status !== "refund-due") return { ok: true };
    const cents = row.refundCents ?? 0;
    if (cents > 0) {
      const recorded = await recordRefundIn(
        tx,
        {
          orderId: row.orderId,
          partId: row.partId,
          amountCents: cents,
          occurredOn: movement.occurredOn,
          reference: movement.reference,
          note: null,
          recordedBy: by?.id ?? null,
          key: movement.key,
          ...(movement.method ? { method: movement.method } : {}),
        },
        by ?? undefined,
      );
      if (!recorded.ok) return { ok: false, refusal: "moreThanPaid" };
    }
    await tx.update(returnRequests).set({ status: "refunded" }).where(eq(returnRequests.id, row.id));
    await writeReturnEvent(tx, row, by ? "operator" : "store", "refunded", movement.reference);
    return { ok: true };
  });
}

/**
 * Sends a PayPal order's return refund through PayPal and records it. The request id names the return, so a retry
 * (the reconciling pass after a failure) refunds once.
 */
export async function refundReturnByPayPal(
  db: Db,
  account: PayPalAccount,
  returnId: number,
  log: Pick<Logger, "warn">,
): Promise<RefundOutcome> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
  if (!row) return { ok: false, refusal: "notFound" };
  if (row.status !== "refund-due") return { ok: true };
  const cents = row.refundCents ?? 0;
  let reference = `return-${row.id}`;
  if (cents > 0) {
    try {
      const refunded = await refundThroughPayPal(db, account, row.orderId, cents, `return-${row.id}`);
      if (refunded === null) return { ok: false, refusal: "paypal" };
      reference = refunded;
    } catch (error) {
      log.warn(`PayPal refund of return ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, refusal: "paypal" };
    }
  }
  return settleReturn(
    db,
    row.id,
    { key: `paypal-refund:${reference}`, reference, occurredOn: today(), method: "paypal" },
    null,
  );
}

/**
 * An operator records the refund they sent for a return of an order paid by bank transfer, cheque or cash (its
 * reference and day). A PayPal order's return is refunded through PayPal instead.
 */
export async function recordReturnRefund(
  db: Db,
  returnId: number,
  operator: Pick<SessionUser, "id" | "email"> & { operator: boolean },
  sent: { reference: string; occurredOn: string },
): Promise<RefundOutcome> {
  const found = await paymentMethodOfReturn(db, returnId);
  if (!found || !operator.operator) return { ok: false, refusal: "notFound" };
  if (found.method === "paypal") return { ok: false, refusal: "notAllowed" };
  return settleReturn(db, returnId, { key: `return:${returnId}`, ...sent }, operator);
}

/**
 * After a seller marks a PayPal order's return received: its refund at once (else the reconciling pass retries).
 * Answers whether the buyer has had it back now.
 */
export async function refundReturnIfPayPal(
  db: Db,
  paypal: PayPalAccount | null,
  returnId: number,
  log: Pick<Logger, "warn">,
): Promise<boolean> {
  const found = await paymentMethodOfReturn(db, returnId);
  if (!paypal || found?.method !== "paypal" || found.status !== "refund-due") return false;
  return (await refundReturnByPayPal(db, paypal, returnId, log)).ok;
}

/** The reconciling pass's share: PayPal orders' returns received whose refund did not go through yet. */
export async function refundDueReturnsByPayPal(db: Db, account: PayPalAccount, log: Pick<Logger, "warn">) {
  const due = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(eq(returnRequests.status, "refund-due"), eq(orders.paymentMethod, "paypal")))
    .limit(50);
  for (const { id } of due) await refundReturnByPayPal(db, account, id, log);
}
