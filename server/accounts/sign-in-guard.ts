import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { signInFailures } from "../db/schema";

/** 10 failed sign-ins for one email within an hour lock it for 15 minutes. Not configurable on purpose. */
export const LOCKOUT = { failures: 10, windowMinutes: 60, lockMinutes: 15 } as const;

const SWEEP_ONE_IN = 50;

const key = (email: string) => email.trim().toLowerCase();

/**
 * Whether sign-in for this email is locked: at least LOCKOUT.failures failures in the last hour, the
 * latest less than 15 minutes ago. Attempts during a lock are not checked, so they cannot extend it.
 */
export async function isLockedOut(db: Db, email: string): Promise<boolean> {
  // Compared with the database's clock, the one the failures were stamped with.
  const [row] = await db
    .select({
      locked: sql<boolean>`count(*) >= ${LOCKOUT.failures}
        and max(${signInFailures.createdAt}) > now() - make_interval(mins => ${LOCKOUT.lockMinutes})`,
    })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.email, key(email)),
        gt(signInFailures.createdAt, sql`now() - make_interval(mins => ${LOCKOUT.windowMinutes})`),
      ),
    );
  return row?.locked === true;
}

export async function recordFailedSignIn(db: Db, email: string): Promise<void> {
  await db.insert(signInFailures).values({ email: key(email) });
  // Failures older than the window are never counted again; sweep them now and then instead of by a job.
  if (Math.random() * SWEEP_ONE_IN < 1) {
    await db
      .delete(signInFailures)
      .where(lt(signInFailures.createdAt, sql`now() - make_interval(mins => ${LOCKOUT.windowMinutes})`));
  }
}

/** A successful sign-in starts the count again. */
export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, key(email)));
}
