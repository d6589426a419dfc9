import type { Locale } from "~domain/locales";
import ar from "./ar.json";
import en from "./en.json";
import type { Messages } from "./i18n";
import ru from "./ru.json";

const catalogues: Record<Locale, Messages> = { en, ru, ar };

/** Only the visitor's language is sent to the browser. */
export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
