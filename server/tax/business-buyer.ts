import { type BusinessBuyer, reverseChargeApplies } from "~domain/business-buyer";
import type { TaxSettings } from "~domain/tax";
import type { VatNumber } from "~domain/vat-number";
import { checkWithVies } from "./vies";

/** The decision for a business buyer at checkout, or the refusal said beside the VAT number. */
export type BusinessDecision = { ok: true; business: BusinessBuyer } | { ok: false; error: "vat.errors.notRegistered" };

/**
 * A business buyer's order (decision 060): the number's check digits passed already (the checkout's form); when the
 * `tax` setting asks for it, VIES is asked once, on submit. VIES saying "not registered" refuses the number; VIES out
 * of reach, slow or failing leaves it unchecked and the order goes on. Reverse charge applies to a number of another
 * EU member state than the store's, for goods shipped to that state (domain/business-buyer.ts).
 */
export async function decideBusinessBuyer(
  buyer: { company: string; vat: VatNumber; shipTo: string },
  tax: Pick<TaxSettings, "homeCountry" | "viesCheck">,
  viesUrl: string,
): Promise<BusinessDecision> {
  const { company, vat, shipTo } = buyer;
  const vies = tax.viesCheck ? await checkWithVies(viesUrl, vat) : "unavailable";
  if (vies === "invalid") return { ok: false, error: "vat.errors.notRegistered" };
  return {
    ok: true,
    business: {
      company,
      vatNumber: vat.canonical,
      check: vies === "valid" ? "valid" : "unchecked",
      reverseCharge: reverseChargeApplies(vat, { homeCountry: tax.homeCountry, shipTo }),
    },
  };
}
