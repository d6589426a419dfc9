import { data, redirect } from "react-router";
import { parseForm } from "~domain/form";
import { type ReturnMove, returnActionSchema } from "~domain/returns";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import type { Logger } from "../log/logger";
import type { PayPalAccount } from "../payments/paypal-account";
import { recordReturnRefund, refundReturnIfPayPal } from "./refund";
import { moveReturn } from "./returns";

/** A refused step, for the form that posted it: its messages beside the fields, or one for the whole form. */
export type ReturnStepAnswer = {
  ok: false;
  intent: string;
  errors: Partial<Record<string, string>>;
  formError?: string;
  values: Partial<Record<string, string | string[]>>;
};

/**
 * The forms of a return's page, for its buyer, its seller and the operator alike: each step is checked against who
 * posts it on the server (`moveReturn`); done, the page again with `?done=`; refused, its messages and what was typed.
 * A PayPal order's return is refunded through PayPal as soon as it is marked received.
 */
export async function returnAction(
  db: Db,
  form: FormData,
  returnId: number,
  user: Pick<SessionUser, "id" | "email" | "role">,
  options: { page: string; backOffice?: boolean; paypal: PayPalAccount | null; log: Pick<Logger, "warn"> },
) {
  const intent = String(form.get("intent") ?? "");
  const parsed = parseForm(returnActionSchema, form);
  if (!parsed.ok) return data<ReturnStepAnswer>({ ...parsed, intent }, 400);
  const step = parsed.data;
  const viewer = { userId: user.id, operator: user.role === "operator", backOffice: options.backOffice ?? false };
  const refused = (message: string) =>
    data<ReturnStepAnswer>({ ok: false, intent, errors: {}, formError: message, values: parsed.values }, 409);
  if (step.intent === "refund") {
    const recorded = await recordReturnRefund(db, returnId, { ...user, operator: viewer.operator }, step);
    if (!recorded.ok && recorded.refusal === "notFound") throw data(null, { status: 404 });
    if (!recorded.ok) return refused(`returns.errors.${recorded.refusal}`);
    return redirect(`${options.page}?done=refunded`, 303);
  }
  const move: ReturnMove = step.intent;
  const moved = await moveReturn(db, returnId, viewer, move, {
    ...(step.intent === "accept" ? { address: step.address, instructions: step.instructions } : {}),
    ...(step.intent === "refuse" || step.intent === "close" ? { refusal: step.refusal } : {}),
    ...(step.intent === "escalate" ? { text: step.text } : {}),
    ...(step.intent === "send" ? { carrier: step.carrier, tracking: step.tracking } : {}),
    ...(step.intent === "receive" ? { restock: step.restock === "on", deductionCents: step.deduction } : {}),
  });
  if (!moved.ok && moved.refusal === "notFound") throw data(null, { status: 404 });
  if (!moved.ok && (moved.refusal === "deductionTooHigh" || moved.refusal === "deductionNotAllowed")) {
    return data<ReturnStepAnswer>(
      { ok: false, intent, errors: { deduction: `returns.errors.${moved.refusal}` }, values: parsed.values },
      409,
    );
  }
  if (!moved.ok) return refused(`returns.errors.${moved.refusal}`);
  // Said as it is now: a PayPal order's buyer has had the money back already.
  if (step.intent === "receive" && (await refundReturnIfPayPal(db, options.paypal, returnId, options.log))) {
    return redirect(`${options.page}?done=receivedRefunded`, 303);
  }
  return redirect(`${options.page}?done=${move}`, 303);
}

/** `?done=` of a return's page: which step was just done, if one is named. */
export function doneStepOf(url: URL): string | null {
  const done = url.searchParams.get("done");
  const steps: readonly string[] = [
    "accept",
    "refuse",
    "escalate",
    "close",
    "send",
    "receive",
    "receivedRefunded",
    "refunded",
    "requested",
  ];
  return done !== null && steps.includes(done) ? done : null;
}
