import { dayField } from "./day-field";
import { z } from "./zod";

/** The largest single payment a form takes, in minor units: far above any order. */
const MAX_PAYMENT_MINOR = 100_000_000_00;

/**
 * An amount as typed (`123`, `123.4`, `123,45`) in minor units, by the digits alone (no floating point): null when it
 * is not such an amount.
 */
export function minorUnitsOf(typed: string): number | null {
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** What the operator records on an order: a payment received, or a refund sent back (by the store's bank). */
export const MOVEMENT_FORMS = ["payment", "refund"] as const;
export type MovementForm = (typeof MOVEMENT_FORMS)[number];

/**
 * A payment received or a refund sent, as the operator records it on an order: amount in the order's currency, day,
 * reference, note.
 */
export const movementSchema = z.object({
  intent: z.enum(MOVEMENT_FORMS),
  amount: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .transform((typed, context) => {
      const minor = minorUnitsOf(typed);
      if (minor === null || minor <= 0 || minor > MAX_PAYMENT_MINOR) {
        context.addIssue({ code: "custom", message: "payments.errors.amount" });
        return z.NEVER;
      }
      return minor;
    }),
  occurredOn: dayField("payments.errors.day"),
  reference: z
    .string()
    .trim()
    .max(100, "errors.tooLong")
    .transform((text) => text || null),
  note: z
    .string()
    .trim()
    .max(500, "errors.tooLong")
    .transform((text) => text || null),
  /** Made with the form: the same form posted twice records one payment. */
  key: z.uuid(),
  /** A refund of more than is owed back (a goodwill refund, a return) is recorded only when ticked (issue 47). */
  beyondDue: z.literal("on").optional(),
});
