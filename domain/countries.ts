/** The checkout's countries (specification 2.5), as ISO 3166 codes; names come from `countries.{code}`. */
export const COUNTRY_CODES = ["US", "RU", "IT", "FR", "UA", "DE", "AU"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}
