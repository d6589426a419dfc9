import { type FieldErrors, type FormFailure, type FormValues, parseForm, textOf } from "~domain/form";
import type { ShippingSettings, ShippingZone, ZoneTerms } from "~domain/shipping";
import {
  countryCodesIn,
  isBlankZoneRow,
  isZoneRowKey,
  MAX_DAYS,
  MAX_ZONES,
  SHIPS_TO_CHOICES,
} from "~domain/shipping-form";
import { keyedByInput } from "~domain/untrusted-keys";
import { z } from "~domain/zod";
import { COUNTRY_CODES } from "../accounts/countries";

// The shipping settings form (issue 36): where the store ships, its zones (name, countries, rate and free-shipping
// threshold per parcel in US dollars, delivery days) and the rest of the world, read into ShippingSettings. Rows of
// zones arrive as `zones.<n>.<field>`; a row left without name and countries is dropped, which is how a zone is
// removed. Every message is beside its field (`zones.3.rate`), and what was typed comes back.

const KNOWN_CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

export const SHIPPING_ERRORS = {
  unknownCountries: "settings.shipping.errors.unknownCountries",
  noCountries: "settings.shipping.errors.noCountries",
  amount: "settings.shipping.errors.amount",
  days: "settings.shipping.errors.days",
  dayRange: "settings.shipping.errors.dayRange",
  tooManyZones: "settings.shipping.errors.tooManyZones",
  shipsTo: "settings.shipping.errors.shipsTo",
} as const;

/** A list of countries may be pasted whole: every country, with separators, fits. */
const MAX_LIST_LENGTH = 3000;

/** A field's text as posted: absent, repeated or nested names (someone else's form) read as one text or none. */
function postedText(value: unknown): string {
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
}
const typed = z.preprocess(postedText, z.string());

/** A list of ISO codes, each of them a country; the message beside the field names those that are not. */
const countriesField = typed.pipe(
  z
    .string()
    .max(MAX_LIST_LENGTH, "errors.tooLong")
    .transform((list, context) => {
      const codes = countryCodesIn(list);
      if (codes.some((code) => !KNOWN_CODES.has(code))) {
        context.addIssue({ code: "custom", message: SHIPPING_ERRORS.unknownCountries });
        return z.NEVER;
      }
      return codes;
    }),
);

/** The codes of a list that are no country's, as the message beside its field names them. */
export function unknownCountryCodes(list: string): string[] {
  return countryCodesIn(list).filter((code) => !KNOWN_CODES.has(code));
}

/** An amount in US dollars as typed ("4.99", "4,99", "5"), in cents; empty is null. */
const dollarsField = typed.pipe(
  z
    .string()
    .trim()
    .transform((amount, context) => {
      if (amount === "") return null;
      const dotted = amount.replace(",", ".");
      const cents = /^[0-9]{1,7}(\.[0-9]{1,2})?$/.test(dotted) ? Math.round(Number(dotted) * 100) : Number.NaN;
      if (!(cents >= 0 && cents <= 100_000_000)) {
        context.addIssue({ code: "custom", message: SHIPPING_ERRORS.amount });
        return z.NEVER;
      }
      return cents;
    }),
);

const rateField = dollarsField.refine((cents) => cents !== null, "errors.required").transform((cents) => cents ?? 0);

const daysField = typed.pipe(
  z
    .string()
    .trim()
    .min(1, "errors.required")
    .regex(/^[0-9]{1,3}$/, SHIPPING_ERRORS.days)
    .transform(Number)
    .refine((days) => days <= MAX_DAYS, SHIPPING_ERRORS.days),
);

const termsShape = { rate: rateField, freeFrom: dollarsField, minDays: daysField, maxDays: daysField };
type TermsFields = { rate: number; freeFrom: number | null; minDays: number; maxDays: number };

/** A check that runs once these fields are valid, whatever else is to fix (so every message shows at once). */
function fieldsPassed(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));
}

