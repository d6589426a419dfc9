import { z } from "zod";
import { type ParsedForm, parseForm, tickField } from "~domain/form";
import { emailField, optionalText, phoneField, postcodeField, requiredText } from "~domain/form-fields";
import { PAYMENT_METHODS } from "~domain/payment-methods";
import { parseVatNumber } from "~domain/vat-number";
import { countryField, stateField, withCountryRules } from "../accounts/countries";
import { newPasswordField } from "../accounts/users";

/** Where the parcel goes: the billing and the shipping details share these. */
const placeShape = {
  firstName: requiredText(60),
  lastName: requiredText(60),
  company: optionalText(100),
  country: countryField,
  address: requiredText(200),
  apartment: optionalText(100),
  city: requiredText(80),
  /** Required where the country's addresses need one (withCountryRules), else may be empty. */
  state: stateField,
  postcode: postcodeField,
};
const billingSchema = withCountryRules(
  z.object({
    ...placeShape,
    email: emailField,
    phone: phoneField,
  }),
);
const shippingSchema = withCountryRules(z.object(placeShape));

/**
 * A business buyer's VAT number (decision 060), beside the billing company: empty, or a number of a state we know
 * with the right check digits, read into its canonical form.
 */
const vatNumberField = z
  .string()
  .optional()
  .transform((typed, context) => {
    const text = (typed ?? "").trim();
    if (text === "") return null;
    const parsed = parseVatNumber(text);
    if (parsed.ok) return parsed.vat;
    context.addIssue({ code: "custom", message: `vat.errors.${parsed.problem}` });
    return z.NEVER;
  });

/** A VAT number is a company's: given one, the billing details must name the company. */
function companyForVatNumber(
  order: { vatNumber?: unknown; billing?: { company?: string | null } },
  context: z.RefinementCtx,
) {
  if (order.vatNumber && !order.billing?.company) {
    context.addIssue({ code: "custom", path: ["billing", "company"], message: "vat.errors.companyNeeded" });
  }
}

const orderShape = {
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "checkout.errors.paymentMethod" }),
  notes: optionalText(1000),
  terms: z.literal("on", { error: "checkout.errors.terms" }),
  idempotencyKey: z.uuid({ error: "checkout.errors.stale" }),
  /** The total the page showed (minor units): the order is not placed for another one. None from an older page. */
  quotedTotal: z.coerce.number().int().min(0).max(2_147_483_647).optional().catch(undefined),
  /** "Save this address": the address the parcel goes to joins the buyer's address book (signed in, or signing up). */
  saveAddress: tickField,
};

export type BillingDetails = z.infer<typeof billingSchema>;
export type ShippingDetails = z.infer<typeof shippingSchema>;

/**
 * The checkout form: the billing details, the shipping details only when "Ship to a different address?" is
 * ticked, the account password only when a guest asked for an account, the payment method and the terms.
 * The parts that do not apply are dropped before checking, so every problem of the others shows at once.
 */
function checkoutSchema({ signedIn }: { signedIn: boolean }) {
  return z.preprocess(
    (form) => {
      const { shipping, accountPassword, ...rest } = form as Record<string, unknown>;
      return {
        ...rest,
        shipping: rest.shipToDifferent === "on" ? (shipping ?? {}) : undefined,
        accountPassword: !signedIn && rest.createAccount === "on" ? (accountPassword ?? "") : undefined,
      };
    },
    z
      .object({
        ...orderShape,
        billing: z.preprocess((value) => value ?? {}, billingSchema),
        shipping: shippingSchema.optional(),
        accountPassword: newPasswordField.optional(),
        vatNumber: vatNumberField,
      })
      .superRefine(companyForVatNumber, {
        // Asked only of a number that was read and a company field that is fine otherwise.
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === "vatNumber" || issue.path?.join(".") === "billing.company",
          ),
      })
      .transform(({ shipping, accountPassword, quotedTotal, ...order }) => ({
        ...order,
        quotedTotal: quotedTotal ?? null,
        /** Null: shipped to the billing address. */
        shipping: shipping ?? null,
        /** The password of the account to create, for a guest who asked for one. */
        accountPassword: accountPassword ?? null,
      })),
  );
}

export type CheckoutInput = z.output<ReturnType<typeof checkoutSchema>>;

/** Validates the checkout form for this buyer; what was typed comes back without the password or the key. */
export function parseCheckoutForm(form: FormData, buyer: { signedIn: boolean }): ParsedForm<CheckoutInput> {
  return parseForm(checkoutSchema(buyer), form, { omit: ["idempotencyKey"] });
}
