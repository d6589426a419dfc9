import { data, redirect } from "react-router";
import { claimStepSchema, openClaimSchema } from "~domain/claims";
import { type FormFailure, parseForm } from "~domain/form";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import type { Logger } from "../log/logger";
import type { PayPalAccount } from "../payments/paypal-account";
import { closeClaim, type DecisionOutcome, refundClaim } from "./claim-decision";
import { openClaim, writeInClaim } from "./claims";

/** A refused step of a claim's page, for the form that posted it. */
export type ClaimStepAnswer = FormFailure & { intent: string };

/**
 * The buyer's claim as posted: refused, the form's messages beside their fields with what was typed (a "not received"
 * said too early names the day it may be); opened, the claim's page.
 */
export async function openClaimAction(db: Db, form: FormData, buyerId: string, orderNumber: string, now: Date) {
  const parsed = parseForm(openClaimSchema, form);
  if (!parsed.ok) return data<FormFailure>(parsed, 400);
  const opened = await openClaim(db, buyerId, orderNumber, parsed.data, now);
  if (!opened.ok && opened.refusal === "notFound") throw data(null, { status: 404 });
  if (!opened.ok) {
    const failure: FormFailure =
      opened.refusal === "tooEarly" || opened.refusal === "windowClosed"
        ? { ok: false, errors: { kind: `claims.errors.${opened.refusal}` }, values: parsed.values }
        : { ok: false, errors: {}, formError: `claims.errors.${opened.refusal}`, values: parsed.values };
    return data(failure, 409);
  }
  return redirect(`/account/claims/${opened.claimId}?done=opened`, 303);
}

/** Where a refused decision's message goes: beside its field, or over the whole form. */
function decisionFailure(outcome: Extract<DecisionOutcome, { ok: false }>): Pick<FormFailure, "errors" | "formError"> {
  switch (outcome.refusal) {
    case "tooMuch":
      return { errors: { amount: "claims.errors.tooMuch" } };
    case "referenceNeeded":
      return { errors: { reference: "errors.required" } };
    case "dayNeeded":
      return { errors: { occurredOn: "errors.required" } };
    default:
      return { errors: {}, formError: `claims.errors.${outcome.refusal}` };
  }
}

/**
 * The forms of a claim's page: a message from any side, checked against who posts it (`writeInClaim`); a decision, from
 * the back office only. Done, the page again with `?done=`; refused, its messages and what was typed.
 */
export async function claimAction(
  db: Db,
  form: FormData,
  claimId: number,
  user: Pick<SessionUser, "id" | "email" | "role">,
  options: { page: string; backOffice?: boolean; paypal: PayPalAccount | null; log: Pick<Logger, "warn"> },
) {
  const intent = String(form.get("intent") ?? "");
  const parsed = parseForm(claimStepSchema, form);
  if (!parsed.ok) return data<ClaimStepAnswer>({ ...parsed, intent }, 400);
  const step = parsed.data;
  const operator = user.role === "operator";
  const viewer = { userId: user.id, operator, backOffice: options.backOffice ?? false };
  if (step.intent === "message") {
    const written = await writeInClaim(db, claimId, viewer, step.text);
    if (!written.ok && written.refusal === "notFound") throw data(null, { status: 404 });
    if (!written.ok) {
      const answer = { ok: false as const, intent, errors: {}, formError: `claims.errors.${written.refusal}` };
      return data<ClaimStepAnswer>({ ...answer, values: parsed.values }, 409);
    }
    return redirect(`${options.page}?done=message`, 303);
  }
  // Decisions are the operators', in the back office.
  if (!operator || !viewer.backOffice) throw data(null, { status: 404 });
  const decided =
    step.intent === "close"
      ? await closeClaim(db, claimId, user, step.decision)
      : await refundClaim(
          db,
          claimId,
          user,
          { amountCents: step.amount, text: step.decision, reference: step.reference, occurredOn: step.occurredOn },
          options,
        );
  if (!decided.ok && decided.refusal === "notFound") throw data(null, { status: 404 });
  if (!decided.ok) {
    return data<ClaimStepAnswer>({ ok: false, intent, ...decisionFailure(decided), values: parsed.values }, 409);
  }
  return redirect(`${options.page}?done=${step.intent === "close" ? "closed" : "refunded"}`, 303);
}
