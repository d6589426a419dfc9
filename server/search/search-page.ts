import type { CatalogQuery } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import { catalogDictionaries, resolveFilters } from "../catalog/catalog-filters";
import type { CategoryRow } from "../catalog/categories";
import { categoryView } from "../catalog/categories";
import type { Facets, ShownFacets } from "../catalog/facet-types";
import { countFacets } from "../catalog/facets";
import { listedCount } from "../catalog/listed";
import { listProducts } from "../catalog/listing";
import type { ProductCard } from "../catalog/product-card";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { bestCategory } from "./best-category";
import { countedMatches, SEARCH_MATCHES_COUNTED } from "./counted-matches";
import { prepareSearch, type SearchWord } from "./search-text";

export type SearchPage = {
  /** One page of the matches, best first unless another sort is chosen. */
  items: ProductCard[];
  /** Matches that pass every filter (among the counted ones, when `countedOnly`). */
  total: number;
  /**
   * When the text has more matches than the page counts: how many it counts (10,000), and the page says "over" that
   * many. Sort, filters and pages then work over the counted matches; null when every match is counted.
   */
  countedOnly: number | null;
  /**
   * The catalogue's sidebar filters, counted over the matches; its categories are those the matches sit in. Past
   * `countedOnly`, the options present among the counted matches, without counts (they would be wrong).
   */
  facets: ShownFacets;
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
 * In a catalogue more than twice as large as `matchesCounted`, the matches are first gathered once, at most that many
 * (counted-matches.ts): the page's queries look them up by id, and a text with more says so (decision 041).
 */
export async function searchPage(
  db: Db,
  media: MediaStore,
  locale: Locale,
  text: string,
  categorySlug: string | null,
  query: CatalogQuery,
  { matchesCounted = SEARCH_MATCHES_COUNTED }: { matchesCounted?: number } = {},
): Promise<SearchPage> {
  showsOnPage(pageTag.search);
  const [dictionaries, search, listed] = await Promise.all([
    catalogDictionaries(db, locale),
    prepareSearch(db, text),
    listedCount(db),
  ]);
  const scope = categorySlug ? categoryView(dictionaries.categories, { slug: categorySlug }) : null;
  const scopeId = scope?.category.id ?? null;
  const resolved = resolveFilters(dictionaries, scopeId, { ...query, search: null }, search);
  // A catalogue of at most twice the cap matches as it always has: finding the counted matches first would read most
  // of it (a text within the cap matches much of it), and matching all of them costs little more.
  const counted =
    search.words.length > 0 && listed > 2 * matchesCounted
      ? await countedMatches(db, search, resolved.subtree, matchesCounted, listed)
      : null;
  const filters = counted ? { ...resolved, ids: counted.ids } : resolved;
  const [items, facetCounts] = await Promise.all([
    listProducts(db, media, locale, filters, query),
    countFacets(db, dictionaries, filters, scopeId),
  ]);
  const best = bestCategory(dictionaries.categories, facetCounts.byCategory, search, scopeId);
  const bestView = best ? categoryView(dictionaries.categories, { id: best.id }) : null;
  const over = counted?.over ?? false;
  return {
    items,
    total: facetCounts.total,
    countedOnly: over ? matchesCounted : null,
    facets: over ? withoutCounts(facetCounts.facets) : facetCounts.facets,
    category: scope?.category ?? null,
    corrections: search.words.filter((w) => w.alternatives.length > 0),
    bestMatch: bestView
      ? { category: bestView.category, parent: bestView.ancestors.at(-1) ?? bestView.category }
      : null,
  };
}

/** The facets' options without their counts: over some of the matches only, a count would be wrong. */
function withoutCounts(facets: Facets): ShownFacets {
  const options = <T extends { count: number }>(list: T[]) => list.map((option) => ({ ...option, count: null }));
  return {
    ...facets,
    categories: options(facets.categories),
    brands: options(facets.brands),
    colors: options(facets.colors),
    discount: { ALL: null, YES: null, NO: null },
  };
}
