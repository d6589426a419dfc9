import { data, redirect } from "react-router";
import { fieldsToConfirm } from "~domain/confirmed-field";
import type { FieldErrors, FormValues } from "~domain/form";
import { parseForm } from "~domain/form";
import type { OrderStatus } from "~domain/order-status";
import type { Db } from "../db/handle";
import type { Logger } from "../log/logger";
import type { PayPalAccount } from "../payments/paypal-account";
import { refundAfterCancel } from "../payments/paypal-pages";
import { changePart, type PartActor } from "./order-parts";
import { partChangeSchema } from "./part-input";

/**
 * What a part's page answers when it applies nothing: the fields to fix, why the part did not move (with its status
 * now), or (posted without JavaScript) the fields to confirm once more.
 */
export type PartRefusal = {
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
  status?: OrderStatus;
  confirm?: Record<string, string>;
};

/**
 * The action of a page that moves a part (the seller's sale, the back office's order): the form is checked, asked
 * once more without JavaScript, applied by `changePart`, and answered with a redirect to `donePath?done={action}`,
 * a refusal, or the not-found page for a part this actor may not touch. A part cancelled of an order paid with PayPal
 * is refunded through PayPal.
 */
export async function partChangeAction(
  db: Db,
  form: FormData,
  actor: PartActor,
  orderNumber: string,
  donePath: string,
  refunds: { paypal: PayPalAccount | null; log: Pick<Logger, "warn"> },
) {
  const parsed = parseForm(partChangeSchema, form);
  if (!parsed.ok) return data<PartRefusal>({ errors: parsed.errors, values: parsed.values }, 400);
  const confirm = fieldsToConfirm(form, parsed.values);
  if (confirm) return data<PartRefusal>({ errors: {}, values: parsed.values, confirm });
  const result = await changePart(db, actor, orderNumber, parsed.data);
  if (result.ok) {
    // A part cancelled of an order paid with PayPal: its buyer gets what it cost back through PayPal.
    if (parsed.data.action === "cancel") await refundAfterCancel(db, refunds.paypal, orderNumber, refunds.log);
    return redirect(`${donePath}?done=${parsed.data.action}`, 303);
  }
  if (result.error === "notFound") throw data(null, { status: 404 });
  // The part moved since the page was shown (another tab), or the move is not allowed from where it is.
  return data<PartRefusal>(
    { errors: {}, values: parsed.values, formError: `sales.errors.${result.error}`, status: result.status },
    409,
  );
}
