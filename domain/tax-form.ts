import type { FormValues } from "./form";
import { percentOfRate, type TaxRateRow, type TaxSettings } from "./tax";

// The tax settings form's text (issue 51), shared by the page that shows it and the server that reads it back
// (server/settings/tax-settings-form.ts): the rates' table is posted as rows `rates.<n>.<field>`, each with a
// remove box; a row already saved carries its country as a hidden field (`fixed`), a new row offers a select.

/** The fields of a rate row, each named `rates.<row>.<field>`. */
export const RATE_ROW_FIELDS = ["country", "region", "standard", "reduced"] as const;

/** Rows the table keeps at most (taxSettingsSchema allows as many). */
export const MAX_RATE_ROWS = 400;

/** New rows the form offers below the saved ones. */
export const BLANK_RATE_ROWS = 3;

/** A rate row is named by a plain number (no sign, no leading zero) below 1000. */
const ROW_KEY = /^(0|[1-9][0-9]{0,2})$/;
const ROW_FIELD = /^rates\.(0|[1-9][0-9]{0,2})\.[A-Za-z]+$/;

/** Whether a form name may be a rate row's key (`rates.<key>.country`). */
export function isRateRowKey(key: string): boolean {
  return ROW_KEY.test(key);
}

/** Whether a row was left wholly empty: it is not a rate, and saving ignores it. */
export function isBlankRateRow(row: { country: string; region: string; standard: string; reduced: string }): boolean {
  return [row.country, row.region, row.standard, row.reduced].every((text) => text.trim() === "");
}

/** Rows in the order the table shows and the setting keeps them: by country, the whole country before its regions. */
export function sortedRateRows(rows: readonly TaxRateRow[]): TaxRateRow[] {
  return [...rows].sort(
    (a, b) =>
      a.country.localeCompare(b.country) ||
      (a.region === null ? -1 : b.region === null ? 1 : a.region.localeCompare(b.region)),
  );
}

/** The form's fields filled with the settings as saved: what the operator sees before changing anything. */
export function taxFormValues(settings: TaxSettings): FormValues {
  const values: FormValues = {
    mode: settings.mode,
    homeCountry: settings.homeCountry,
    ...(settings.shippingTaxed ? { shippingTaxed: "on" } : {}),
    ...(settings.viesCheck ? { viesCheck: "on" } : {}),
  };
  sortedRateRows(settings.rates).forEach((row, index) => {
    values[`rates.${index}.fixed`] = "1";
    values[`rates.${index}.country`] = row.country;
    values[`rates.${index}.region`] = row.region ?? "";
    values[`rates.${index}.standard`] = percentOfRate(row.standard);
    values[`rates.${index}.reduced`] = percentOfRate(row.reduced);
  });
  return values;
}

/**
 * The rows the table shows, by key in order: those of `values` (the settings, or what was typed), then new empty
 * rows up to BLANK_RATE_ROWS (fewer when the table is full).
 */
export function rateRowKeys(values: FormValues): string[] {
  const keys = new Set<number>();
  for (const name of Object.keys(values)) {
    const match = ROW_FIELD.exec(name);
    if (match) keys.add(Number(match[1]));
  }
  const rows = [...keys].sort((a, b) => a - b);
  const text = (row: number, field: string) => {
    const value = values[`rates.${row}.${field}`];
    return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
  };
  const blanks = rows.filter((row) =>
    isBlankRateRow({
      country: text(row, "country"),
      region: text(row, "region"),
      standard: text(row, "standard"),
      reduced: text(row, "reduced"),
    }),
  ).length;
  let next = (rows.at(-1) ?? -1) + 1;
  for (let added = blanks; added < BLANK_RATE_ROWS && rows.length < MAX_RATE_ROWS; added += 1) {
    if (!isRateRowKey(String(next))) break;
    rows.push(next);
    next += 1;
  }
  return rows.map(String);
}
