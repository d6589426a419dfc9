import type { CountryOption } from "~server/accounts/countries";
import type { CountryChoice } from "./address-fields";

/**
 * The countries each address may be in. Where the store ships only to some (`shipsTo`), the shipping address offers
 * only those, with a sentence saying so; the billing address, where the parcel goes unless it is shipped elsewhere,
 * offers them first and the others after (a billing address may be anywhere).
 */
export function countryChoices(
  countries: CountryOption[],
  shipsTo: string[] | null,
  t: (key: string) => string,
): Record<"billing" | "shipping", CountryChoice> {
  if (!shipsTo) return { billing: { options: countries }, shipping: { options: countries } };
  const listed = new Set(shipsTo);
  const shipped = countries.filter((country) => listed.has(country.code));
  const others = countries.filter((country) => !listed.has(country.code));
  return {
    shipping: { options: shipped, hint: t("checkout.shipsOnlyTo") },
    billing: {
      options: countries,
      groups: [
        { label: t("checkout.countriesShipped"), options: shipped },
        { label: t("checkout.countriesBillingOnly"), options: others },
      ],
      hint: t("checkout.billingCountriesHint"),
    },
  };
}
