// Taxes (decision 058): the store's rates per destination and class, and the one rounding rule every amount of tax
// comes from. Rates are integers in millionths (parts per million): 19 % is 190_000, Québec's 14.975 % is 149_750.
// No floating point touches an amount of tax: every product and quotient below is a BigInt.

/** What a product is taxed as: a country's standard rate, its reduced rate, or nothing. */
export const TAX_CLASSES = ["standard", "reduced", "zero"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/**
 * Whether the prices entered in the store include tax (EU style: a price is what a buyer in the store's own country
 * pays) or exclude it (US style: tax is added at checkout).
 */
export const TAX_MODES = ["inclusive", "exclusive"] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** A rate's unit: one millionth. 100 % is RATE_SCALE. */
export const RATE_SCALE = 1_000_000;
/** No rate is above 100 %. */
export const MAX_RATE = RATE_SCALE;

/** A country's rates, or a region's of a country that taxes per region (US states, Canadian provinces). */
export type TaxRateRow = {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The region's code as addresses hold it (a US state's "CA", a province's "QC"); null: the whole country. */
  region: string | null;
  standard: number;
  reduced: number;
};

/** Where tax is worked out for: the destination's country and region (the shipping address's state). */
export type TaxPlace = { country: string; region: string | null };

/** A percentage as typed ("19", "5,5", "14.975"): at most three decimals, 0 to 100, read as millionths exactly. */
export function rateOfPercent(typed: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?$/.exec(typed.trim());
  if (!match) return null;
  const rate = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
  return rate <= MAX_RATE ? rate : null;
}

/** A rate as a percentage for people and forms: 190000 → "19", 55000 → "5.5", 149750 → "14.975". */
export function percentOfRate(rate: number): string {
  const whole = Math.floor(rate / 10_000);
  const fraction = String(rate % 10_000)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The `tax` store setting (decision 058; checked by `taxSettingsSchema` in tax-settings.ts). */
export type TaxSettings = {
  mode: TaxMode;
  /** Where the store is registered: in "inclusive" mode a price entered is what a buyer there pays. */
  homeCountry: string;
  /** Shipping is taxed at its destination's standard rate (else it is not taxed). */
  shippingTaxed: boolean;
  /** Business buyers' EU VAT numbers are checked online with VIES as well as by their check digits. */
  viesCheck: boolean;
  rates: TaxRateRow[];
};

/** Without a saved `tax` setting the store charges no tax (a fresh database); the demo's seed saves its rates. */
export const NO_TAX: TaxSettings = {
  mode: "inclusive",
  homeCountry: "DE",
  shippingTaxed: true,
  viesCheck: false,
  rates: [],
};

/** The store's legal identity, printed on its invoices (the `identity` store setting). */
export type StoreIdentity = { legalName: string; address: string; taxNumber: string; email?: string | undefined };

/**
 * The rate of `taxClass` at `place`: the region's row, else the country's (region null), else none (the store does
 * not collect tax there). The zero class is always 0.
 */
export function rateAt(settings: Pick<TaxSettings, "rates">, place: TaxPlace, taxClass: TaxClass): number {
  if (taxClass === "zero") return 0;
  const row =
    (place.region ? settings.rates.find((r) => r.country === place.country && r.region === place.region) : undefined) ??
    settings.rates.find((r) => r.country === place.country && r.region === null);
  return row ? row[taxClass] : 0;
}

/** Whether a country taxes per region in these settings (an address there must name one). */
export function taxesByRegion(settings: Pick<TaxSettings, "rates">, country: string): boolean {
  return settings.rates.some((row) => row.country === country && row.region !== null);
}

/** a / b for BigInts, rounded half away from zero (b > 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const quotient = (2n * magnitude + b) / (2n * b);
  return negative ? -quotient : quotient;
}

/**
 * The unit price shown for a destination, in minor units, from the price as entered (already in the shopper's
 * currency). "exclusive": as entered (tax comes on top). "inclusive": the entered price holds the home country's
 * rate; the destination's replaces it: entered × (1 + dest) / (1 + home), rounded half away from zero, once.
 */
export function shownUnitPrice(entered: number, mode: TaxMode, homeRate: number, destinationRate: number): number {
  if (mode === "exclusive" || homeRate === destinationRate) return entered;
  const scale = BigInt(RATE_SCALE);
  return Number(divideRounded(BigInt(entered) * (scale + BigInt(destinationRate)), scale + BigInt(homeRate)));
}

/** An amount split into what it is without tax, the tax, and with it. net + tax = gross, always. */
export type TaxSplit = { net: number; tax: number; gross: number };

/**
 * The one rounding rule (decision 058): tax is worked out once per line (after its share of any discount) and once
 * per parcel's shipping, half away from zero. "inclusive": the amount is gross, net = gross / (1 + rate) rounded, and
 * tax = gross − net. "exclusive": the amount is net, tax = net × rate rounded, and gross = net + tax.
 */
export function splitTax(amount: number, rate: number, mode: TaxMode): TaxSplit {
  const scale = BigInt(RATE_SCALE);
  if (mode === "inclusive") {
    const net = Number(divideRounded(BigInt(amount) * scale, scale + BigInt(rate)));
    return { net, tax: amount - net, gross: amount };
  }
  const tax = Number(divideRounded(BigInt(amount) * BigInt(rate), scale));
  return { net: amount, tax, gross: amount + tax };
}

/** One rate's row of a tax summary: what was taxed at it, and the tax. */
export type TaxByRate = { rate: number; net: number; tax: number };

/** Splits grouped by rate, lowest rate first (the rows a cart, an order and an invoice show under the subtotal). */
export function taxByRate(splits: readonly (TaxSplit & { rate: number })[]): TaxByRate[] {
  const byRate = new Map<number, TaxByRate>();
  for (const split of splits) {
    const row = byRate.get(split.rate) ?? { rate: split.rate, net: 0, tax: 0 };
    row.net += split.net;
    row.tax += split.tax;
    byRate.set(split.rate, row);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
