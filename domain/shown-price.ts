import { convertCents, type DisplayCurrency } from "./money";
import { rateAt, shownUnitPrice, type TaxClass, type TaxPlace, type TaxSettings } from "./tax";

/**
 * A product's unit price as a shopper sees it and the cart charges it (decision 058): its US cents converted to the
 * shopper's currency, then, when prices include tax, with the home country's rate for its class replaced by the
 * destination's (none known: the home country, so the price is as entered). In exclusive mode tax comes on top.
 */
export function shownUnitCents(
  usdCents: number,
  currency: DisplayCurrency,
  tax: Pick<TaxSettings, "mode" | "homeCountry" | "rates">,
  destination: TaxPlace | null,
  taxClass: TaxClass,
): number {
  const entered = convertCents(usdCents, currency);
  if (tax.mode === "exclusive") return entered;
  const home: TaxPlace = { country: tax.homeCountry, region: null };
  return shownUnitPrice(entered, "inclusive", rateAt(tax, home, taxClass), rateAt(tax, destination ?? home, taxClass));
}
