import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { emailField } from "~domain/form-fields";
import { HONEYPOT_FIELD, REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from "~domain/review-fields";
import { isListed } from "../catalog/listed";
import type { Db, Tx } from "../db/handle";
import { orderLines, orderParts, orders, products, reviews } from "../db/schema";

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
export type Review = { id: number; name: string; text: string; stars: number; verified: boolean; createdAt: Date };

export const reviewColumns = {
  id: reviews.id,
  name: reviews.name,
  text: reviews.body,
  stars: reviews.rating,
  verified: reviews.verified,
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

/** Whether this account has a completed order line of the product: what makes its review "Verified purchase". */
export async function boughtAndReceived(db: Db | Tx, userId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderParts, eq(orderParts.id, orderLines.partId))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orderParts.status, "completed")))
    .limit(1);
  return row !== undefined;
}

/** Who writes: a signed-in account (one review a product, which posting again edits) or a visitor without one. */
export type ReviewWrite = ReviewInput & {
  productId: number;
  userId: string | null;
  /** Already known to be a buyer's (an invitation's link); otherwise looked up for a signed-in account. */
  verified?: boolean;
  /** The store takes reviews from buyers only (a store setting): any other is refused. */
  buyersOnly?: boolean;
  /** A review to edit whoever wrote it (a guest's invitation used again). */
  reviewId?: number | null;
};

export type ReviewWritten =
  | { ok: true; review: Review; edited: boolean }
  | { ok: false; error: "notFound" | "buyersOnly" };

/** What an edit writes over a review: its fields, the mark as known now and the time. */
function editOf(input: ReviewWrite, verified: boolean) {
  return {
    name: input.name,
    email: input.email,
    body: input.text,
    rating: input.stars,
    verified,
    editedAt: sql`now()`,
  };
}

/**
 * Saves the review and changes the product's rating in the same transaction. A new review adds its stars; an
 * edit (the account's own review of the product, or `reviewId`'s) adds the difference, nothing when the review is
 * hidden. The rating is changed by increments (`rating_sum = rating_sum + n`), never read-then-write, and an edit
 * holds its review's row, so concurrent writes lose nothing. "Verified purchase" is decided now, at every write
 * (decision 049). Posting the same form again edits the review to what it already says.
 */
export function writeReview(db: Db, input: ReviewWrite): Promise<ReviewWritten> {
  return db.transaction((tx) => writeReviewIn(tx, input));
}

/** `writeReview` inside a transaction that holds what else the write needs (an invitation's row). */
export async function writeReviewIn(tx: Tx, input: ReviewWrite): Promise<ReviewWritten> {
  const verified =
    input.verified ?? (input.userId ? await boughtAndReceived(tx, input.userId, input.productId) : false);
  if (input.buyersOnly && !verified) return { ok: false, error: "buyersOnly" };
  const rate = async (sum: number, count: number) => {
    const [product] = await tx
      .update(products)
      .set({
        ratingSum: sql`${products.ratingSum} + ${sum}`,
        ratingCount: sql`${products.ratingCount} + ${count}`,
      })
      .where(eq(products.id, input.productId))
      .returning({ id: products.id });
    return product !== undefined;
  };

  const ownedBy = input.reviewId
    ? eq(reviews.id, input.reviewId)
    : input.userId
      ? eq(reviews.userId, input.userId)
      : undefined;
  if (ownedBy) {
    if (!input.reviewId && input.userId) {
      // The first review of this account and product; a concurrent one waits here and edits it instead.
      const [inserted] = await tx
        .insert(reviews)
        .values({ ...fieldsOf(input), userId: input.userId, verified })
        .onConflictDoNothing({
          target: [reviews.productId, reviews.userId],
          where: sql`${reviews.userId} is not null`,
        })
        .returning(reviewColumns);
      if (inserted) {
        if (!(await rate(input.stars, 1))) throw new Error("The reviewed product is gone");
        return { ok: true, review: inserted, edited: false };
      }
    }
    const [old] = await tx
      .select({ id: reviews.id, stars: reviews.rating, hidden: sql<boolean>`${reviews.hiddenAt} is not null` })
      .from(reviews)
      .where(and(eq(reviews.productId, input.productId), ownedBy))
      .for("update");
    if (old) {
      const [review] = await tx
        .update(reviews)
        .set(editOf(input, verified))
        .where(eq(reviews.id, old.id))
        .returning(reviewColumns);
      if (!review) throw new Error("Editing a review returned no row");
      if (!old.hidden && old.stars !== input.stars) await rate(input.stars - old.stars, 0);
      return { ok: true, review, edited: true };
    }
    if (input.userId) throw new Error("A review that conflicted is gone");
  }
  if (!(await rate(input.stars, 1))) return { ok: false, error: "notFound" };
  const [review] = await tx
    .insert(reviews)
    .values({ ...fieldsOf(input), userId: input.userId, verified })
    .returning(reviewColumns);
  if (!review) throw new Error("Inserting a review returned no row");
  return { ok: true, review, edited: false };
}

function fieldsOf(input: ReviewWrite) {
  return { productId: input.productId, name: input.name, email: input.email, body: input.text, rating: input.stars };
}

/** A reviewer's own review, as their form shows it again to edit (a hidden one says so). */
export type OwnReview = {
  id: number;
  name: string;
  email: string;
  text: string;
  stars: number;
  verified: boolean;
  hidden: boolean;
};

const ownColumns = {
  id: reviews.id,
  name: reviews.name,
  email: reviews.email,
  text: reviews.body,
  stars: reviews.rating,
  verified: reviews.verified,
  hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
};

/** A review by its id, for its author's form (an invitation's). */
export async function reviewById(db: Db, id: number): Promise<OwnReview | null> {
  const [row] = await db.select(ownColumns).from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

/**
 * What the product page's form needs for a signed-in visitor: their review of the product (to edit) and whether
 * they bought and received it (a review from them would be verified; with the store taking buyers' reviews only,
 * whether they may write one).
 */
export async function reviewerOf(db: Db, productId: number, userId: string) {
  const [[own], buyer] = await Promise.all([
    db
      .select(ownColumns)
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId))),
    boughtAndReceived(db, userId, productId),
  ]);
  return { review: own ?? null, buyer };
}

/** The condition of the reviews a product page shows: not hidden by an operator. */
export const shownReview = isNull(reviews.hiddenAt);
