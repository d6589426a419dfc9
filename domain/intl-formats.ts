/**
 * The runtime's formatters, made once per language and options and then shared: making one costs more than most of a
 * component's render (a product page made several on every request). The options are the code's own constants, so
 * the maps stay as small as the number of languages times the formats the pages use.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

/** The formatter kept under `key`, made by `make` the first time. */
function once<T>(kept: Map<string, T>, key: string, make: () => T): T {
  let made = kept.get(key);
  if (made === undefined) {
    made = make();
    kept.set(key, made);
  }
  return made;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(dateFormats, `${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** Names of countries ("region") or languages in `locale` (the code itself where the runtime has none). */
export function namesIn(locale: string, type: "region" | "language"): Intl.DisplayNames {
  return once(displayNames, `${locale} ${type}`, () => new Intl.DisplayNames([locale], { type, fallback: "code" }));
}
