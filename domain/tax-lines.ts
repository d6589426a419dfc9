import { percentOfRate, type TaxByRate } from "./tax";

/**
 * One line of tax under a cart's, an order's or a mail's totals (decision 058): "Incl. VAT 19 %" after the total when
 * the prices include it, "Tax 7.25 %" before the total when it comes on top, "VAT 0 % (reverse charge)" for a business
 * buyer's zero-rated order, and a single "Tax" of 0 where nothing is taxed.
 */
export type TaxLine = {
  kind: "included" | "added" | "reverseCharge" | "none";
  /** The rate as a percentage for people ("19", "5.5"). */
  percent: string;
  cents: number;
};

export function taxLines(taxes: readonly TaxByRate[], included: boolean, reverseCharge: boolean): TaxLine[] {
  if (reverseCharge) return [{ kind: "reverseCharge", percent: "0", cents: 0 }];
  const taxed = taxes.filter((row) => row.tax !== 0);
  if (taxed.length === 0) return [{ kind: "none", percent: "0", cents: 0 }];
  return taxed.map((row) => ({
    kind: included ? "included" : "added",
    percent: percentOfRate(row.rate),
    cents: row.tax,
  }));
}

/** The i18n key of a tax line's label (app's `cart.*`, the mails' `common.*`), with `{{rate}}`. */
export const TAX_LINE_LABELS: Readonly<Record<TaxLine["kind"], string>> = {
  included: "taxIncluded",
  added: "taxAdded",
  reverseCharge: "taxReverseCharge",
  none: "tax",
};
