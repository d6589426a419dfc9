import type { Discount, PriceRange } from "~domain/catalog-query";

/**
 * One choice of a filter, with how many products it would leave given every other filter. `Count` is `number | null`
 * where a page may count only some of the products and then shows no count (a search with more matches than it
 * counts, decision 041).
 */
export type FacetOption<Count = number> = { slug: string; name: string; count: Count; selected: boolean };
export type ColorOption<Count = number> = FacetOption<Count> & { hex: string };

/** The sidebar filters of a catalogue page, counted by the database for the current result set. */
export type Facets<Count = number> = {
  /**
   * Sub-categories of the shown category (root categories on the all-products page), or a chosen leaf and its
   * siblings; at most 10.
   */
  categories: FacetOption<Count>[];
  /** The `filter_category` the list's "All" stands for (their parent); null or absent: the page's own category. */
  allCategory?: string | null;
  brands: FacetOption<Count>[];
  colors: ColorOption<Count>[];
  /** Whole-dollar (USD) bounds of the products matching every other filter; null when none match. */
  price: PriceRange | null;
  /** Products per choice of the discounted filter, given every other filter. */
  discount: Record<Discount, Count>;
};

/** Facets whose counts may be missing (null): what the sidebar shows, on the catalogue and the search results. */
export type ShownFacets = Facets<number | null>;