/** A zone's terms, its fewest days no more than its most, said beside the most whatever else is to fix. */
function withDayRange<T extends z.ZodType<TermsFields>>(schema: T) {
  return schema.refine((terms) => terms.maxDays >= terms.minDays, {
    message: SHIPPING_ERRORS.dayRange,
    path: ["maxDays"],
    when: fieldsPassed("minDays", "maxDays"),
  });
}

const termsOf = ({ rate, freeFrom, minDays, maxDays }: TermsFields): ZoneTerms => ({
  rateCents: rate,
  freeFromCents: freeFrom,
  minDays,
  maxDays,
});

const restSchema = withDayRange(z.object(termsShape)).transform(termsOf);

const zoneRowSchema = withDayRange(
  z.object({
    name: typed.pipe(z.string().trim().min(1, "errors.required").max(60, "errors.tooLong")),
    countries: countriesField.refine((codes) => codes.length > 0, SHIPPING_ERRORS.noCountries),
    ...termsShape,
  }),
).transform(({ name, countries, ...terms }): ShippingZone => ({ name, countries, ...termsOf(terms) }));

/** A row's fields as posted (an object without a prototype, from formObject), or none when it is not one. */
function rowFields(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The zone rows in their order (`zones.0`, `zones.1`…), read into an array: only keys that are row numbers are
 * read, none becomes a key of anything, and a row left blank is dropped. Each row's messages keep its key.
 */
const zonesField = z
  .unknown()
  .optional()
  .transform((posted, context): ShippingZone[] => {
    const rows = rowFields(posted);
    if (!rows) return [];
    const keys = Object.keys(rows)
      .filter(isZoneRowKey)
      .sort((a, b) => Number(a) - Number(b));
    const zones: ShippingZone[] = [];
    let kept = 0;
    for (const key of keys) {
      const row = rowFields(rows[key]);
      if (!row) continue;
      if (isBlankZoneRow(postedText(row.name), postedText(row.countries))) continue;
      kept += 1;
      const parsed = zoneRowSchema.safeParse(row);
      if (parsed.success) zones.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          context.addIssue({ code: "custom", message: issue.message, path: [key, ...issue.path] });
    }
    if (kept > MAX_ZONES) context.addIssue({ code: "custom", message: SHIPPING_ERRORS.tooManyZones });
    return zones;
  });

/** The form, read into the setting as stored (domain/shipping.ts). */
export const shippingFormSchema = z
  .object({
    shipsTo: z.enum(SHIPS_TO_CHOICES, { error: SHIPPING_ERRORS.shipsTo }),
    shipsToCountries: countriesField,
    zones: zonesField,
    rest: z.preprocess((value) => rowFields(value) ?? {}, restSchema),
  })
  .refine((form) => form.shipsTo === "everywhere" || form.shipsToCountries.length > 0, {
    message: SHIPPING_ERRORS.noCountries,
    path: ["shipsToCountries"],
    when: fieldsPassed("shipsTo", "shipsToCountries"),
  })
  .transform(
    (form): ShippingSettings => ({
      shipsTo: form.shipsTo === "everywhere" ? null : form.shipsToCountries,
      zones: form.zones,
      rest: form.rest,
    }),
  );

/** Placeholder values of the messages that have them, by field: the codes that are no country's. */
export type MessageValues = Partial<Record<string, Record<string, string>>>;

export type ShippingFormResult =
  | { ok: true; data: ShippingSettings }
  | (FormFailure & { messageValues: MessageValues });

/** Reads the posted shipping form: the setting, or each field's message (naming unknown codes) and what was typed. */
export function parseShippingForm(form: FormData): ShippingFormResult {
  const parsed = parseForm(shippingFormSchema, form);
  if (parsed.ok) return { ok: true, data: parsed.data };
  return { ...parsed, messageValues: unknownCodesNamed(parsed.errors, parsed.values) };
}

function unknownCodesNamed(errors: FieldErrors, values: FormValues): MessageValues {
  const named = keyedByInput<Record<string, string>>();
  for (const [field, message] of Object.entries(errors)) {
    if (message === SHIPPING_ERRORS.unknownCountries)
      named[field] = { codes: unknownCountryCodes(textOf(values[field])).join(", ") };
  }
  return named;
}
