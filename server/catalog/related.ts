import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { brands, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { cardColumns, type ProductCard, toProductCard } from "./product-card";

/**
 * Other products of the same sub-category, in stock first, then newest: the product page's carousel.
 * The newest few times `limit` are read through products_category_created_idx (bounded at any catalogue
 * size), and the in-stock ones among them put first.
 */
export async function relatedProducts(
  db: Db,
  media: MediaStore,
  product: { id: number; categoryId: number },
  limit: number,
): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
    .orderBy(desc(products.createdAt))
    .limit(limit * 4);
  const inStock = rows.filter((row) => row.availability === "in-stock");
  const others = rows.filter((row) => row.availability !== "in-stock");
  return [...inStock, ...others].slice(0, limit).map((row) => toProductCard(row, media));
}
