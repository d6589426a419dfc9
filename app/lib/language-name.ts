import { namesIn } from "~domain/intl-formats";
import type { Locale } from "~domain/locales";

/**
 * A language named in the page's own (English, английский, الإنجليزية), by the runtime's CLDR: "Product name
 * (Russian)", never the language's name for itself inside an English sentence. The three names are the same in
 * Node's and Chromium's CLDR.
 */
export function languageName(language: Locale, page: Locale): string {
  return namesIn(page, "language").of(language) ?? language;
}
