import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { optionalText, requiredText } from "./form-fields";
import { COMMISSION, HOLDING_DAYS } from "./ledger";
import type { BankDetails, ChequeDetails } from "./pay-to";
import type { PaymentMethod } from "./payment-methods";
import { DEFAULT_RETURN_SETTINGS, type ReturnSettings, returnSettingsSchema } from "./returns";
import { DEFAULT_SHIPPING, type ShippingSettings, shippingSettingsSchema } from "./shipping";
import { NO_TAX, type StoreIdentity, type TaxSettings } from "./tax";
import { storeIdentitySchema, taxSettingsSchema } from "./tax-settings";
import { z } from "./zod";

// Settings an operator changes while the store runs (decision 031): each is one row of `store_settings`, checked by
// its schema here when saved and again when read, so a row that no longer fits reads as not set.

/**
 * An IBAN (checked by its country's length and its check digits, kept without spaces) or, for a country without
 * IBANs, an account number of 4 to 34 letters, digits, spaces and dashes.
 */
export const accountField = requiredText(42).transform((typed, context) => {
  const compact = electronicFormatIBAN(typed) ?? "";
  if (/^[A-Z]{2}[0-9]{2}/.test(compact)) {
    if (isValidIBAN(compact)) return compact;
    context.addIssue({ code: "custom", message: "settings.errors.iban" });
    return z.NEVER;
  }
  if (/^[A-Za-z0-9][A-Za-z0-9 -]{2,40}[A-Za-z0-9]$/.test(typed)) return typed;
  context.addIssue({ code: "custom", message: "settings.errors.account" });
  return z.NEVER;
});

/** A BIC (SWIFT code): 8 or 11 letters and digits, as banks print it; optional where the account says enough. */
export const bicField = optionalText(11)
  .transform((typed) => typed?.toUpperCase())
  .refine((typed) => typed === undefined || isValidBIC(typed), "settings.errors.bic");

/** Where a bank transfer goes: shown to a buyer who pays so, with the amount and the order number. */
export const bankDetailsSchema = z.object({
  holder: requiredText(100),
  account: accountField,
  bic: bicField,
  bankName: requiredText(100),
});

/** Whom a cheque is made out to and where it is posted. */
export const chequeDetailsSchema = z.object({
  payee: requiredText(100),
  address: requiredText(300),
});

/** Days an unpaid bank or cheque order waits for its money; its buyer is reminded two days before it expires. */
export const UNPAID_DAYS = { min: 3, max: 60, default: 7 } as const;
export const REMINDER_DAYS_BEFORE = 2;
export const unpaidDaysSchema = z.object({
  days: z.coerce
    .number({ error: "settings.errors.days" })
    .int("settings.errors.days")
    .min(UNPAID_DAYS.min, "settings.errors.days")
    .max(UNPAID_DAYS.max, "settings.errors.days"),
});

/** A number as typed (a comma for the decimal point is fine); an empty field is missing, not zero. */
const typedNumber = (typed: unknown) =>
  typeof typed === "string" ? (typed.trim() === "" ? undefined : typed.trim().replace(",", ".")) : typed;

/** The store's commission on each part paid, in percent: 0 to 50, whole or with at most two decimals (decision 034). */
export const commissionSchema = z.object({
  percent: z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: "settings.errors.commission" })
      .min(COMMISSION.min, "settings.errors.commission")
      .max(COMMISSION.max, "settings.errors.commission")
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "settings.errors.commission"),
  ),
});

/** Days a completed part's earnings wait before the seller may be paid them. */
export const holdingDaysSchema = z.object({
  days: z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: "settings.errors.holdingDays" })
      .int("settings.errors.holdingDays")
      .min(HOLDING_DAYS.min, "settings.errors.holdingDays")
      .max(HOLDING_DAYS.max, "settings.errors.holdingDays"),
  ),
});

/**
 * Days a seller's parcel may wait to ship once it is ready (paid, or placed for cash on delivery) before the back
 * office's Overview and the operators' daily mail call it late (issue 48).
 */
export const SHIP_DAYS = { min: 1, max: 30, default: 3 } as const;
export const shipDaysSchema = z.object({
  days: z.preprocess(
    typedNumber,
    z.coerce
      .number({ error: "settings.errors.shipDays" })
      .int("settings.errors.shipDays")
      .min(SHIP_DAYS.min, "settings.errors.shipDays")
      .max(SHIP_DAYS.max, "settings.errors.shipDays"),
  ),
});

