import { z } from "./zod";

// A malformed or out-of-range page falls back to the first instead of failing the page.
export const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The `page` query parameter of a paged list (blog, orders…). */
export function parsePage(search: URLSearchParams): number {
  return pageSchema.parse(search.get("page") ?? undefined);
}
