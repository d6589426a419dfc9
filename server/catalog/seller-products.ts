import { and, count, desc, ilike, or } from "drizzle-orm";
import { renditionKey } from "~domain/renditions";
import type { Db } from "../db/handle";
import { containing } from "../db/like-pattern";
import { products } from "../db/schema";
import { type ListingOwner, ownedBy } from "../listings/listing-owner";
import type { MediaStore } from "../media/store";
import { firstImageKeyOf } from "./product-card";

export const MY_PRODUCTS_PAGE_SIZE = 20;

/**
 * One page of the products a user listed for sale (My Products), or of the store's own (the back office's Store
 * products), newest first, with how many there are; a listing the store's operators hid carries their reason. `q`,
 * when given, keeps those whose name or address name holds it.
 */
export async function productPageOfOwner(db: Db, media: MediaStore, owner: ListingOwner, page: number, q = "") {
  const where = and(
    ownedBy(owner),
    q ? or(ilike(products.name, containing(q)), ilike(products.slug, containing(q))) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        priceCents: products.priceCents,
        compareAtCents: products.compareAtCents,
        availability: products.availability,
        hiddenReason: products.hiddenReason,
        createdAt: products.createdAt,
        imageKey: firstImageKeyOf(products),
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(MY_PRODUCTS_PAGE_SIZE)
      .offset((page - 1) * MY_PRODUCTS_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map(({ imageKey, createdAt, ...row }) => ({
      ...row,
      compareAtCents: row.compareAtCents && row.compareAtCents > row.priceCents ? row.compareAtCents : null,
      createdAt: createdAt.toISOString(),
      thumb: imageKey ? media.url(renditionKey(imageKey, "thumb")) : null,
    })),
    total: counted?.total ?? 0,
  };
}
