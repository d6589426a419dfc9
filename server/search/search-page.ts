import type { Locale } from "~domain/locales";
import { allCategories, type CategoryRow, categoryView } from "../catalog/categories";
import type { Db } from "../db/client";
import type { MediaStore } from "../media/store";
import { type SearchResults, searchProducts } from "./products";

export type SearchPage = SearchResults & {
  /** The category searched in; null for all (an unknown slug also searches everything). */
  category: CategoryRow | null;
  /** The best match's category, and its parent, whose catalogue view filters by it (itself if a top level). */
  bestMatch: { category: CategoryRow; parent: CategoryRow } | null;
};

/** The results page: the ranked matches, and where the best one sits in the category tree. */
export async function searchPage(
  db: Db,
  media: MediaStore,
  locale: Locale,
  text: string,
  categorySlug: string | null,
): Promise<SearchPage> {
  const tree = await allCategories(db, locale);
  const scope = categorySlug ? categoryView(tree, { slug: categorySlug }) : null;
  const results = await searchProducts(db, media, text, scope ? { categoryIds: scope.subtreeIds } : {});
  const best = results.bestCategoryId === null ? null : categoryView(tree, { id: results.bestCategoryId });
  return {
    ...results,
    category: scope?.category ?? null,
    bestMatch: best ? { category: best.category, parent: best.ancestors.at(-1) ?? best.category } : null,
  };
}
