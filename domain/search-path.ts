// Links and limits only: the header's search box imports this on every page, so the schemas that read a search
// from its URL (and zod with them) live in search-query.ts.

/** The word used in the results URL when no category is chosen. */
export const ALL_CATEGORIES = "all";
/** Longer search text is cut here: no product name needs more, and the work per query stays bounded. */
export const MAX_SEARCH_TEXT = 200;
/** The suggestions are requested this long after the last keystroke. */
export const SUGGESTIONS_DEBOUNCE_MS = 100;
/** Suggestions close this long after the search box loses focus (so a click on one still lands). */
export const SUGGESTIONS_BLUR_CLOSE_MS = 10;

export function searchPath(query: string, category: string): string {
  return `/search/${encodeURIComponent(query.trim())}/${encodeURIComponent(category || ALL_CATEGORIES)}`;
}

export function suggestionsPath(query: string, category: string): string {
  const params = new URLSearchParams({ query });
  if (category) params.set("category", category);
  return `/shop/search-suggestions?${params}`;
}

/** Any text cut to the limit, control characters (which PostgreSQL refuses, like NUL) and runs of white space
 * folded to one space, trimmed. */
export function cleanSearchText(value: string): string {
  return value
    .slice(0, MAX_SEARCH_TEXT)
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
}
