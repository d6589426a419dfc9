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