/**
 * Whether the store takes reviews only from buyers who received the product (decision 049). A ticked box is "on";
 * the saved value is true or false, read again by the same schema.
 */
export const reviewsSettingSchema = z.object({
  buyersOnly: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "on"),
});

/** Every setting as the store reads it: not set, or set to something that no longer fits, is null or the default. */
export type StoreSettings = {
  bank: BankDetails | null;
  cheque: ChequeDetails | null;
  unpaidDays: number;
  /** Where the store ships, its zones and rates (domain/shipping.ts). */
  shipping: ShippingSettings;
  /** The store's commission on each part paid, in percent (decision 034). */
  commission: number;
  /** Days a completed part's earnings wait before they are available. */
  holdingDays: number;
  /** Days a seller's parcel ready to ship may wait before the back office calls it late. */
  shipDays: number;
  /** Returns (issue 49): the window from delivery, the days a seller has to answer, the return shipping cap. */
  returns: ReturnSettings;
  /** Reviews only from buyers with a completed line of the product (verified purchases). */
  reviewsFromBuyersOnly: boolean;
  /** Tax rates, whether prices include tax, and where the store is registered (decision 058). */
  tax: TaxSettings;
  /** The store's legal name, address and tax number, printed on invoices; null until the operator gives them. */
  identity: StoreIdentity | null;
};

/** The settings' keys (rows of `store_settings`) with the schema of each one's value. */
export const SETTING_SCHEMAS = {
  bank: bankDetailsSchema,
  cheque: chequeDetailsSchema,
  unpaidDays: unpaidDaysSchema,
  shipping: shippingSettingsSchema,
  commission: commissionSchema,
  holdingDays: holdingDaysSchema,
  shipDays: shipDaysSchema,
  returns: returnSettingsSchema,
  reviews: reviewsSettingSchema,
  tax: taxSettingsSchema,
  identity: storeIdentitySchema,
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;

/** The settings from their stored rows (key → value as saved). */
export function settingsFromRows(rows: { key: string; value: unknown }[]): StoreSettings {
  const stored = (key: SettingKey) => rows.find((row) => row.key === key)?.value;
  const bank = bankDetailsSchema.safeParse(stored("bank"));
  const cheque = chequeDetailsSchema.safeParse(stored("cheque"));
  const unpaid = unpaidDaysSchema.safeParse(stored("unpaidDays"));
  const shipping = shippingSettingsSchema.safeParse(stored("shipping"));
  const commission = commissionSchema.safeParse(stored("commission"));
  const holding = holdingDaysSchema.safeParse(stored("holdingDays"));
  const ship = shipDaysSchema.safeParse(stored("shipDays"));
  const returns = returnSettingsSchema.safeParse(stored("returns"));
  const reviews = reviewsSettingSchema.safeParse(stored("reviews"));
  const tax = taxSettingsSchema.safeParse(stored("tax"));
  const identity = storeIdentitySchema.safeParse(stored("identity"));
  return {
    bank: bank.success ? bank.data : null,
    cheque: cheque.success ? cheque.data : null,
    unpaidDays: unpaid.success ? unpaid.data.days : UNPAID_DAYS.default,
    shipping: shipping.success ? shipping.data : DEFAULT_SHIPPING,
    commission: commission.success ? commission.data.percent : COMMISSION.default,
    holdingDays: holding.success ? holding.data.days : HOLDING_DAYS.default,
    shipDays: ship.success ? ship.data.days : SHIP_DAYS.default,
    returns: returns.success ? returns.data : DEFAULT_RETURN_SETTINGS,
    reviewsFromBuyersOnly: reviews.success ? reviews.data.buyersOnly : false,
    tax: tax.success ? tax.data : NO_TAX,
    identity: identity.success ? identity.data : null,
  };
}

/**
 * The ways a buyer may pay now, in the checkout's order: a bank transfer once the store has bank details, a cheque
 * once it has a payee and an address, cash on delivery always, PayPal once it is configured.
 */
export function offeredPaymentMethods(settings: Pick<StoreSettings, "bank" | "cheque">, paypal: boolean) {
  const offered: PaymentMethod[] = [];
  if (settings.bank) offered.push("bank");
  if (settings.cheque) offered.push("check");
  offered.push("cash");
  if (paypal) offered.push("paypal");
  return offered;
}
