import type { DisplayCurrency } from "./money";
import { shownUnitCents } from "./shown-price";
import { rateAt, type TaxClass, type TaxPlace, type TaxRateRow, type TaxSettings, taxesByRegion } from "./tax";

// What the catalogue's prices need of the tax settings (decision 058, issue 51): the mode, the home country and the
// rows of the home and destination countries only, so that every page's root data stays small and the browser
// works out a shown price with the very function the cart charges with (shownUnitCents).

/** The tax a shopper's prices are shown with: where they ship to (null: not known, the home country) and its rows. */
export type PriceTax = {
  mode: TaxSettings["mode"];
  homeCountry: string;
  /** The home country's rows and the destination country's (all its regions'): what rateAt needs, no more. */
  rates: TaxRateRow[];
  destination: TaxPlace | null;
};

/** The part of the settings a shopper going to `destination` needs (null: unknown, prices as entered). */
export function priceTaxFor(tax: TaxSettings, destination: TaxPlace | null): PriceTax {
  const countries = new Set([tax.homeCountry, destination?.country]);
  return {
    mode: tax.mode,
    homeCountry: tax.homeCountry,
    rates: tax.rates.filter((row) => countries.has(row.country)),
    destination,
  };
}

/** A product's unit price as shown (minor units of `currency`), the same the cart charges. */
export function shownCents(usdCents: number, currency: DisplayCurrency, tax: PriceTax, taxClass: TaxClass): number {
  return shownUnitCents(usdCents, currency, tax, tax.destination, taxClass);
}

/**
 * What a price says about tax beside it:
 * - `included`: prices include tax and the destination charges `rate` on this class ("incl. VAT", "incl. 19 % VAT");
 * - `excluded`: tax comes on top at checkout: prices exclude tax (US style), or the destination taxes by region and
 *   the region is not known yet (a US state's rate is added once the address says which);
 * - `none`: prices include tax, and no tax is charged on this product there (a country the store collects nothing
 *   in, or a zero-rated product).
 */
export type PriceTaxNote = { kind: "included"; rate: number } | { kind: "excluded" } | { kind: "none" };

export function priceTaxNote(tax: PriceTax, taxClass: TaxClass): PriceTaxNote {
  if (tax.mode === "exclusive") return { kind: "excluded" };
  const place = tax.destination ?? { country: tax.homeCountry, region: null };
  const rate = rateAt(tax, place, taxClass);
  if (rate > 0) return { kind: "included", rate };
  const regionUnknown = taxClass !== "zero" && place.region === null && taxesByRegion(tax, place.country);
  return regionUnknown ? { kind: "excluded" } : { kind: "none" };
}

/** schema.org's `valueAddedTaxIncluded` for an offer shown with this note. */
export function taxIncludedInOffer(note: PriceTaxNote): boolean {
  return note.kind !== "excluded";
}
