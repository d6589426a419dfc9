import type { Db } from "~server/db/handle";
import { type Review, type ReviewWrite, writeReview } from "~server/reviews/reviews";

/** A review written as a visitor without an account (unless `userId`), or null when its product does not exist. */
export async function createReview(
  db: Db,
  input: Omit<ReviewWrite, "userId"> & { userId?: string | null },
): Promise<Review | null> {
  const written = await writeReview(db, { ...input, userId: input.userId ?? null });
  return written.ok ? written.review : null;
}
