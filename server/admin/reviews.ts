import { count, desc, eq, sql } from "drizzle-orm";
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
 * Deletes a review; in the same transaction the product's rating is recomputed from the reviews left (not
 * decremented: exact whatever happened before), and the audit log gets its row. False when there is no such review.
 */
export async function deleteReview(db: Db, operator: SessionUser, id: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ productId: reviews.productId, name: reviews.name });
    if (!review) return false;
    const [product] = await tx
      .update(products)
      .set({
        ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${reviews.productId} = ${review.productId})`,
        ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${review.productId})`,
      })
      .where(eq(products.id, review.productId))
      .returning({ name: products.name });
    await recordAudit(tx, operator, {
      action: "review.delete",
      subject: `review:${id}`,
      subjectLabel: `${review.name} on ${product?.name ?? "a deleted product"}`,
      reason,
    });
    return true;
  });
}
