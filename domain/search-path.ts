import { z } from "./zod";

/** The word used in the results URL when no category is chosen. */
const ALL_CATEGORIES = "all";
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

/** Any text, cleaned; never fails. */
export const searchTextSchema = z.string().transform(cleanSearchText).catch("");

/** A category slug, or null for "all categories" (also for anything that is not a slug). */
export const searchCategorySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100)
  .refine((slug) => slug !== ALL_CATEGORIES)
  .nullable()
  .catch(null);

/** What a search reads from its URL: `query` (or the path's text) and `category`. */
export const searchParamsSchema = z.object({
  query: searchTextSchema.default(""),
  category: searchCategorySchema.default(null),
});
