import type { Tx } from "../db/handle";
import { passClaims } from "../db/schema";

/**
 * Claims `key` for the caller's transaction: true for the one transaction, across every process, whose insert wrote
 * the row; false for any other (on PostgreSQL a second insert waits for the first to commit, then finds the row; if
 * the first rolls back, the second claims it). So work done in that transaction is done once (decision 045).
 */
export async function claimOnce(tx: Tx, key: string): Promise<boolean> {
  const claimed = await tx
    .insert(passClaims)
    .values({ key })
    .onConflictDoNothing({ target: passClaims.key })
    .returning({ key: passClaims.key });
  return claimed.length > 0;
}
