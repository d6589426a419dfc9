import { serialize } from "cookie";
import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode } from "~domain/currency-codes";
import { LOCALES, type Locale } from "~domain/locales";

export type Preferences = { locale: Locale; currency: CurrencyCode };

const LOCALE_COOKIE = "lang";
const CURRENCY_COOKIE = "currency";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

const localeSchema = z.enum(LOCALES);
const currencySchema = z.enum(CURRENCY_CODES);

const DEFAULT_PREFERENCES: Preferences = { locale: "en", currency: "USD" };

/**
 * The visitor's language and currency: from their cookies, except that `?dir=rtl` switches the
 * language to Arabic and any other `dir` value to English (and that choice is remembered).
 */
export function resolvePreferences(
  cookies: Record<string, string | undefined>,
  dirParam: string | null,
): { prefs: Preferences; remember: Partial<Preferences> } {
  const fromCookie = localeSchema.safeParse(cookies[LOCALE_COOKIE]);
  const currency = currencySchema.safeParse(cookies[CURRENCY_COOKIE]);
  const prefs: Preferences = {
    locale: fromCookie.success ? fromCookie.data : DEFAULT_PREFERENCES.locale,
    currency: currency.success ? currency.data : DEFAULT_PREFERENCES.currency,
  };
  if (dirParam === null) return { prefs, remember: {} };
  const locale: Locale = dirParam === "rtl" ? "ar" : "en";
  return { prefs: { ...prefs, locale }, remember: { locale } };
}

export function preferenceCookies(prefs: Partial<Preferences>, secure: boolean): string[] {
  const options = { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax", secure } as const;
  const cookies: string[] = [];
  if (prefs.locale) cookies.push(serialize(LOCALE_COOKIE, prefs.locale, options));
  if (prefs.currency) cookies.push(serialize(CURRENCY_COOKIE, prefs.currency, options));
  return cookies;
}
