import { listField } from "./form";
import { z } from "./zod";

/**
 * The mail the store writes to its operators (issue 48): at once when a parcel of the store's own is ready to ship or a
 * conversation is reported, and a daily digest of what waits. Each operator may turn each kind off.
 */
export const OPERATOR_MAIL_KINDS = [
  "parcel-ready",
  "conversation-reported",
  "returns",
  "claims",
  "daily-digest",
] as const;
export type OperatorMailKind = (typeof OPERATOR_MAIL_KINDS)[number];

/** The preferences form: the kinds ticked are wanted, the others turned off. */
export const mailPreferencesSchema = z.object({
  wanted: listField(z.enum(OPERATOR_MAIL_KINDS), OPERATOR_MAIL_KINDS.length),
});

/** The kinds turned off, from the kinds wanted. */
export function kindsOff(wanted: readonly OperatorMailKind[]): OperatorMailKind[] {
  return OPERATOR_MAIL_KINDS.filter((kind) => !wanted.includes(kind));
}
