import { isEuMemberState, type VatNumber } from "./vat-number";

// Whether a business buyer's order is zero-rated by reverse charge (decision 060): the pure part of the decision,
// shared by the checkout's summary and the order placed (server/tax/business-buyer.ts adds VIES).

/** What VIES said of a number: confirmed, or not asked (off, out of reach, an error). "Not registered" refuses. */
export type VatCheck = "valid" | "unchecked";

/** A business buyer's details as kept with the order. */
export type BusinessBuyer = {
  company: string;
  /** Canonical ("FR40303265045"). */
  vatNumber: string;
  check: VatCheck;
  reverseCharge: boolean;
};

/**
 * Reverse charge applies when the number is an EU member state's (its check digits passed before this is asked, and
 * VIES did not say it is not registered), that state is not the store's home country, and the goods go to that same
 * state. Otherwise the number is printed and the order's VAT is charged as for anyone.
 */
export function reverseChargeApplies(vat: VatNumber, { homeCountry, shipTo }: { homeCountry: string; shipTo: string }) {
  return isEuMemberState(vat.country) && vat.country !== homeCountry && vat.country === shipTo;
}
