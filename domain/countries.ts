import { namesIn } from "./intl-formats";

/**
 * A country's name in `locale`, by its ISO 3166 code (the runtime's CLDR names; the code itself when it has none).
 * The list of countries is the server's (server/accounts/countries.ts); pages get it named and sorted.
 */
export function countryName(code: string, locale: string): string {
  try {
    return namesIn(locale, "region").of(code) ?? code;
  } catch {
    return code;
  }
}
