import { and, asc, count, desc, eq, gt, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ListingParams } from "~/lib/listing-query";
import type { Db } from "../db/client";
import { brands, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { cardColumns, type ProductCard, toProductCard } from "./product-card";

type Sort = ListingParams["sort"];

const orderings: Record<Sort, SQL[]> = {
  default: [desc(products.createdAt), desc(products.id)],
  "name-asc": [asc(products.name), asc(products.id)],
  "name-desc": [desc(products.name), desc(products.id)],
  "price-asc": [asc(products.priceCents), asc(products.id)],
  "price-desc": [desc(products.priceCents), desc(products.id)],
};

export type ListingQuery = { categoryIds?: number[]; sort: Sort; page: number; limit: number };

/** One page of products, counted and sorted by the database. */
export async function listProducts(
  db: Db,
  media: MediaStore,
  query: ListingQuery,
): Promise<{ items: ProductCard[]; total: number }> {
  const where = query.categoryIds ? inArray(products.categoryId, query.categoryIds) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: rows.map((row) => toProductCard(row, media)), total: counted?.total ?? 0 };
}
