import type { CatalogQuery } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import { catalogDictionaries, resolveFilters } from "../catalog/catalog-filters";
import type { CategoryRow } from "../catalog/categories";
import { categoryView } from "../catalog/categories";
import type { Facets } from "../catalog/facet-types";
import { countFacets } from "../catalog/facets";
import { listProducts } from "../catalog/listing";
import type { ProductCard } from "../catalog/product-card";
import type { Db } from "../db/client";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { bestCategory } from "./best-category";
import { prepareSearch, type SearchWord } from "./search-text";

export type SearchPage = {
  /** One page of the matches, best first unless another sort is chosen. */
  items: ProductCard[];
  /** Matches that pass every filter. */
  total: number;
  /** The catalogue's sidebar filters, counted over the matches; its categories are those the matches sit in. */
  facets: Facets;
  /** The category searched in; null for all (an unknown slug also searches everything). */
  category: CategoryRow | null;
  /** The words as searched, with the corrections that were added to misspelt ones. */
  corrections: SearchWord[];
  /** The category that best fits the text, and its parent, whose catalogue view filters by it (itself if a top level). */
  bestMatch: { category: CategoryRow; parent: CategoryRow } | null;
};

/**
 * The results page: the catalogue's listing with the text as one more filter, so sort, paging and every facet
 * (with its counts) are the catalogue's own, counted by the database; `query.search` is not read (the text is).
 */
export async function searchPage(
  db: Db,
  media: MediaStore,
  locale: Locale,
  text: string,
  categorySlug: string | null,
  query: CatalogQuery,
): Promise<SearchPage> {
  showsOnPage(pageTag.search);
  const [dictionaries, search] = await Promise.all([catalogDictionaries(db, locale), prepareSearch(db, text)]);
  const scope = categorySlug ? categoryView(dictionaries.categories, { slug: categorySlug }) : null;
  const scopeId = scope?.category.id ?? null;
  const filters = resolveFilters(dictionaries, scopeId, { ...query, search: null }, search);
  const [items, counted] = await Promise.all([
    listProducts(db, media, locale, filters, query),
    countFacets(db, dictionaries, filters, scopeId),
  ]);
  const best = bestCategory(dictionaries.categories, counted.byCategory, search, scopeId);
  const bestView = best ? categoryView(dictionaries.categories, { id: best.id }) : null;
  return {
    items,
    total: counted.total,
    facets: counted.facets,
    category: scope?.category ?? null,
    corrections: search.words.filter((w) => w.alternatives.length > 0),
    bestMatch: bestView
      ? { category: bestView.category, parent: bestView.ancestors.at(-1) ?? bestView.category }
      : null,
  };
}
