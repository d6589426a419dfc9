import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { rateLimits } from "../db/schema";

export type RateLimit = { limit: number; windowSeconds: number };

/** Where a rate limit reads the time: the system clock, or in tests a fixed instant inside one window. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** How often, at most, a stale window is swept: about one hit in this many. */
const SWEEP_ONE_IN = 50;

/**
 * Counts one hit for `key` in the current fixed window and says whether it is allowed (hits ≤ limit).
 * One atomic upsert, so concurrent requests in any number of app processes are each counted once.
 * `now` says which window the hit falls in.
 */
export async function hit(
  db: Db,
  key: string,
  { limit, windowSeconds }: RateLimit,
  now: Clock = systemClock,
): Promise<boolean> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now().getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  // Old windows are never read again; delete them now and then instead of from a scheduled job.
  if (Math.random() * SWEEP_ONE_IN < 1) await sweepRateLimits(db, windowStart);
  return (row?.hits ?? 1) <= limit;
}

/** Deletes windows that started before `before` (for the longest window in use, a day is plenty). */
async function sweepRateLimits(db: Db, before: Date, keepMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(before.getTime() - keepMs)));
}
