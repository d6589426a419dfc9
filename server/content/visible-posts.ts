import { and, eq, lte, type SQL } from "drizzle-orm";
import { blogPosts } from "../db/schema";
import { type Clock, systemClock } from "../http/rate-limit";

/**
 * What readers see of the blog: published posts whose publish date-time has come (decision 056). A draft is never
 * shown; a post dated later shows itself when `now` passes that date. `now` is the caller's clock (tests move it).
 */
export function visiblePost(now: Clock = systemClock): SQL {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now())) as SQL;
}
