export const LOCALES = ["en", "ru", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_LABELS: Record<Locale, string> = { en: "English", ru: "Русский", ar: "العربية" };

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** A stored language, or English when it is not one of ours. */
export function localeOr(value: string, fallback: Locale = "en"): Locale {
  return isLocale(value) ? value : fallback;
}
