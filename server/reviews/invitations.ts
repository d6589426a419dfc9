import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { isListed } from "../catalog/listed";
import type { Db, Tx } from "../db/handle";
import { orderLines, orderParts, orders, products, reviewInvitations } from "../db/schema";
import { type OwnReview, type ReviewInput, type ReviewWritten, reviewById, writeReviewIn } from "./reviews";

/** How long a completed part's "review it" link works. */
export const REVIEW_LINK_DAYS = 365;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const reviewTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "reviews.errors.linkInvalid");

/** Only the token's hash is kept: the database alone cannot write a buyer's review (decision 049). */
function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** One product of a completed part, with its link's token, for the "is complete" mail. */
export type ReviewLink = { productId: number; token: string };

/**
 * Invites the buyer of a part that just completed to review each of its products: one token a product, kept as
 * its hash, in the transaction that completes the part. A part invited before (it cannot complete twice, but
 * nothing relies on it) gets no second link.
 */
export async function inviteToReview(tx: Tx, partId: number): Promise<ReviewLink[]> {
  const bought = await tx
    .selectDistinct({ productId: orderLines.productId, userId: orders.userId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.partId, partId), isNotNull(orderLines.productId)));
  const links: ReviewLink[] = [];
  for (const { productId, userId } of bought) {
    if (productId === null) continue;
    const token = randomBytes(32).toString("base64url");
    const [made] = await tx
      .insert(reviewInvitations)
      .values({
        tokenHash: hashOf(token),
        partId,
        productId,
        userId,
        expiresAt: sql`now() + make_interval(days => ${REVIEW_LINK_DAYS})`,
      })
      .onConflictDoNothing({ target: [reviewInvitations.partId, reviewInvitations.productId] })
      .returning({ id: reviewInvitations.id });
    if (made) links.push({ productId, token });
  }
  return links;
}

/** The invitation of a token for the product of this slug (listed), while it works; null otherwise. */
async function invitationOf(db: Db | Tx, token: string, slug: string, lock = false) {
  if (!reviewTokenField.safeParse(token).success) return null;
  const [row] = await db
    .select({
      id: reviewInvitations.id,
      productId: reviewInvitations.productId,
      productName: products.name,
      userId: reviewInvitations.userId,
      reviewId: reviewInvitations.reviewId,
      email: orders.email,
      firstName: sql<string>`${orders.billingAddress}->>'firstName'`,
    })
    .from(reviewInvitations)
    .innerJoin(products, eq(products.id, reviewInvitations.productId))
    .innerJoin(orderParts, eq(orderParts.id, reviewInvitations.partId))
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(
      and(
        eq(reviewInvitations.tokenHash, hashOf(token)),
        eq(products.slug, slug),
        isListed,
        gt(reviewInvitations.expiresAt, sql`now()`),
      ),
    );
  if (!row || !lock) return row ?? null;
  // Held to the end of the write: the link used twice at once writes one review.
  await db
    .select({ id: reviewInvitations.id })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.id, row.id))
    .for("update");
  const [fresh] = await db
    .select({ reviewId: reviewInvitations.reviewId })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.id, row.id));
  return { ...row, reviewId: fresh?.reviewId ?? null };
}

/** What the invitation's page shows: the product, and the review the link wrote before (to edit) or the buyer's name. */
export async function invitedReviewForm(
  db: Db,
  token: string,
  slug: string,
): Promise<{ productName: string; review: OwnReview | null; name: string; email: string } | null> {
  const invitation = await invitationOf(db, token, slug);
  if (!invitation) return null;
  const review = invitation.reviewId ? await reviewById(db, invitation.reviewId) : null;
  return {
    productName: invitation.productName,
    review,
    name: review?.name ?? invitation.firstName ?? "",
    email: review?.email ?? invitation.email,
  };
}

/**
 * Writes the review of an invitation's link, verified: the first use writes it, every later use edits the same
 * review (an account's order: the account's one review of the product, which they may also have written signed
 * in). Null when the link is not (or no longer) one for this product.
 */
export async function writeInvitedReview(
  db: Db,
  token: string,
  slug: string,
  input: ReviewInput,
): Promise<ReviewWritten | null> {
  return db.transaction(async (tx) => {
    const invitation = await invitationOf(tx, token, slug, true);
    if (!invitation) return null;
    const written = await writeReviewIn(tx, {
      ...input,
      productId: invitation.productId,
      userId: invitation.userId,
      reviewId: invitation.userId ? null : invitation.reviewId,
      verified: true,
    });
    if (written.ok && written.review.id !== invitation.reviewId) {
      await tx
        .update(reviewInvitations)
        .set({ reviewId: written.review.id })
        .where(eq(reviewInvitations.id, invitation.id));
    }
    return written;
  });
}
