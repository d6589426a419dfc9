import { convertCents, type DisplayCurrency } from "./money";

/** The specification's extra lines: shipping is a flat 25 (USD), tax 0. */
export const SHIPPING_CENTS = 2500;
const TAX_CENTS = 0;

export type PricedLine = { unitCents: number; quantity: number };
export type CartTotals = {
  /** Each line's total, in the display currency's minor units, in the lines' order. */
  lineTotals: number[];
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
};

/**
 * Totals in the display currency, built from converted unit prices, so that what the shopper sees adds
 * up to the cent: line = converted unit × quantity; subtotal = Σ lines; total = subtotal + shipping + tax.
 * An empty cart has no shipping and totals zero.
 */
export function cartTotals(lines: readonly PricedLine[], currency: DisplayCurrency): CartTotals {
  const lineTotals = lines.map((line) => convertCents(line.unitCents, currency) * line.quantity);
  const subtotal = lineTotals.reduce((sum, value) => sum + value, 0);
  const shipping = lines.length > 0 ? convertCents(SHIPPING_CENTS, currency) : 0;
  const tax = lines.length > 0 ? convertCents(TAX_CENTS, currency) : 0;
  return { lineTotals, subtotal, shipping, tax, total: subtotal + shipping + tax };
}
