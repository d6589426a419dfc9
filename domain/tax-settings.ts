import { optionalText, requiredText } from "./form-fields";
import { MAX_RATE, rateOfPercent, type StoreIdentity, TAX_MODES, type TaxSettings } from "./tax";
import { z } from "./zod";

// The schemas of the `tax` and `identity` store settings (decision 058), apart from domain/tax.ts so that the pages'
// scripts, which price with tax.ts, do not carry zod for them.

const rateField = z.union([z.number(), z.string()]).transform((value, context) => {
  const rate = typeof value === "number" ? value : rateOfPercent(value);
  if (rate !== null && Number.isInteger(rate) && rate >= 0 && rate <= MAX_RATE) return rate;
  context.addIssue({ code: "custom", message: "tax.errors.rate" });
  return z.NEVER;
});

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "tax.errors.country");

export const taxRateRowSchema = z.object({
  country: countryCode,
  region: z
    .string()
    .trim()
    .toUpperCase()
    .max(3, "tax.errors.region")
    .regex(/^[A-Z0-9]*$/, "tax.errors.region")
    .nullable()
    .transform((region) => region || null),
  standard: rateField,
  reduced: rateField,
});

/** The `tax` store setting (decision 058). */
export const taxSettingsSchema: z.ZodType<TaxSettings, unknown> = z.object({
  mode: z.enum(TAX_MODES, { error: "tax.errors.mode" }),
  /** Where the store is registered: in "inclusive" mode a price entered is what a buyer there pays. */
  homeCountry: countryCode,
  /** Shipping is taxed at its destination's standard rate (else it is not taxed). */
  shippingTaxed: z.boolean(),
  /** Business buyers' EU VAT numbers are checked online with VIES as well as by their check digits. */
  viesCheck: z.boolean(),
  rates: z.array(taxRateRowSchema).max(400),
});

/** The store's legal identity, printed on its invoices (the `identity` store setting). */
export const storeIdentitySchema: z.ZodType<StoreIdentity, unknown> = z.object({
  legalName: requiredText(120),
  address: requiredText(400),
  /** Its VAT or tax number as it is registered. */
  taxNumber: requiredText(40),
  email: optionalText(254),
});
