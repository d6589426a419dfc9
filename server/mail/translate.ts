import { LOCALES, type Locale } from "~domain/locales";
import { type Translate, translator } from "~domain/translator";
import ar from "./messages/ar.json";
import en from "./messages/en.json";
import ru from "./messages/ru.json";

export type MailDictionary = typeof en;
export const mailDictionaries: Record<Locale, MailDictionary> = { en, ru, ar };

// The mails' own texts (server/mail/messages), one translator per language, made once. Values are escaped by
// React when the mail is rendered, not here.
const translators = new Map<Locale, Translate>(
  LOCALES.map((locale) => [locale, translator(locale, mailDictionaries[locale])]),
);

export function mailTranslator(locale: Locale): Translate {
  const t = translators.get(locale);
  if (!t) throw new Error(`No mail texts for ${locale}`);
  return t;
}
