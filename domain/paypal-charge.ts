import { formatMinorUnits, USD } from "./money";

// What PayPal charges for what an order owes (decision 031). PayPal takes payments in a list of currencies it
// publishes (developer.paypal.com: "Currency codes"); the Russian rouble is not among them. An order in such a
// currency is charged in US dollars at the rate the order was priced at, and the buyer is told before paying.

/** The currencies of PayPal's REST API with two decimals (the store's minor units). */
const PAYPAL_CURRENCIES: ReadonlySet<string> = new Set([
  "AUD",
  "BRL",
  "CAD",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "HKD",
  "ILS",
  "MXN",
  "NZD",
  "NOK",
  "PHP",
  "PLN",
  "GBP",
  "SGD",
  "SEK",
  "CHF",
  "THB",
  "USD",
]);

export function paypalTakes(currencyCode: string): boolean {
  return PAYPAL_CURRENCIES.has(currencyCode);
}

/**
 * The charge at PayPal for `owedCents` of an order in `currencyCode` priced at `rate` units per US dollar: the same
 * amount when PayPal takes that currency, else its value in US cents (rounded to the cent).
 */
export function paypalCharge(owedCents: number, currencyCode: string, rate: number) {
  if (paypalTakes(currencyCode)) return { cents: owedCents, currencyCode };
  return { cents: Math.round(owedCents / rate), currencyCode: "USD" };
}

/**
 * What a buyer reads before paying `owedCents` of an order in a currency PayPal does not take: the charge in US
 * dollars ("$110.00"); null when PayPal takes the currency.
 */
export function dollarChargeText(owedCents: number, currencyCode: string, rate: number): string | null {
  if (paypalTakes(currencyCode)) return null;
  return formatMinorUnits(paypalCharge(owedCents, currencyCode, rate).cents, USD);
}

/**
 * The share of `amount` that `part` of `whole` is (rounded to the minor unit; all of it for the whole): how an amount
 * in the order's currency and one charged in another correspond.
 */
export function shareOf(part: number, whole: number, amount: number): number {
  if (part >= whole) return amount;
  return Math.round((amount * part) / whole);
}

/** What PayPal is told a charge is made of (Orders v2 `amount.breakdown`), in minor units. */
export type PayPalBreakdown = { itemTotal: number; shipping: number; taxTotal: number };

/**
 * The breakdown of a charge for a whole order (decision 058): its tax, its shipping without tax, and the goods after
 * any discount as the rest, so the three add up to the charge exactly, as PayPal requires. Null when the charge is not
 * the order's whole total in its own currency (a part already cancelled, a currency PayPal does not take): then no
 * breakdown is sent, rather than one PayPal would refuse.
 */
export function paypalBreakdown(
  charge: { cents: number; currencyCode: string },
  order: { totalCents: number; currencyCode: string; taxCents: number; shippingNetCents: number },
): PayPalBreakdown | null {
  if (charge.currencyCode !== order.currencyCode || charge.cents !== order.totalCents) return null;
  const itemTotal = order.totalCents - order.taxCents - order.shippingNetCents;
  if (itemTotal < 0 || order.taxCents < 0 || order.shippingNetCents < 0) return null;
  return { itemTotal, shipping: order.shippingNetCents, taxTotal: order.taxCents };
}
