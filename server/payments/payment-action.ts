import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { FieldErrors, FormValues } from "~domain/form";
import { parseForm } from "~domain/form";
import { paymentReceivedSchema } from "~domain/payment-input";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { recordPaymentReceived } from "./payments";

/** What the order's page answers when no payment was recorded: the fields to fix, or why (with what is owed). */
export type PaymentRefusalData = {
  form: "payment";
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
  owedCents?: number;
};

/**
 * The back office's Record a payment received on an order: checked, recorded by `recordPaymentReceived` (audited), and
 * answered with a redirect to `donePath?done=payment`, a refusal, or the not-found page.
 */
export async function recordPaymentAction(
  db: Db,
  form: FormData,
  operator: Pick<SessionUser, "id" | "email">,
  orderNumber: string,
  donePath: string,
) {
  const parsed = parseForm(paymentReceivedSchema, form, { omit: ["key"] });
  if (!parsed.ok)
    return data<PaymentRefusalData>({ form: "payment", errors: parsed.errors, values: parsed.values }, 400);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber));
  if (!order) throw data(null, { status: 404 });
  const { amount, occurredOn, reference, note, key } = parsed.data;
  const recorded = await recordPaymentReceived(
    db,
    { orderId: order.id, amountCents: amount, occurredOn, reference, note, key, recordedBy: operator.id },
    operator,
  );
  if (recorded.ok) return redirect(`${donePath}?done=payment`, 303);
  const { refusal } = recorded;
  if (refusal.reason === "notFound") throw data(null, { status: 404 });
  return data<PaymentRefusalData>(
    {
      form: "payment",
      errors: {},
      values: parsed.values,
      formError: `payments.refused.${refusal.reason}`,
      owedCents: "owedCents" in refusal ? refusal.owedCents : undefined,
    },
    409,
  );
}
