import type { FormValues } from "./form";
import type { ShippingSettings, ZoneTerms } from "./shipping";

// The shipping settings form's text, shared by the page that shows it and the server that reads it back
// (server/settings/shipping-settings-form.ts): lists of country codes as an operator types them, the fields' values
// for the settings as saved, and which zone rows the form shows.

/** Zones the store keeps at most (domain/shipping.ts allows as many). */
export const MAX_ZONES = 20;

/** The most delivery days a zone may promise (domain/shipping.ts allows as many). */
export const MAX_DAYS = 120;

/** The field of the ship-to choice, and its two answers. */
export const SHIPS_TO_CHOICES = ["everywhere", "listed"] as const;
export type ShipsToChoice = (typeof SHIPS_TO_CHOICES)[number];

/** The fields of a zone row, each named `zones.<row>.<field>`. */
export const ZONE_FIELDS = ["name", "countries", "rate", "freeFrom", "minDays", "maxDays"] as const;

/** A row of the zones' table is named by a plain number (no sign, no leading zero) below 1000. */
const ROW_KEY = /^(0|[1-9][0-9]{0,2})$/;
const ROW_FIELD = /^zones\.(0|[1-9][0-9]{0,2})\.[A-Za-z]+$/;

/** Whether a form name may be a zone row's key (`zones.<key>.name`). */
export function isZoneRowKey(key: string): boolean {
  return ROW_KEY.test(key);
}

/** The codes of a list typed by a person (spaces, commas, semicolons or new lines between), in capitals, each once. */
export function countryCodesIn(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/u)
        .filter(Boolean)
        .map((code) => code.toUpperCase()),
    ),
  ];
}

/** Codes as the form's text areas show them. */
export function countryListText(codes: readonly string[]): string {
  return codes.join(", ");
}

/** US cents as the form shows them in dollars: 499 → "4.99"; null (never free) → "". */
export function dollarsText(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}

function termsValues(prefix: string, terms: ZoneTerms): [string, string][] {
  return [
    [`${prefix}.rate`, dollarsText(terms.rateCents)],
    [`${prefix}.freeFrom`, dollarsText(terms.freeFromCents)],
    [`${prefix}.minDays`, String(terms.minDays)],
    [`${prefix}.maxDays`, String(terms.maxDays)],
  ];
}

/** The form's fields filled with the settings as saved: what the operator sees before changing anything. */
export function shippingFormValues(settings: ShippingSettings): FormValues {
  return Object.fromEntries([
    ["shipsTo", settings.shipsTo === null ? "everywhere" : "listed"],
    ["shipsToCountries", countryListText(settings.shipsTo ?? [])],
    ...settings.zones.flatMap((zone, row) => [
      [`zones.${row}.name`, zone.name],
      [`zones.${row}.countries`, countryListText(zone.countries)],
      ...termsValues(`zones.${row}`, zone),
    ]),
    ...termsValues("rest", settings.rest),
  ]);
}

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""));

/** Whether a zone row was left empty (no name, no country): it is not a zone, and saving drops it. */
export function isBlankZoneRow(name: string, countries: string): boolean {
  return name.trim() === "" && countryCodesIn(countries).length === 0;
}

/**
 * The rows the zones' table shows, by key in order: those of `values` (the settings, or what was typed), and one
 * empty row more for a new zone unless one is already there or the store has as many zones as it may.
 */
export function zoneRowKeys(values: FormValues): string[] {
  const keys = new Set<number>();
  for (const name of Object.keys(values)) {
    const match = ROW_FIELD.exec(name);
    if (match) keys.add(Number(match[1]));
  }
  const rows = [...keys].sort((a, b) => a - b).map(String);
  const blank = rows.some((row) =>
    isBlankZoneRow(text(values[`zones.${row}.name`]), text(values[`zones.${row}.countries`])),
  );
  const next = rows.length === 0 ? 0 : Number(rows[rows.length - 1]) + 1;
  return blank || rows.length >= MAX_ZONES || !isZoneRowKey(String(next)) ? rows : [...rows, String(next)];
}
