import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { containing } from "../db/like-pattern";
import { products, sessions, users } from "../db/schema";
import { recordAudit } from "./audit";

export const USERS_PAGE_SIZE = 30;

/** Accounts whose email or name contains `query` (all when empty), by email. */
export async function userPage(db: Db, page: number, query: string) {
  const where = query
    ? or(ilike(users.email, containing(query)), ilike(users.displayName, containing(query)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        role: users.role,
        lockedAt: users.lockedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.email))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(({ lockedAt, createdAt, ...row }) => ({
      ...row,
      locked: lockedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

export type LockResult = { ok: true } | { ok: false; error: "notFound" | "self" | "unchanged" };

/**
 * Locks an account (it cannot sign in, every session it has ends at once, its listings are hidden) or unlocks it,
 * with the reason in the audit log, in one transaction. An operator cannot lock themselves out.
 */
export async function setAccountLocked(
  db: Db,
  operator: SessionUser,
  userId: string,
  locked: boolean,
  reason: string | null,
): Promise<LockResult> {
  if (locked && userId === operator.id) return { ok: false, error: "self" };
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ lockedAt: locked ? sql`now()` : null, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), locked ? isNull(users.lockedAt) : isNotNull(users.lockedAt)))
      .returning({ email: users.email });
    if (!account) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return { ok: false, error: exists ? "unchanged" : "notFound" };
    }
    if (locked) await tx.delete(sessions).where(eq(sessions.userId, userId));
    // A locked account's listings leave the store with it, and come back when it is unlocked.
    await tx.update(products).set({ ownerLocked: locked }).where(eq(products.ownerId, userId));
    await recordAudit(tx, operator, {
      action: locked ? "user.lock" : "user.unlock",
      subject: `user:${userId}`,
      subjectLabel: account.email,
      reason,
    });
    return { ok: true };
  });
}
