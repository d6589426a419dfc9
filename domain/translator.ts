// The store's texts in one language: a dictionary of nested keys, `{{name}}` values and plural forms by suffix
// (`_zero`, then the language's own `_one`, `_two`, `_few`, `_many`, `_other`), as i18next reads them, in the few
// lines this store needs (decision 070). Used by the pages (server and browser) and by the mails.

export type Messages = { readonly [key: string]: string | Messages };

/** Values put into a text; `count` also chooses its plural form. A place whose value is missing stays as written; null fills it with nothing. */
export type TextValues = Readonly<Record<string, string | number | bigint | null | undefined>>;

/** A key's text, its `{{name}}` places filled from `values`; the key itself when the dictionary has no text for it. */
export type Translate = (key: string, values?: TextValues) => string;

const PLACE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export function translator(locale: string, messages: Messages): Translate {
  const texts = new Map<string, string>();
  flatten(messages, "", texts);
  const plural = new Intl.PluralRules(locale);
  return (key, values) => {
    let text: string | undefined;
    const count = values?.count;
    if (typeof count === "number") {
      if (count === 0) text = texts.get(`${key}_zero`);
      text ??= texts.get(`${key}_${plural.select(count)}`);
    }
    text ??= texts.get(key);
    if (text === undefined) return key;
    return values === undefined ? text : filled(text, values);
  };
}

/** The text with each `{{name}}` of `values` in its place, once: a value's own braces stay as they are. */
function filled(text: string, values: TextValues): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACE, (place, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? place : value === null ? "" : String(value);
  });
}

function flatten(messages: Messages, prefix: string, into: Map<string, string>): void {
  for (const [name, value] of Object.entries(messages)) {
    if (typeof value === "string") into.set(prefix + name, value);
    else flatten(value, `${prefix}${name}.`, into);
  }
}
