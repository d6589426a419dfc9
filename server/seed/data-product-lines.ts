import type { ColorSlug, SPEEDS } from "./data-attributes";
import type { BrandSlug } from "./data-brands-currencies";

/** How a product is powered; decides which technical attributes it gets. */
export type PowerProfile = "cordless" | "corded" | "pneumatic" | "manual" | "none";
export type Speed = (typeof SPEEDS)[number];

/** One product of a line: its title (without brand and model code) and model code letters. */
export type LineItem = readonly [title: string, code: string, options?: { power?: PowerProfile }];

/**
 * A family of similar products in one leaf category. The product generator turns every item into
 * one product, choosing brand, price, colours and the rest from these bounds.
 */
export type ProductLine = {
  category: string;
  brands: readonly BrandSlug[];
  /** Price bounds in whole dollars. */
  price: readonly [min: number, max: number];
  colors: readonly ColorSlug[];
  /** Default power profile; item titles mentioning "Cordless", "18V", "Corded", "750W" or "Pneumatic" override it. */
  power: PowerProfile;
  speeds?: readonly Speed[];
  /** Attribute values every product of the line carries, as [attribute slug, value slug]. */
  extra?: readonly (readonly [string, string])[];
  /** "model": "Brand Title CODE-123"; "edition": "Title, Brand Edition" (for books). */
  naming?: "model" | "edition";
  /** First sentence of every description; `{brand}` and `{title}` are filled in. */
  lead: string;
  /** Further sentences; each description takes one to three of them. */
  sentences: readonly string[];
  items: readonly LineItem[];
};
