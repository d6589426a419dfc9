import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "~domain/locales";
import ar from "./ar.json";
import en from "./en.json";
import { addMessages, type Messages } from "./i18n";
import ru from "./ru.json";

const catalogues: Record<Locale, Messages> = { en, ru, ar };

type MessagesFile = { name: string; body: string };

// The server renders every language; the browser fetches only the visitor's, from an address that changes
// with its content, so it is cached for good and never sent again inside a page's data.
const files = new Map<Locale, MessagesFile>();
for (const locale of LOCALES) {
  addMessages(locale, catalogues[locale]);
  const body = JSON.stringify(catalogues[locale]);
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
  files.set(locale, { name: `${locale}.${hash}.json`, body });
}

const urls = Object.fromEntries(LOCALES.map((locale) => [locale, `/locales/${fileOf(locale).name}`])) as Record<
  Locale,
  string
>;

function fileOf(locale: Locale): MessagesFile {
  const file = files.get(locale);
  if (!file) throw new Error(`No dictionary for ${locale}`);
  return file;
}

/** Where the browser fetches each language's dictionary. */
export function messageUrls(): Record<Locale, string> {
  return urls;
}

/** The dictionary a `/locales/{locale}.{hash}.json` address asks for; `current` when the hash is today's. */
export function messagesFile(locale: Locale, name: string): { body: string; current: boolean } {
  const file = fileOf(locale);
  return { body: file.body, current: file.name === name };
}
