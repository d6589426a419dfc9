import { pageSchema } from "./page-query";
import { z } from "./zod";

/** Sorts of the catalogue; `default` is the newest first. */
export const SORT_OPTIONS = ["default", "name-asc", "name-desc", "price-asc", "price-desc"] as const;
export const PAGE_SIZES = [12, 24, 48] as const;
const DEFAULT_PAGE_SIZE = 12;
export const DISCOUNT_OPTIONS = ["ALL", "YES", "NO"] as const;
/** Largest price (whole US dollars) a filter may name; anything above is clamped. */
const MAX_PRICE_FILTER = 10_000_000;
/** How many brands or colours one URL may select; more is ignored. */
const MAX_LIST = 30;

export type Sort = (typeof SORT_OPTIONS)[number];
export type Discount = (typeof DISCOUNT_OPTIONS)[number];
export type PriceRange = { min: number; max: number };

/** The catalogue's URL state: page, size, sort and every filter, already cleaned. */
export type CatalogQuery = {
  page: number;
  limit: number;
  sort: Sort;
  /** `filter_category`: a sub-category slug of the page's category. */
  category: string | null;
  /** `filter_check`: brand slugs. */
  brands: string[];
  /** `filter_color`: colour slugs. */
  colors: string[];
  /** `filter_price`: whole US dollars, inclusive, min ≤ max. */
  price: PriceRange | null;
  /** `filter_radio`: discounted products only (YES), only full price (NO), or ALL. */
  discount: Discount;
  search: string | null;
};

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

/** True when any filter (not paging, size or sort) narrows the list. */
export function hasFilters(query: CatalogQuery): boolean {
  return (
    query.category !== null ||
    query.brands.length > 0 ||
    query.colors.length > 0 ||
    query.price !== null ||
    query.discount !== "ALL" ||
    query.search !== null
  );
}

/** The query string for a query; defaults (page 1, size 12, sort `default`, no filter) are left out. */
export function catalogSearch(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set("page", String(query.page));
  if (query.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(query.limit));
  if (query.sort !== "default") params.set("sort", query.sort);
  if (query.category) params.set("filter_category", query.category);
  if (query.brands.length > 0) params.set("filter_check", query.brands.join(","));
  if (query.colors.length > 0) params.set("filter_color", query.colors.join(","));
  if (query.price) params.set("filter_price", `${query.price.min}-${query.price.max}`);
  if (query.discount !== "ALL") params.set("filter_radio", query.discount);
  if (query.search) params.set("search", query.search);
  // Commas are legal in a query string: keep the lists readable (filter_check=a,b).
  const search = params.toString().replaceAll("%2C", ",");
  return search ? `?${search}` : "";
}

/** A change of any option or filter: the page goes back to 1. */
export function withChange(query: CatalogQuery, change: Partial<Omit<CatalogQuery, "page">>): CatalogQuery {
  return { ...query, ...change, page: 1 };
}

/** Every filter cleared; page size and sort are kept. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  return {
    ...query,
    page: 1,
    category: null,
    brands: [],
    colors: [],
    price: null,
    discount: "ALL",
    search: null,
  };
}

/** Adds or removes one slug of a multi-select filter. */
export function toggled(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
