import { and, asc, between, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { CatalogQuery, Discount } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { attributeValues, brands, catalogFacetCounts, catalogPriceBuckets, products } from "../db/schema";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { matchesSearch } from "../search/products";
import type { PreparedSearch } from "../search/search-text";
import { allCategories, type CategoryRow, categoryView, subtreeIds } from "./categories";
import { isListed } from "./listed";

/** The small dictionaries a catalogue page needs: the category tree, brands and colours. */
export type CatalogDictionaries = {
  categories: CategoryRow[];
  brands: { id: number; slug: string; name: string; logoKey: string | null }[];
  /** `bit`: the colour's bit in products.color_bits. */
  colors: { id: number; slug: string; name: string; hex: string; bit: number }[];
};

/** Every brand, by name (kept in memory like the category tree). */
export function allBrands(db: Db): Promise<CatalogDictionaries["brands"]> {
  return referenceData(db, "brands", () => {
    showsOnPage(pageTag.table("brands"));
    return db
      .select({ id: brands.id, slug: brands.slug, name: brands.name, logoKey: brands.logoKey })
      .from(brands)
      .orderBy(asc(brands.name));
  });
}

export async function catalogDictionaries(db: Db, locale: Locale): Promise<CatalogDictionaries> {
  const [categoryRows, brandRows, colorRows] = await Promise.all([
    allCategories(db, locale),
    allBrands(db),
    referenceData(db, `colors:${locale}`, async () => {
      showsOnPage(pageTag.table("attribute_values"));
      const rows = await db
        .select({
          id: attributeValues.id,
          slug: attributeValues.slug,
          name: attributeValues.name,
          hex: attributeValues.hex,
          bit: attributeValues.position,
        })
        .from(attributeValues)
        .where(eq(attributeValues.attributeSlug, "color"))
        .orderBy(asc(attributeValues.position), asc(attributeValues.id));
      return rows.map((c) => ({ ...c, name: c.name[locale], hex: c.hex ?? "#000000" }));
    }),
  ]);
  return { categories: categoryRows, brands: brandRows, colors: colorRows };
}

/** A catalogue query with its slugs turned into ids; slugs that name nothing are dropped. */
export type ResolvedFilters = {
  /** The page's category and everything below it; null on the all-products page. */
  subtree: number[] | null;
  /** `filter_category`, when it names the page's category or one below it. */
  category: { slug: string; ids: Set<number> } | null;
  brandIds: number[] | null;
  colorIds: number[] | null;
  /** The same colours as bits of products.color_bits. */
  colorMask: number | null;
  priceCents: { min: number; max: number } | null;
  discount: Discount;
  /** The `search` text, prepared by `prepareSearch` (its words looked up in the vocabulary). */
  search: PreparedSearch | null;
  /** Only this seller's products (a seller's page, which counts no facets: the summary table knows no sellers). */
  sellerId?: string;
  /**
   * Only these products: the matches of `search` the results page counts (server/search/counted-matches.ts), which
   * stand for the text's condition, so the page looks them up by id instead of matching every product again.
   */
  ids?: number[];
};

/** A seller's listed products, unfiltered otherwise: what their page lists (products_owner_idx). */
export function sellerFilters(sellerId: string): ResolvedFilters {
  return {
    subtree: null,
    category: null,
    brandIds: null,
    colorIds: null,
    colorMask: null,
    priceCents: null,
    discount: "ALL",
    search: null,
    sellerId,
  };
}

export function resolveFilters(
  dictionaries: CatalogDictionaries,
  pageCategoryId: number | null,
  query: CatalogQuery,
  search: PreparedSearch | null = null,
): ResolvedFilters {
  const { categories } = dictionaries;
  const subtree = pageCategoryId === null ? null : subtreeIds(categories, pageCategoryId);
  const filterView = query.category ? categoryView(categories, { slug: query.category }) : null;
  const inPage = filterView && (subtree === null || subtree.includes(filterView.category.id));
  const ids = <T extends { id: number; slug: string }>(rows: T[], slugs: string[]) => {
    const found = rows.filter((row) => slugs.includes(row.slug)).map((row) => row.id);
    return found.length > 0 ? found : null;
  };
  const colorIds = ids(dictionaries.colors, query.colors);
  return {
    subtree,
    category: inPage ? { slug: filterView.category.slug, ids: new Set(filterView.subtreeIds) } : null,
    brandIds: ids(dictionaries.brands, query.brands),
    colorIds,
    colorMask: colorIds
      ? dictionaries.colors.filter((c) => colorIds.includes(c.id)).reduce((mask, c) => mask + 2 ** c.bit, 0)
      : null,
    priceCents: query.price ? { min: query.price.min * 100, max: query.price.max * 100 } : null,
    discount: query.discount,
    search,
  };
}

// The columns the category, brand and discount filters look at, in `products`, `catalog_facet_counts` or
// `catalog_price_buckets`.
const productDimensions = {
  categoryId: products.categoryId,
  brandId: products.brandId,
  discounted: sql<boolean>`(coalesce(${products.compareAtCents}, 0) > ${products.priceCents})`,
};
const summaryDimensions = {
  categoryId: catalogFacetCounts.categoryId,
  brandId: catalogFacetCounts.brandId,
  discounted: sql<boolean>`${catalogFacetCounts.discounted}`,
};
const bucketDimensions = {
  categoryId: catalogPriceBuckets.categoryId,
  brandId: catalogPriceBuckets.brandId,
  discounted: sql<boolean>`${catalogPriceBuckets.discounted}`,
};
export type DimensionSource = "products" | "summary" | "buckets";
export const dimensions = { products: productDimensions, summary: summaryDimensions, buckets: bucketDimensions };

export type FilterName = "category" | "brand" | "color" | "price" | "discount";

/**
 * The conditions of every filter except those named in `except` (a facet counts with every filter but its
 * own). Price, colour and search exist only on `products`; on `products`, only listed products pass.
 */
export function conditions(f: ResolvedFilters, source: DimensionSource, except: FilterName[] = []): SQL | undefined {
  const d = dimensions[source];
  const on = (name: FilterName) => !except.includes(name);
  const parts: (SQL | undefined)[] = [
    f.subtree ? inArray(d.categoryId, f.subtree) : undefined,
    on("category") && f.category ? inArray(d.categoryId, [...f.category.ids]) : undefined,
    on("brand") && f.brandIds ? inArray(d.brandId, f.brandIds) : undefined,
    on("discount") && f.discount !== "ALL"
      ? f.discount === "YES"
        ? d.discounted
        : sql`not ${d.discounted}`
      : undefined,
  ];
  if (source === "products") {
    parts.push(
      // Hidden listings are not in the catalogue (the summary table counts listed products only).
      isListed,
      f.sellerId ? eq(products.ownerId, f.sellerId) : undefined,
      f.ids ? sql`${products.id} = any(${sql.param(f.ids)}::int[])` : f.search ? matchesSearch(f.search) : undefined,
      on("price") && f.priceCents ? between(products.priceCents, f.priceCents.min, f.priceCents.max) : undefined,
      on("color") && f.colorMask ? sql`(${products.colorBits} & ${f.colorMask}::bigint) <> 0` : undefined,
    );
  }
  return and(...parts);
}
