import { LOCALES, type Locale } from "./locales";
import { z } from "./zod";

// A listing's name and description in the store's other languages (decision 037): the seller writes the listing in
// one language (`products.locale`) and may add the others; the shopper reads theirs, else the original.

export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 5000;

/** One language's texts; either may be missing (the original's is shown in its place). */
const storedText = z.object({
  name: z.string().min(1).max(MAX_NAME_LENGTH).optional(),
  description: z.string().min(1).max(MAX_DESCRIPTION_LENGTH).optional(),
});

/** The stored shape: only store languages as keys, each with a name and/or description. */
export const storedTranslationsSchema = z.partialRecord(z.enum(LOCALES), storedText).catch({});
export type ListingTranslations = z.infer<typeof storedTranslationsSchema>;

/** The stored translations, read back: anything that is not the shape above counts as none. */
export function readTranslations(value: unknown): ListingTranslations {
  const parsed = storedTranslationsSchema.parse(value);
  const texts: ListingTranslations = {};
  for (const locale of LOCALES) {
    const entry = parsed[locale];
    if (entry?.name || entry?.description) texts[locale] = entry;
  }
  return texts;
}

/** A form field's name for a language's text: `translations.ru.name`. */
export function translationField(locale: Locale, field: "name" | "description"): string {
  return `translations.${locale}.${field}`;
}
