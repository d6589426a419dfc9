/** The word used in the results URL when no category is chosen. */
export const ALL_CATEGORIES = "all";

export function searchPath(query: string, category: string): string {
  return `/search/${encodeURIComponent(query.trim())}/${encodeURIComponent(category || ALL_CATEGORIES)}`;
}
