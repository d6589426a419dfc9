import type { CatalogQuery } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { catalogDictionaries } from "./catalog-filters";
import { redirectedSlug } from "./slug-redirects";

/**
 * Where an address of the catalogue naming a renamed category (the page's or `filter_category`'s) or a renamed or
 * merged brand (`filter_check`) now is (decision 054): the same address with the current slugs, or null when every
 * slug it names is live or leads nowhere (a page category leading nowhere is then "Page Not Found").
 */
export async function movedCatalogAddress(
  db: Db,
  locale: Locale,
  categorySlug: string | null,
  query: CatalogQuery,
): Promise<{ categorySlug: string | null; query: CatalogQuery } | null> {
  const { categories, brands } = await catalogDictionaries(db, locale);
  const liveCategory = (slug: string) => categories.some((row) => row.slug === slug);
  const liveBrand = (slug: string) => brands.some((row) => row.slug === slug);
  let changed = false;
  const follow = async (kind: "category" | "brand", slug: string) => {
    const to = await redirectedSlug(db, kind, slug);
    if (to) changed = true;
    return to ?? slug;
  };
  const page = categorySlug && !liveCategory(categorySlug) ? await follow("category", categorySlug) : categorySlug;
  const sub =
    query.category && !liveCategory(query.category) ? await follow("category", query.category) : query.category;
  const brandSlugs: string[] = [];
  for (const slug of query.brands) brandSlugs.push(liveBrand(slug) ? slug : await follow("brand", slug));
  if (!changed) return null;
  return { categorySlug: page, query: { ...query, category: sub, brands: [...new Set(brandSlugs)] } };
}
