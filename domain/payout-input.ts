import { dayField } from "./day-field";
import { requiredText } from "./form-fields";
import { minorUnitsOf } from "./payment-input";
import { accountField, bicField } from "./store-settings";
import { z } from "./zod";

// What sellers and the operator type about payouts (decision 034). Checked on the server only: the IBAN library stays
// out of the browser, as with the store's own bank details.

/** Where the store pays a seller: the account's holder, an IBAN (checked) or an account number, and a BIC if needed. */
export const payoutDetailsSchema = z.object({
  holder: requiredText(100),
  account: accountField,
  bic: bicField,
});

/** The largest payout a form takes, in US cents: far above any balance. */
const MAX_PAYOUT_CENTS = 100_000_000_00;

/** A payout as the operator records it: US dollars sent, the day, the bank's reference, the form's own key. */
export const payoutSchema = z.object({
  amount: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .transform((typed, context) => {
      const cents = minorUnitsOf(typed);
      if (cents === null || cents <= 0 || cents > MAX_PAYOUT_CENTS) {
        context.addIssue({ code: "custom", message: "payouts.errors.amount" });
        return z.NEVER;
      }
      return cents;
    }),
  occurredOn: dayField("payments.errors.day"),
  reference: requiredText(100),
  /** Made with the form: the same form posted twice records one payout. */
  key: z.uuid(),
});
export type PayoutInput = z.output<typeof payoutSchema>;
