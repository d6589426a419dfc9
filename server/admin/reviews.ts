import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { products, reviews } from "../db/schema";
import { recordAudit } from "./audit";

export const REVIEWS_PAGE_SIZE = 30;

/** The latest reviews (of one product, by its slug, when given), with their product. */
export async function reviewPage(db: Db, page: number, productSlug: string | null) {
  const where = productSlug ? eq(products.slug, productSlug) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        name: reviews.name,
        email: reviews.email,
        text: reviews.body,
        stars: reviews.rating,
        verified: reviews.verified,
        hiddenReason: reviews.hiddenReason,
        hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
        createdAt: reviews.createdAt,
        productName: products.name,
        productSlug: products.slug,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
  ]);
  return {
    reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}

/**
 * Hides a review, with the operator's reason: it leaves the product's page, and its stars leave the product's
 * rating in the same transaction (subtracted once: only the statement that hides it subtracts), with the audit
 * log's row. Hiding a hidden review changes nothing. False when there is no such review.
 */
export async function hideReview(db: Db, operator: SessionUser, id: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set({ hiddenAt: sql`now()`, hiddenReason: reason })
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
      .returning({ productId: reviews.productId, name: reviews.name, stars: reviews.rating });
    if (!review) {
      const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
      return exists !== undefined;
    }
    const [product] = await tx
      .update(products)
      .set({
        ratingSum: sql`${products.ratingSum} - ${review.stars}`,
        ratingCount: sql`${products.ratingCount} - 1`,
      })
      .where(eq(products.id, review.productId))
      .returning({ name: products.name });
    await recordAudit(tx, operator, {
      action: "review.hide",
      subject: `review:${id}`,
      subjectLabel: `${review.name} on ${product?.name ?? "a deleted product"}`,
      reason,
    });
    return true;
  });
}
