import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { renditionKey } from "~domain/renditions";
import type { SessionUser } from "../accounts/sessions";
import { imageKeysOfProduct } from "../catalog/product-card";
import type { Db } from "../db/handle";
import { containing } from "../db/like-pattern";
import { products, users } from "../db/schema";
import type { MediaStore } from "../media/store";
import type { ListingVisibilityChange } from "./admin-input";
import { recordAudit } from "./audit";
import { storeLowStock } from "./store-stock";

export const LISTINGS_PAGE_SIZE = 30;

export type ListingFilter = {
  /** Part of the name or the address name (slug); empty for all. */
  q: string;
  /** A category and every category below it; null for all. */
  categoryIds: number[] | null;
  /** Only the store's own products low in stock or sold out (the Overview's count, issue 48). */
  lowStock: boolean;
};

/** Every product, newest first, with its seller, its stock and whether shoppers see it, a page at a time. */
export async function adminListingPage(db: Db, media: MediaStore, page: number, filter: ListingFilter) {
  const where = and(
    filter.q ? or(ilike(products.name, containing(filter.q)), ilike(products.slug, containing(filter.q))) : undefined,
    filter.categoryIds ? inArray(products.categoryId, filter.categoryIds) : undefined,
    filter.lowStock ? storeLowStock : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        priceCents: products.priceCents,
        availability: products.availability,
        stock: products.stock,
        categoryId: products.categoryId,
        sellerEmail: users.email,
        hiddenReason: products.hiddenReason,
        ownerLocked: products.ownerLocked,
        imageKey: sql<string | null>`(${imageKeysOfProduct} limit 1)`,
      })
      .from(products)
      .leftJoin(users, eq(users.id, products.ownerId))
      .where(where)
      .orderBy(desc(products.id))
      .limit(LISTINGS_PAGE_SIZE)
      .offset((page - 1) * LISTINGS_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    listings: rows.map(({ imageKey, ...row }) => ({
      ...row,
      thumb: imageKey ? media.url(renditionKey(imageKey, "thumb")) : null,
    })),
    total: counted?.total ?? 0,
  };
}

export type HideResult = { ok: true } | { ok: false; error: "notFound" | "unchanged" };

/**
 * Hides a listing from shoppers, with the reason its seller reads in My Products, or shows it again; the audit log
 * gets its row in the same transaction. Only an operator changes this: the seller's own edits leave it as it is.
 */
export async function setListingHidden(
  db: Db,
  operator: SessionUser,
  change: ListingVisibilityChange,
): Promise<HideResult> {
  const { productId, reason } = change;
  const hidden = change.intent === "hide";
  return db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set(hidden ? { hiddenAt: sql`now()`, hiddenReason: change.reason } : { hiddenAt: null, hiddenReason: null })
      .where(and(eq(products.id, productId), hidden ? isNull(products.hiddenAt) : isNotNull(products.hiddenAt)))
      .returning({ name: products.name });
    if (!product) {
      const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      return { ok: false, error: exists ? "unchanged" : "notFound" };
    }
    await recordAudit(tx, operator, {
      action: hidden ? "product.hide" : "product.show",
      subject: `product:${productId}`,
      subjectLabel: product.name,
      reason,
    });
    return { ok: true };
  });
}
