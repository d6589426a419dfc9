// Placeholders in an operator's text (issue 50): `{{name}}`, which the server fills from the store's settings
// (a site page's delivery times, the feature strip's free-shipping amount). A text naming one the page does not
// know is refused, with a message beside its field.

const PLACEHOLDER = /\{\{\s*([^{}]{0,60}?)\s*\}\}/g;

/** The names of the placeholders in `text`, in order, each once. */
export function placeholdersIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] ?? "");
  return [...names];
}

/** The first placeholder of `text` not among `known`; null when every one is known. */
export function unknownPlaceholder(text: string, known: readonly string[]): string | null {
  return placeholdersIn(text).find((name) => !known.includes(name)) ?? null;
}

/** `text` with each known placeholder replaced by `fill(name)`; any other text is left as it is. */
export function fillPlaceholders(text: string, fill: (name: string) => string | null): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => fill(name) ?? whole);
}
