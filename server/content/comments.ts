import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { emailField, requiredText } from "~domain/form-fields";
import type { Locale } from "~domain/locales";
import { localizedOf } from "~domain/localized-input";
import type { Db } from "../db/handle";
import { blogComments, blogPosts } from "../db/schema";
import { type Clock, hit, systemClock } from "../http/rate-limit";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { visiblePost } from "./visible-posts";

/** How many comments one client address may post a minute. */
const COMMENT_LIMIT_PER_MINUTE = 5;
/** The most comments shown under a post (the oldest first). */
const COMMENTS_SHOWN = 200;

export const commentSchema = z.object({
  name: requiredText(80),
  email: emailField,
  text: requiredText(3000),
});
export type CommentInput = z.infer<typeof commentSchema>;

export type PostComment = { id: number; name: string; text: string; createdAt: string };

/**
 * Adds a reader's comment under a post, waiting for the operator's approval (decision 056). The text is stored as
 * typed and always shown as text, never as HTML; the email is kept for the staff only.
 */
export async function addComment(
  db: Db,
  postId: number,
  input: CommentInput,
  clientIp: string,
  now?: Clock,
): Promise<"added" | "tooMany"> {
  if (!(await hit(db, `comment:${clientIp}`, { limit: COMMENT_LIMIT_PER_MINUTE, windowSeconds: 60 }, now))) {
    return "tooMany";
  }
  await db.insert(blogComments).values({ postId, name: input.name, email: input.email, body: input.text });
  return "added";
}

/** What a page shows of a comment (never its email). */
const commentColumns = {
  id: blogComments.id,
  name: blogComments.name,
  text: blogComments.body,
  createdAt: blogComments.createdAt,
};

export async function commentsOfPost(db: Db, postId: number): Promise<PostComment[]> {
  showsOnPage(pageTag.table("blog_comments"));
  const rows = await db
    .select(commentColumns)
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, "approved")))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(COMMENTS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The newest approved comments on any post readers may see, for the blog's sidebar. */
export async function latestComments(db: Db, locale: Locale, limit = 3, now: Clock = systemClock) {
  showsOnPage(pageTag.table("blog_comments"));
  const rows = await db
    .select({ ...commentColumns, postSlug: blogPosts.slug, postTitle: blogPosts.title })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(and(eq(blogComments.status, "approved"), visiblePost(now)))
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    postTitle: localizedOf(row.postTitle, locale),
    createdAt: row.createdAt.toISOString(),
  }));
}
