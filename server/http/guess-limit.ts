import { and, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../db/handle";
import { rateLimits } from "../db/schema";
import { type Clock, hit, type RateLimit, systemClock } from "./rate-limit";

/**
 * Wrong answers a client may give, in a window, to a form that says whether a secret is right (a coupon code, an
 * order's number and email), before it is told to wait for the window's end: enough for typing mistakes, far too
 * few to try codes.
 */
export const GUESS_LIMIT: RateLimit = { limit: 10, windowSeconds: 600 };

/** Refused: too many wrong answers; may try again in `minutes` (whole minutes, at least one). */
export type TooManyGuesses = { minutes: number; retryAfterSeconds: number };

function windowStartOf(now: Date, { windowSeconds }: RateLimit): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Whether any of `keys` (the client's address, its cart…) has used up its wrong answers in the current window:
 * null when it may answer, else how long until the window ends. Checked before the secret is, so a right answer
 * given while refused teaches nothing.
 */
export async function tooManyGuesses(
  db: Db,
  keys: readonly string[],
  now: Clock = systemClock,
  limit: RateLimit = GUESS_LIMIT,
): Promise<TooManyGuesses | null> {
  const instant = now();
  const windowStart = windowStartOf(instant, limit);
  const [row] = await db
    .select({ hits: max(rateLimits.hits) })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [...keys]), eq(rateLimits.windowStart, windowStart)));
  if ((row?.hits ?? 0) < limit.limit) return null;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - instant.getTime()) / 1000),
  );
  return { minutes: Math.ceil(retryAfterSeconds / 60), retryAfterSeconds };
}

/** Counts a wrong answer against each of `keys` (the shared rate limiter's windows, in the database). */
export async function countWrongGuess(
  db: Db,
  keys: readonly string[],
  now: Clock = systemClock,
  limit: RateLimit = GUESS_LIMIT,
): Promise<void> {
  for (const key of keys) await hit(db, key, limit, now);
}
