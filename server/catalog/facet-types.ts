import type { Discount, PriceRange } from "~domain/catalog-query";

/** One choice of a filter, with how many products it would leave given every other filter. */
export type FacetOption = { slug: string; name: string; count: number; selected: boolean };
export type ColorOption = FacetOption & { hex: string };

/** The sidebar filters of a catalogue page, counted by the database for the current result set. */
export type Facets = {
  /** Sub-categories of the page's category (root categories on the all-products page), at most 10. */
  categories: FacetOption[];
  brands: FacetOption[];
  colors: ColorOption[];
  /** Whole-dollar (USD) bounds of the products matching every other filter; null when none match. */
  price: PriceRange | null;
  /** Products per choice of the discounted filter, given every other filter. */
  discount: Record<Discount, number>;
};
