// The library without its names (its package entry loads every language's): the codes alone.
import countries from "i18n-iso-countries/index.js";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { countryName } from "~domain/countries";
import type { Locale } from "~domain/locales";
import { z } from "~domain/zod";

// The countries an address may be in: every country of ISO 3166-1 (the maintained list of i18n-iso-countries), named
// in the visitor's language by the runtime's Intl.DisplayNames (CLDR) and sorted by that language's collation. A
// postcode is checked against its country's format where postcode-validator knows one, and a state or region is
// required where the country's addresses need one.

/** Every ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES = Object.keys(countries.getAlpha2Codes()) as [string, ...string[]];

/** A country of the list, by its ISO code. */
export const countryField = z.enum(COUNTRY_CODES, { error: "addresses.errors.countryInvalid" });

/**
 * The countries whose postal addresses need a state, province or region: those whose `require` holds "S" in Google's
 * libaddressinput data (github.com/google/libaddressinput, cpp/src/region_data_constants.cc, commit e20690c of
 * June 2025). Elsewhere the field may be left empty.
 */
const STATE_REQUIRED: ReadonlySet<string> = new Set(
  "AE AS AU BR CA CN CO CR ES FM HK HN ID IN IQ IT JM JP KN KR KY MH MP MX NR PF PG PW RU SO SV TW UM US VE VI VN".split(
    " ",
  ),
);

/** Whether an address in `country` must name its state, province or region. */
export function needsState(country: string): boolean {
  return STATE_REQUIRED.has(country);
}

/** An address's state, province or region: may be empty (see `withCountryRules` for where it may not). */
export const stateField = z.string().trim().max(60, "errors.tooLong").default("");

/** A country as a select offers it; `needsState`: its addresses must name a state or region. */
export type CountryOption = { code: string; name: string; needsState: boolean };

const optionsByLocale = new Map<Locale, CountryOption[]>();

/** The country list as a select shows it: each named in `locale`, in that language's alphabetical order. */
export function countryOptions(locale: Locale): CountryOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({
      code,
      name: countryName(code, locale),
      needsState: needsState(code),
    })).sort((a, b) => collator.compare(a.name, b.name));
    optionsByLocale.set(locale, options);
  }
  return options;
}

/** Whether `postcode` has the form of a postcode of `country` (any form for a country whose format is not known). */
export function fitsCountryPostcode(country: string, postcode: string): boolean {
  return !postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country);
}

const RULED_FIELDS = ["country", "state", "postcode"];

/**
 * Refines an address's schema by its country: the postcode must fit it, and the state must be given where its
 * addresses need one (each message beside its field). Runs whenever those three fields are well formed, so their
 * messages show together with those of the other fields.
 */
export function withCountryRules<S extends z.ZodType<{ country: string; state: string; postcode: string }>>(
  schema: S,
): S {
  return schema.superRefine(
    (place, context) => {
      if (!fitsCountryPostcode(place.country, place.postcode)) {
        context.addIssue({ code: "custom", path: ["postcode"], message: "addresses.errors.postcodeFormat" });
      }
      if (needsState(place.country) && place.state === "") {
        context.addIssue({ code: "custom", path: ["state"], message: "addresses.errors.stateRequired" });
      }
    },
    { when: (payload) => !payload.issues.some((issue) => RULED_FIELDS.includes(String(issue.path?.[0]))) },
  );
}
