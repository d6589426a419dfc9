import type { Locale } from "./locales";
import { z } from "./zod";

// A text the operator writes in the store's three languages (decision 053): English must be given, Russian and Arabic
// may be left empty, and a reader in a language left empty reads the English. Posted as `<name>.en`, `<name>.ru` and
// `<name>.ar`; stored as `{ en, ru, ar }` with "" for a language left empty.

/** The three languages' text, "" where none was given. */
export type LocalizedInput = { en: string; ru: string; ar: string };

const other = (max: number) => z.string().trim().max(max, "errors.tooLong").optional().default("");

/** The schema of a text in three languages, each at most `max` characters; English is required. */
export const localizedInput = (max: number) =>
  z.object(
    {
      en: z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(max, "errors.tooLong"),
      ru: other(max),
      ar: other(max),
    },
    { error: "errors.required" },
  );

/** The same where even English may be empty (a slide without a button). */
export const optionalLocalizedInput = (max: number) =>
  z
    .object({ en: other(max), ru: other(max), ar: other(max) })
    .optional()
    .default({ en: "", ru: "", ar: "" });

/** The text a reader in `locale` reads: theirs when given, else the English. */
export function localizedOf(text: Partial<LocalizedInput> | null | undefined, locale: Locale): string {
  return text?.[locale] || text?.en || "";
}

/** The language of what `localizedOf` gives, for the element's `lang`. */
export function localizedLangOf(text: Partial<LocalizedInput> | null | undefined, locale: Locale): Locale {
  return text?.[locale] ? locale : "en";
}
