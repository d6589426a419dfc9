import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { FieldErrors, FormValues } from "~domain/form";
import { parseForm } from "~domain/form";
import { type MovementForm, movementSchema } from "~domain/payment-input";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { orders } from "../db/schema";
import { paymentTotals, recordPaymentReceived, recordRefund, refundDue } from "./payments";

/** What the order's page answers when nothing was recorded: the fields to fix, or why (with what is owed or refundable). */
export type PaymentRefusalData = {
  form: MovementForm;
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
  owedCents?: number;
  refundableCents?: number;
  /** What the buyer is owed back, when a refund beyond it was not confirmed. */
  dueCents?: number;
};

/**
 * The back office's Record a payment received, or Record a refund sent, on an order: checked, recorded (audited),
 * and answered with a redirect to `donePath?done=payment|refund`, a refusal, or the not-found page.
 */
export async function recordPaymentAction(
  db: Db,
  form: FormData,
  operator: Pick<SessionUser, "id" | "email">,
  orderNumber: string,
  donePath: string,
) {
  const parsed = parseForm(movementSchema, form, { omit: ["key"] });
  const kind: MovementForm = form.get("intent") === "refund" ? "refund" : "payment";
  if (!parsed.ok) return data<PaymentRefusalData>({ form: kind, errors: parsed.errors, values: parsed.values }, 400);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber));
  if (!order) throw data(null, { status: 404 });
  const { amount, occurredOn, reference, note, key, beyondDue } = parsed.data;
  // More than the buyer is owed back goes out only when the operator says so: a slip of the pre-filled amount must not
  // record a refund charged to a seller.
  if (kind === "refund" && beyondDue !== "on") {
    const [dueCents, totals] = await Promise.all([refundDue(db, order.id), paymentTotals(db, order.id)]);
    // Past what came in, the refund is refused as such below; within it, past what is owed back, asked.
    if (amount > dueCents && amount <= totals.receivedCents - totals.refundedCents) {
      return data<PaymentRefusalData>(
        { form: kind, errors: { beyondDue: "payments.refund.errors.beyondDue" }, values: parsed.values, dueCents },
        409,
      );
    }
  }
  const movement = {
    orderId: order.id,
    amountCents: amount,
    occurredOn,
    reference,
    note,
    key,
    recordedBy: operator.id,
  };
  const recorded =
    kind === "refund"
      ? await recordRefund(db, movement, operator)
      : await recordPaymentReceived(db, movement, operator);
  if (recorded.ok) return redirect(`${donePath}?done=${kind}`, 303);
  const { refusal } = recorded;
  if (refusal.reason === "notFound") throw data(null, { status: 404 });
  return data<PaymentRefusalData>(
    {
      form: kind,
      errors: {},
      values: parsed.values,
      formError: `payments.refused.${refusal.reason}`,
      owedCents: "owedCents" in refusal ? refusal.owedCents : undefined,
      refundableCents: "refundableCents" in refusal ? refusal.refundableCents : undefined,
    },
    409,
  );
}
