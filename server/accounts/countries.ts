// The library without its names (its package entry loads every language's): the codes alone.
import countries from "i18n-iso-countries/index.js";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { countryName } from "~domain/countries";
import type { Locale } from "~domain/locales";
import { z } from "~domain/zod";

// The countries an address may be in: every country of ISO 3166-1 (the maintained list of i18n-iso-countries), named
// in the visitor's language by the runtime's Intl.DisplayNames (CLDR) and sorted by that language's collation. A
// postcode is checked against its country's format where postcode-validator knows one.

/** Every ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES = Object.keys(countries.getAlpha2Codes()) as [string, ...string[]];

/** A country of the list, by its ISO code. */
export const countryField = z.enum(COUNTRY_CODES, { error: "addresses.errors.countryInvalid" });

export type CountryOption = { code: string; name: string };

const optionsByLocale = new Map<Locale, CountryOption[]>();

/** The country list as a select shows it: each named in `locale`, in that language's alphabetical order. */
export function countryOptions(locale: Locale): CountryOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    optionsByLocale.set(locale, options);
  }
  return options;
}

/** Whether `postcode` has the form of a postcode of `country` (any form for a country whose format is not known). */
export function fitsCountryPostcode(country: string, postcode: string): boolean {
  return !postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country);
}

/** Refines an address's schema: its postcode must fit its country (the message beside the postcode). */
export function withPostcodeOfCountry<T extends { country: string; postcode: string }>(
  place: T,
  context: z.RefinementCtx,
): void {
  if (!fitsCountryPostcode(place.country, place.postcode)) {
    context.addIssue({ code: "custom", path: ["postcode"], message: "addresses.errors.postcodeFormat" });
  }
}
