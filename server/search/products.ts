import { and, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import { cardColumns, type ProductCard, toProductCard } from "../catalog/product-card";
import type { Db } from "../db/client";
import { brands, products } from "../db/schema";
import type { MediaStore } from "../media/store";

export const SEARCH_RESULTS_LIMIT = 50;

/** `%` and `_` typed by a shopper are literal characters, not patterns. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The condition "matches the shopper's text", shared by the search page and the catalogue's `search` filter. */
export function matchesText(text: string): SQL {
  return ilike(products.name, `%${likeLiteral(text)}%`);
}

/** Products whose name contains the query, optionally within a category's subtree; at most 50. */
export async function searchProducts(
  db: Db,
  media: MediaStore,
  query: string,
  categoryIds?: number[],
): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(matchesText(query), categoryIds ? inArray(products.categoryId, categoryIds) : undefined))
    .orderBy(desc(products.ratingCount), desc(products.id))
    .limit(SEARCH_RESULTS_LIMIT);
  return rows.map((row) => toProductCard(row, media));
}
