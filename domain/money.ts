import { groupDigits } from "./digit-groups";

/** A currency as the browser needs it to show prices: rate is units per 1 USD. */
export type DisplayCurrency = { code: string; symbol: string; rate: number };

/** The base currency: prices are stored in its cents. */
export const USD: DisplayCurrency = { code: "USD", symbol: "$", rate: 1 };

/** Converts USD cents into the minor units of `currency`, rounding half away from zero. */
export function convertCents(usdCents: number, currency: DisplayCurrency): number {
  const converted = usdCents * currency.rate;
  return Math.sign(converted) * Math.round(Math.abs(converted));
}

/** The one way to show money: currency symbol, then the converted value with 2 decimals. */
export function formatMoney(usdCents: number, currency: DisplayCurrency): string {
  return formatMinorUnits(convertCents(usdCents, currency), currency);
}

/** An amount already in the currency's minor units (a cart total), shown the same way. */
export function formatMinorUnits(minor: number, currency: Pick<DisplayCurrency, "symbol">): string {
  const sign = minor < 0 ? "-" : "";
  // Whole minor units, grouped as en-US writes them: no `Intl` (domain/digit-groups.ts says why).
  const magnitude = Math.round(Math.abs(minor));
  const cents = String(magnitude % 100).padStart(2, "0");
  return `${sign}${currency.symbol}${groupDigits(Math.floor(magnitude / 100))}.${cents}`;
}

/** Minor units as a plain decimal number, for files and form fields: "1234.05", "-0.40" (no symbol, no grouping). */
export function plainMinorUnits(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const magnitude = Math.abs(minor);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}
