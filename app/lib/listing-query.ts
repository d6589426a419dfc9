import { z } from "zod";

export const SORT_OPTIONS = ["default", "name-asc", "name-desc", "price-asc", "price-desc"] as const;
export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;

// Malformed or out-of-range values fall back to the defaults instead of failing the page.
const schema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
  sort: z.enum(SORT_OPTIONS).catch("default"),
});

export type ListingParams = z.infer<typeof schema>;

export function parseListingParams(search: URLSearchParams): ListingParams {
  return schema.parse({
    page: search.get("page") ?? undefined,
    limit: search.get("limit") ?? undefined,
    sort: search.get("sort") ?? undefined,
  });
}
