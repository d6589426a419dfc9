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
  const plural = new Intl.PluralRules(locale);
  // The texts found so far, by key: a server renders the same keys on every page. Only keys that have a text, so
  // it holds at most the dictionary, whatever keys are asked.
  const found = new Map<string, string>();
  const lookUp = (key: string) => {
    let text = found.get(key);
    if (text === undefined) {
      text = textAt(messages, key);
      if (text !== undefined) found.set(key, text);
    }
    return text;
  };
  return (key, values) => {
    let text: string | undefined;
    const count = values?.count;
    if (typeof count === "number") {
      if (count === 0) text = lookUp(`${key}_zero`);
      text ??= lookUp(`${key}_${plural.select(count)}`);
    }
    text ??= lookUp(key);
    if (text === undefined) return key;
    return values === undefined ? text : filled(text, values);
  };
}

/**
 * The text at a dotted key, found by walking the nested dictionary: no flat copy of it is made, which cost a
 * browser 30 ms of the page's first task under Lighthouse's slowdown (issue 54). Own names only, so a key naming
 * what every object inherits ("constructor") has no text.
 */
function textAt(messages: Messages, key: string): string | undefined {
  let node: Messages = messages;
  let start = 0;
  for (;;) {
    const dot = key.indexOf(".", start);
    const name = dot === -1 ? key.slice(start) : key.slice(start, dot);
    if (!Object.hasOwn(node, name)) return undefined;
    const found = node[name];
    if (dot === -1) return typeof found === "string" ? found : undefined;
    if (found === undefined || typeof found === "string") return undefined;
    node = found;
    start = dot + 1;
  }
}

/** The text with each `{{name}}` of `values` in its place, once: a value's own braces stay as they are. */
function filled(text: string, values: TextValues): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACE, (place, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? place : value === null ? "" : String(value);
  });
}
