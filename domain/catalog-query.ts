// The catalogue's URL state and what pages do with it; reading it from an address is catalog-query-parse.ts, apart,
// so the pages' scripts, which only write addresses, do not carry zod.

/** Sorts of the catalogue; `default` is the newest first. */
export const SORT_OPTIONS = ["default", "name-asc", "name-desc", "price-asc", "price-desc"] as const;
export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const DISCOUNT_OPTIONS = ["ALL", "YES", "NO"] as const;
/** Largest price (whole US dollars) a filter may name; anything above is clamped. */
export const MAX_PRICE_FILTER = 10_000_000;
/** How many brands or colours one URL may select; more is ignored. */
export const MAX_LIST = 30;

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
