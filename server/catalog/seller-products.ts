import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { brands, products } from "../db/schema";
import type { MediaStore } from "../media/store";
import { cardColumns, toProductCard } from "./product-card";

/** The products a user listed for sale (My Products). */
export async function productsOfOwner(db: Db, media: MediaStore, ownerId: string) {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.ownerId, ownerId))
    .orderBy(desc(products.createdAt))
    .limit(200);
  return rows.map((row) => toProductCard(row, media));
}
