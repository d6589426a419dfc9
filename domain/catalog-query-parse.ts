import {
  type CatalogQuery,
  DEFAULT_PAGE_SIZE,
  DISCOUNT_OPTIONS,
  MAX_LIST,
  MAX_PRICE_FILTER,
  PAGE_SIZES,
  type PriceRange,
  SORT_OPTIONS,
} from "./catalog-query";
import { pageSchema } from "./page-query";
import { z } from "./zod";

// The catalogue's URL state read from an address (the loaders'): malformed or out-of-range values fall back to the
// defaults instead of failing the page.

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

const slugList = z
  .string()
  .transform((value) => {
    const slugs = value.split(",").flatMap((part) => {
      const parsed = slug.safeParse(part);
      return parsed.success ? [parsed.data] : [];
    });
    return [...new Set(slugs)].slice(0, MAX_LIST);
  })
  .catch([]);

const dollars = z.coerce.number().finite().min(0);

// "10-200": both ends whole dollars; a reversed range is put in order, an out-of-range end is clamped.
const priceRange = z
  .string()
  .transform((value): PriceRange | null => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
    if (!match) return null;
    const [a, b] = [dollars.parse(match[1]), dollars.parse(match[2])].map((n) =>
      Math.min(MAX_PRICE_FILTER, Math.round(n)),
    ) as [number, number];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  })
  .catch(null);

// Malformed or out-of-range values fall back to the defaults instead of failing the page.
const schema = z.object({
  page: pageSchema,
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
  sort: z.enum(SORT_OPTIONS).catch("default"),
  filter_category: slug.nullable().catch(null),
  filter_check: slugList,
  filter_color: slugList,
  filter_price: priceRange,
  filter_radio: z.string().trim().toUpperCase().pipe(z.enum(DISCOUNT_OPTIONS)).catch("ALL"),
  search: z
    .string()
    .trim()
    .transform((s) => s.slice(0, 200) || null)
    .catch(null),
});

export function parseCatalogQuery(search: URLSearchParams): CatalogQuery {
  const get = (key: string) => search.get(key) ?? undefined;
  const raw = schema.parse({
    page: get("page"),
    limit: get("limit"),
    sort: get("sort"),
    filter_category: search.get("filter_category"),
    // A form without JavaScript sends each ticked box as its own parameter: join them into one list.
    filter_check: search.getAll("filter_check").join(","),
    filter_color: search.getAll("filter_color").join(","),
    filter_price: get("filter_price") ?? "",
    filter_radio: get("filter_radio") ?? "ALL",
    search: get("search") ?? "",
  });
  return {
    page: raw.page,
    limit: raw.limit,
    sort: raw.sort,
    category: raw.filter_category,
    brands: raw.filter_check,
    colors: raw.filter_color,
    price: raw.filter_price,
    discount: raw.filter_radio,
    search: raw.search,
  };
}
