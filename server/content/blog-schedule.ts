import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/handle";
import { blogPosts } from "../db/schema";
import { type Clock, systemClock } from "../http/rate-limit";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";

/** The most posts one pass marks live; more wait for the pass that follows at once. */
const POSTS_PER_PASS = 100;

/**
 * Marks live the published posts whose time has come since the last pass (decision 056). Readers' queries already
 * show such a post (they compare its date with the clock), but what a process kept without it would not: the latest
 * posts it keeps as reference data and the pages the page cache keeps. Writing `live` fires blog_posts' statement
 * triggers (migrations 0009, 0024), whose notices drop both in every process. Nothing is written, so nothing is
 * notified, when no post's time has come. Returns how many posts went live.
 */
export async function markScheduledPostsLive(db: Db, now: Clock = systemClock): Promise<number> {
  const due = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.live, false), eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now())))
    .limit(POSTS_PER_PASS);
  if (due.length === 0) return 0;
  const marked = await db
    .update(blogPosts)
    .set({ live: true })
    .where(
      and(
        inArray(
          blogPosts.id,
          due.map((post) => post.id),
        ),
        eq(blogPosts.live, false),
      ),
    )
    .returning({ id: blogPosts.id });
  return marked.length;
}

/** How often each process looks for scheduled posts whose time has come: the most a kept page lags behind. */
export const SCHEDULED_POSTS_PASS_MS = 15_000;

/** The pass in an app process; several processes marking the same post only notify twice. `stop` lets it finish. */
export function startScheduledPosts(db: Db, log: Pick<Logger, "info" | "error">, now: Clock = systemClock): Repeating {
  return startRepeating(
    async () => {
      const marked = await markScheduledPostsLive(db, now);
      if (marked > 0) log.info(`Blog: ${marked} scheduled post(s) went live.`);
      return { more: marked === POSTS_PER_PASS };
    },
    SCHEDULED_POSTS_PASS_MS,
    (error) => log.error(`Blog: ${error instanceof Error ? error.message : String(error)}`),
  );
}
