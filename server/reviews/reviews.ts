import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { emailField } from "~domain/form-fields";
import { HONEYPOT_FIELD, REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from "~domain/review-fields";
import { isListed } from "../catalog/listed";
import type { Db } from "../db/handle";
import { products, reviews } from "../db/schema";

export const reviewSchema = z.object({
  name: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(REVIEW_NAME_MAX, "reviews.errors.nameTooLong"),
  email: emailField,
  text: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(REVIEW_TEXT_MAX, "reviews.errors.textTooLong"),
  // A form sends the radio's value as text; nothing chosen means the default, 5 stars.
  stars: z.coerce
    .number({ error: "reviews.errors.starsInvalid" })
    .int("reviews.errors.starsInvalid")
    .min(1, "reviews.errors.starsInvalid")
    .max(5, "reviews.errors.starsInvalid")
    .default(5),
  [HONEYPOT_FIELD]: z.string().max(0, "reviews.errors.rejected").optional(),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

/** A review as shown on the product page; the reviewer's email is never part of it. */
export type Review = { id: number; name: string; text: string; stars: number; createdAt: Date };

export const reviewColumns = {
  id: reviews.id,
  name: reviews.name,
  text: reviews.body,
  stars: reviews.rating,
  createdAt: reviews.createdAt,
};

/** The id of the product reviews are posted to, or null when no listed product has this slug. */
export async function reviewedProductId(db: Db, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), isListed))
    .limit(1);
  return row?.id ?? null;
}

export type CreateReviewInput = ReviewInput & { productId: number; userId?: string | null };

/**
 * Saves the review and adds its stars to the product's rating in one transaction. The rating is an atomic
 * increment (`rating_sum = rating_sum + n`), never read-then-write, so concurrent reviews lose no update.
 * Returns null when the product does not exist (nothing is saved then).
 */
export async function createReview(db: Db, input: CreateReviewInput): Promise<Review | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({
        ratingSum: sql`${products.ratingSum} + ${input.stars}`,
        ratingCount: sql`${products.ratingCount} + 1`,
      })
      .where(eq(products.id, input.productId))
      .returning({ id: products.id });
    if (!product) return null;
    const [review] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        userId: input.userId ?? null,
        name: input.name,
        email: input.email,
        body: input.text,
        rating: input.stars,
      })
      .returning(reviewColumns);
    if (!review) throw new Error("Inserting a review returned no row");
    return review;
  });
}
