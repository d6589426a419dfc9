import { and, desc, eq, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { brands, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { cardColumns, type ProductCard, toProductCard } from "./product-card";

export type Shelf = "latest" | "top-rated" | "bestsellers" | "discounted" | "featured";

const shelves: Record<Shelf, { where?: SQL; order: SQL[] }> = {
  latest: { order: [desc(products.createdAt), desc(products.id)] },
  "top-rated": {
    where: gt(products.ratingCount, 0),
    order: [desc(sql`${products.ratingSum}::float / ${products.ratingCount}`), desc(products.ratingCount)],
  },
  bestsellers: { order: [desc(products.ratingCount), desc(products.id)] },
  discounted: {
    where: and(isNotNull(products.compareAtCents), gt(products.compareAtCents, products.priceCents)),
    order: [desc(sql`(${products.compareAtCents} - ${products.priceCents})::float / ${products.compareAtCents}`)],
  },
  featured: {
    where: sql`cardinality(${products.badges}) > 0`,
    order: [desc(products.ratingSum), desc(products.id)],
  },
};

/** A short, ordered list of in-stock products for the home page shelves and carousels. */
export async function shelf(db: Db, media: MediaStore, name: Shelf, limit: number): Promise<ProductCard[]> {
  const { where, order } = shelves[name];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.availability, "in-stock"), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => toProductCard(row, media));
}
