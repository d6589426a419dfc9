import type { ListingTranslations } from "./listing-texts";
import { LOCALES, type Locale } from "./locales";

// An order line's product name in every language the listing had when the order was placed (decision 068): the buyer,
// the seller and the back office each read it in their own language, else as its seller first wrote it (`name`).

/** The names by language; a language the listing had no name in is missing. */
export type OrderLineNames = Partial<Record<Locale, string>>;

/** What an order line keeps of its product's name: as first written, and in each language it had. */
export type NamedOrderLine = { name: string; names: OrderLineNames | null };

/** The names a listing has now: its original in the language it was written in, and each translation's. */
export function namesOfListing(
  listing: { name: string; locale: Locale },
  translations: ListingTranslations,
): OrderLineNames {
  const names: OrderLineNames = {};
  for (const locale of LOCALES) {
    const name = locale === listing.locale ? listing.name : translations[locale]?.name;
    if (name) names[locale] = name;
  }
  return names;
}

/** The line's name as someone reading `locale` sees it: theirs when the listing had it, else the original. */
export function lineNameIn(line: NamedOrderLine, locale: Locale): string {
  const name = line.names?.[locale];
  return typeof name === "string" && name !== "" ? name : line.name;
}

/** The lines with `name` read in `locale`, and the stored names left out (the pages and mails need only the one). */
export function linesNamedIn<L extends NamedOrderLine>(
  lines: L[],
  locale: Locale,
): (Omit<L, "names"> & { name: string })[] {
  return lines.map(({ names, ...line }) => ({ ...line, name: lineNameIn({ name: line.name, names }, locale) }));
}
