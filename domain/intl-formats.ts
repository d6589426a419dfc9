/**
 * The runtime's formatters, made once per language and options and then shared: making one costs more than most of a
 * component's render (a product page made several on every request). The options are the code's own constants, so
 * the maps stay as small as the number of languages times the formats the pages use.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

function keyOf(locale: string, options: object): string {
  return `${locale} ${JSON.stringify(options)}`;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Names of countries ("region") or languages in `locale` (the code itself where the runtime has none). */
export function namesIn(locale: string, type: "region" | "language"): Intl.DisplayNames {
  const key = `${locale} ${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: "code" });
    displayNames.set(key, names);
  }
  return names;
}
