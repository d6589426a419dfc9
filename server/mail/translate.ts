import i18next, { type TFunction } from "i18next";
import { LOCALES, type Locale } from "~domain/locales";
import ar from "./messages/ar.json";
import en from "./messages/en.json";
import ru from "./messages/ru.json";

export type MailDictionary = typeof en;
export const mailDictionaries: Record<Locale, MailDictionary> = { en, ru, ar };

// The mails' own texts (server/mail/messages), one i18next instance per language, made once. Values are escaped
// by React when the mail is rendered, not here.
const translators = new Map<Locale, TFunction>();
for (const locale of LOCALES) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: mailDictionaries[locale] } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  translators.set(locale, instance.t);
}

export function mailTranslator(locale: Locale): TFunction {
  const t = translators.get(locale);
  if (!t) throw new Error(`No mail texts for ${locale}`);
  return t;
}
