import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Sort } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { brands, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { bestMatchFirst } from "../search/products";
import { conditions, type ResolvedFilters } from "./catalog-filters";
import { attributeValuesOfProduct } from "./product-attributes";
import { cardColumnsIn, type ProductCard, toProductCard } from "./product-card";

// Every sort ends with the id, so pages never overlap or skip a product.
const orderings: Record<Sort, SQL[]> = {
  default: [desc(products.createdAt), desc(products.id)],
  "name-asc": [asc(products.name), asc(products.id)],
  "name-desc": [desc(products.name), desc(products.id)],
  "price-asc": [asc(products.priceCents), asc(products.id)],
  "price-desc": [desc(products.priceCents), desc(products.id)],
};

/** The order of a page: the chosen sort; a text search left on `default` lists the best matches first. */
function orderOf(f: ResolvedFilters, sort: Sort): SQL[] {
  return sort === "default" && f.search ? [...bestMatchFirst(f.search), desc(products.id)] : orderings[sort];
}

/**
 * A price or name order within several categories, page by page: the first rows of each category from its own
 * (category, price) or (category, name) index, then merged. One walk of the whole catalogue's price index would
 * step over every cheaper product of the other categories first: 195,000 of them for page 5 of power tools at a
 * million products (decision 040). Null where one index walk is bounded already.
 */
function mergedOrder(db: Db, f: ResolvedFilters, page: { sort: Sort; page: number; limit: number }) {
  const by = { "price-asc": "price", "price-desc": "price", "name-asc": "name", "name-desc": "name" } as const;
  const key = page.sort === "default" ? null : by[page.sort];
  const walked = f.category ? [...f.category.ids] : f.subtree;
  if (!key || f.search || f.sellerId || !walked || walked.length < 2) return null;
  const each = db
    .select({ id: products.id, price: products.priceCents, name: products.name })
    .from(products)
    .where(and(sql`${products.categoryId} = walked.id`, conditions(f, "products")))
    .orderBy(...orderings[page.sort])
    .limit(page.page * page.limit)
    .as("each");
  const direction = page.sort.endsWith("-desc") ? desc : asc;
  return db
    .select({ id: each.id })
    .from(sql`unnest(${sql.param(walked)}::int[]) as walked(id)`)
    .crossJoinLateral(each)
    .orderBy(direction(key === "price" ? each.price : each.name), direction(each.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .as("page_ids");
}

/** One page of the products that pass every filter, sorted and paged by the database. */
export async function listProducts(
  db: Db,
  media: MediaStore,
  locale: Locale,
  f: ResolvedFilters,
  page: { sort: Sort; page: number; limit: number },
): Promise<ProductCard[]> {
  // The page's ids first (from an index alone where one covers the filters), then only those rows in full.
  const ids =
    mergedOrder(db, f, page) ??
    db
      .select({ id: products.id })
      .from(products)
      .where(conditions(f, "products"))
      .orderBy(...orderOf(f, page.sort))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .as("page_ids");
  const rows = await db
    .select({ ...cardColumnsIn(locale), features: attributeValuesOfProduct({ featuredOnly: true }) })
    .from(products)
    .innerJoin(ids, eq(ids.id, products.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...orderOf(f, page.sort));
  return rows.map((row) => ({
    ...toProductCard(row, media),
    features: row.features.map((value) => ({ name: value.attributeName[locale], value: value.valueName[locale] })),
  }));
}
