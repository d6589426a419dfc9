import { type FormFailure, parseForm } from "~domain/form";
import { rateOfPercent, TAX_MODES, type TaxRateRow, type TaxSettings } from "~domain/tax";
import { isBlankRateRow, isRateRowKey, MAX_RATE_ROWS, sortedRateRows } from "~domain/tax-form";
import { knownRegions } from "~domain/tax-regions";
import { z } from "~domain/zod";
import { COUNTRY_CODES, needsState } from "../accounts/countries";

// The tax settings form (issue 51, decision 061): the mode, the home country, whether shipping is taxed and VAT
// numbers checked with VIES, and the rates' table, read into the `tax` setting (domain/tax.ts). Rows arrive as
// `rates.<n>.<field>`; a row left wholly empty or ticked to remove is dropped. Every message is beside its field
// (`rates.3.standard`), and what was typed comes back. No posted name becomes a key of anything.

const KNOWN_CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

export const TAX_FORM_ERRORS = {
  rate: "tax.errors.rate",
  country: "tax.errors.country",
  region: "tax.errors.region",
  mode: "tax.errors.mode",
  noRegions: "taxSettings.errors.noRegions",
  unknownRegion: "taxSettings.errors.unknownRegion",
  duplicate: "taxSettings.errors.duplicate",
  tooManyRows: "taxSettings.errors.tooManyRows",
} as const;

/** A field's text as posted: absent, repeated or nested names (someone else's form) read as one text or none. */
function postedText(value: unknown): string {
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
}
const typed = z.preprocess(postedText, z.string());

const countryField = typed.pipe(
  z
    .string()
    .trim()
    .toUpperCase()
    .min(1, "errors.required")
    .refine((code) => KNOWN_CODES.has(code), TAX_FORM_ERRORS.country),
);

/** A percentage as typed, read as millionths exactly ("5,5" is 55000); over 100 % or not a number is refused. */
const percentField = typed.pipe(
  z
    .string()
    .trim()
    .min(1, "errors.required")
    .transform((text, context) => {
      const rate = rateOfPercent(text);
      if (rate !== null) return rate;
      context.addIssue({ code: "custom", message: TAX_FORM_ERRORS.rate });
      return z.NEVER;
    }),
);

const regionField = typed.pipe(
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,3}$/, TAX_FORM_ERRORS.region),
);

/** A check that runs once these fields are valid, whatever else is to fix (so every message shows at once). */
const whenPassed =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));

/** Whether a country's addresses name a region at all (a region's rate for one that does not is a mistake). */
const hasRegions = (country: string) => needsState(country) || knownRegions(country) !== null;

/** A row's region is checked against its country once both are well formed (each message beside its field). */
const rateRowSchema = z
  .object({ country: countryField, region: regionField, standard: percentField, reduced: percentField })
  .refine((row) => row.region === "" || hasRegions(row.country), {
    message: TAX_FORM_ERRORS.noRegions,
    path: ["region"],
    when: whenPassed("country", "region"),
  })
  .refine((row) => row.region === "" || (knownRegions(row.country)?.some(([code]) => code === row.region) ?? true), {
    message: TAX_FORM_ERRORS.unknownRegion,
    path: ["region"],
    when: whenPassed("country", "region"),
  })
  .transform(
    (row): TaxRateRow => ({
      country: row.country,
      region: row.region || null,
      standard: row.standard,
      reduced: row.reduced,
    }),
  );

/** A row's fields as posted (an object without a prototype, from formObject), or none when it is not one. */
function rowFields(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The rate rows in their order (`rates.0`, `rates.1`…), read into an array: only keys that are row numbers are
 * read, none becomes a key of anything, a row left blank or ticked to remove is dropped, and the same country and
 * region twice is said beside the second. Each row's messages keep its key.
 */
const ratesField = z
  .unknown()
  .optional()
  .transform((posted, context): TaxRateRow[] => {
    const rows = rowFields(posted);
    if (!rows) return [];
    const keys = Object.keys(rows)
      .filter(isRateRowKey)
      .sort((a, b) => Number(a) - Number(b));
    const kept: TaxRateRow[] = [];
    const seen = new Set<string>();
    let count = 0;
    for (const key of keys) {
      const row = rowFields(rows[key]);
      if (!row || postedText(row.remove) !== "") continue;
      const text = {
        country: postedText(row.country),
        region: postedText(row.region),
        standard: postedText(row.standard),
        reduced: postedText(row.reduced),
      };
      if (isBlankRateRow(text)) continue;
      count += 1;
      // The same place twice is said beside the second, whatever else either row has to fix.
      const region = text.region.trim().toUpperCase();
      const place = `${text.country.trim().toUpperCase()} ${region}`;
      if (text.country.trim() !== "" && seen.has(place)) {
        const field = region === "" ? "country" : "region";
        context.addIssue({ code: "custom", message: TAX_FORM_ERRORS.duplicate, path: [key, field] });
        continue;
      }
      seen.add(place);
      const parsed = rateRowSchema.safeParse(text);
      if (parsed.success) kept.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          context.addIssue({ code: "custom", message: issue.message, path: [key, ...issue.path] });
    }
    if (count > MAX_RATE_ROWS) context.addIssue({ code: "custom", message: TAX_FORM_ERRORS.tooManyRows });
    return sortedRateRows(kept);
  });

const ticked = z
  .unknown()
  .optional()
  .transform((value) => postedText(value) !== "");

/** The form, read into the setting as stored. */
export const taxFormSchema = z
  .object({
    mode: typed.pipe(z.enum(TAX_MODES, { error: TAX_FORM_ERRORS.mode })),
    homeCountry: countryField,
    shippingTaxed: ticked,
    viesCheck: ticked,
    rates: ratesField,
  })
  .transform((form): TaxSettings => form);

export type TaxFormResult = { ok: true; data: TaxSettings } | FormFailure;

/** Reads the posted tax form: the setting, or each field's message and what was typed. */
export function parseTaxForm(form: FormData): TaxFormResult {
  const parsed = parseForm(taxFormSchema, form);
  return parsed.ok ? { ok: true, data: parsed.data } : parsed;
}
