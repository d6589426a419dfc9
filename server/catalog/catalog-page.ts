import type { CatalogQuery } from "~domain/catalog-query";
import { hasFilters } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { keptRead } from "../db/kept-reads";
import { referenceData } from "../db/reference-data";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { prepareSearch } from "../search/search-text";
import { catalogDictionaries, resolveFilters } from "./catalog-filters";
import { type CategoryView, categoryView } from "./categories";
import type { Facets } from "./facet-types";
import { countFacets } from "./facets";
import { listProducts } from "./listing";
import type { ProductCard } from "./product-card";
import { shelf } from "./shelves";

export type CatalogPage = {
  /**
   * The category the page shows (its title, breadcrumb and layout): `filter_category` when it names the page's
   * category or one below it, else the page's own; null on the all-products page (decision 067).
   */
  category: CategoryView | null;
  items: ProductCard[];
  total: number;
  facets: Facets;
  latest: ProductCard[];
};

const LATEST_IN_SIDEBAR = 5;

/**
 * A catalogue page: one page of products, their total, the sidebar facets and the latest products, all
 * filtered, counted and sorted by the database. Null when the category does not exist.
 */
export async function catalogPage(
  db: Db,
  media: MediaStore,
  locale: Locale,
  categorySlug: string | null,
  query: CatalogQuery,
  /** The data this process keeps may serve (AppContext `keptReads`); else the products are read afresh. */
  kept = false,
): Promise<CatalogPage | null> {
  const [dictionaries, latest, search] = await Promise.all([
    catalogDictionaries(db, locale),
    shelf(db, media, locale, "latest", LATEST_IN_SIDEBAR),
    query.search ? prepareSearch(db, query.search) : null,
  ]);
  const category = categorySlug ? categoryView(dictionaries.categories, { slug: categorySlug }) : null;
  if (categorySlug && !category) return null;
  const pageCategoryId = category?.category.id ?? null;
  showsOnPage(pageTag.listing(pageCategoryId));
  const filters = resolveFilters(dictionaries, pageCategoryId, query, search);
  const chosen = filters.category ? categoryView(dictionaries.categories, { slug: filters.category.slug }) : null;
  const listed = listedCategoryId(chosen, pageCategoryId);
  // A category browsed without filters counts the same for everyone: kept until the summary table changes.
  const counting = async () => {
    const counted = await countFacets(db, dictionaries, filters, listed);
    const all = listed === pageCategoryId ? null : dictionaries.categories.find((c) => c.id === listed)?.slug;
    return { ...counted, facets: { ...counted.facets, allCategory: all ?? null } };
  };
  const listing = () => listProducts(db, media, locale, filters, query);
  // Its pages of products are kept too, until a notice drops the listing (server/db/kept-reads.ts, decision 064).
  const { sort, page, limit } = query;
  const [items, { total, facets }] = await Promise.all([
    kept && !hasFilters(query)
      ? keptRead(db, `catalog ${locale} ${pageCategoryId ?? ""} ${sort} ${page} ${limit}`, async () => {
          showsOnPage(pageTag.listing(pageCategoryId));
          return listing();
        })
      : listing(),
    hasFilters(query) ? counting() : referenceData(db, `facets:${locale}:${pageCategoryId ?? ""}`, counting),
  ]);
  return { category: chosen ?? category, items, total, facets, latest };
}

/**
 * Whose sub-categories the sidebar lists: the shown category's, as on its own address; a leaf chosen below the page's
 * category has none, so its siblings are listed with it selected.
 */
function listedCategoryId(chosen: CategoryView | null, pageCategoryId: number | null): number | null {
  if (!chosen) return pageCategoryId;
  const leafBelowPage = chosen.children.length === 0 && chosen.category.id !== pageCategoryId;
  return leafBelowPage ? chosen.category.parentId : chosen.category.id;
}
