import { dayField } from "./day-field";
import { optionalText, requiredText } from "./form-fields";
import { minorUnitsOf } from "./payment-input";
import { z } from "./zod";

// Claims (issue 49, decision 052): a buyer says a parcel never came, or came not as described; its seller answers in
// the case; an operator decides, refunding all or some of the part from its seller's balance, or closing it. The rules
// without I/O live here, so the form, the order page and the decision read the same.

export const CLAIM_KINDS = ["not-received", "not-as-described"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Open until an operator decides: Refunded (all or some of the part) or Closed (nothing back). */
export const CLAIM_STATUSES = ["open", "refunded", "closed"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What each entry of a claim's history is: its opening, a message from a side, or the operator's decision. */
export const CLAIM_EVENT_KINDS = ["opened", "message", "refunded", "closed"] as const;
export type ClaimEventKind = (typeof CLAIM_EVENT_KINDS)[number];

export const CLAIM_TEXT_MAX = 2000;

/**
 * When "not received" may be said of a part: once its estimated delivery window has passed, that is the zone's
 * longest delivery time counted from the moment the parcel was marked shipped.
 */
export function notReceivedFrom(shippedAt: Date, maxDays: number): Date {
  return new Date(shippedAt.getTime() + maxDays * 86_400_000);
}

/** The buyer's claim: the part, which kind, and what happened. `key` makes the same form posted twice one claim. */
export const openClaimSchema = z.object({
  part: z.coerce.number().int().positive(),
  kind: z.enum(CLAIM_KINDS, { error: "claims.errors.kind" }),
  text: requiredText(CLAIM_TEXT_MAX),
  key: z.uuid(),
});
export type OpenClaimInput = z.infer<typeof openClaimSchema>;

/** An amount typed in the order's currency ("12.50"), in minor units, more than nothing. */
const amountField = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .transform((typed, context) => {
    const minor = minorUnitsOf(typed);
    if (minor === null || minor <= 0) {
      context.addIssue({ code: "custom", message: "claims.errors.amount" });
      return z.NEVER;
    }
    return minor;
  });

export const claimMessageSchema = z.object({ intent: z.literal("message"), text: requiredText(CLAIM_TEXT_MAX) });

/**
 * The operator's refund: how much, why (told to both sides), and, for an order paid by bank transfer, cheque or cash,
 * the reference and day of the money they sent (a PayPal order is refunded through PayPal).
 */
export const refundClaimSchema = z.object({
  intent: z.literal("refund"),
  amount: amountField,
  decision: requiredText(CLAIM_TEXT_MAX),
  reference: optionalText(100),
  occurredOn: z.union([z.literal("").transform(() => undefined), dayField("payments.errors.day")]).optional(),
});
export const closeClaimSchema = z.object({ intent: z.literal("close"), decision: requiredText(CLAIM_TEXT_MAX) });

export const claimStepSchema = z.discriminatedUnion("intent", [
  claimMessageSchema,
  refundClaimSchema,
  closeClaimSchema,
]);
export type ClaimStepInput = z.infer<typeof claimStepSchema>;
