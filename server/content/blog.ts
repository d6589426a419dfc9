import { and, arrayContains, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "~domain/locales";
import { localizedLangOf, localizedOf } from "~domain/localized-input";
import { pageSchema } from "~domain/page-query";
import { renditionKey } from "~domain/renditions";
import { objectFromInput } from "~domain/untrusted-keys";
import type { Db } from "../db/handle";
import { containing } from "../db/like-pattern";
import { referenceData } from "../db/reference-data";
import { BLOG_CATEGORIES, blogPosts, blogPostText } from "../db/schema";
import { type Clock, systemClock } from "../http/rate-limit";
import type { MediaStore } from "../media/store";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { latestComments } from "./comments";
import { renderMarkdown } from "./markdown";
import { visiblePost } from "./visible-posts";

export type PostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  /** The language the title and excerpt are in: the reader's, or English when the post has none in theirs. */
  lang: Locale;
  category: string;
  author: string;
  publishedAt: string;
  image: string | null;
};

/** What a listing reads of a post: everything but its text, the largest column. */
const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  imageKey: blogPosts.imageKey,
};

type SummaryRow = Pick<typeof blogPosts.$inferSelect, keyof typeof summaryColumns>;

function summary(row: SummaryRow, media: MediaStore, locale: Locale): PostSummary {
  showsOnPage(pageTag.table("blog_posts"));
  return {
    slug: row.slug,
    title: localizedOf(row.title, locale),
    excerpt: localizedOf(row.excerpt, locale),
    lang: localizedLangOf(row.title, locale),
    category: row.category,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    image: row.imageKey ? media.url(renditionKey(row.imageKey, "card")) : null,
  };
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional()
    .catch(undefined);

/** The blog listing's query string: a search, a category or a tag, and the page. Anything unusable is ignored. */
const postQuerySchema = z.object({
  q: optionalText(100),
  category: z.enum(BLOG_CATEGORIES).optional().catch(undefined),
  tag: optionalText(40),
  page: pageSchema,
});
export type PostQuery = z.infer<typeof postQuerySchema>;

export function parsePostQuery(search: URLSearchParams): PostQuery {
  return postQuerySchema.parse(objectFromInput(search));
}

function newestPosts(db: Db, where: SQL, limit: number, offset = 0) {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

/** One page of posts, newest first, narrowed by the query; with how many posts match in all. */
export async function findPosts(
  db: Db,
  media: MediaStore,
  locale: Locale,
  query: PostQuery,
  limit: number,
  now: Clock = systemClock,
) {
  const conditions: SQL[] = [visiblePost(now)];
  if (query.q) conditions.push(ilike(blogPostText(blogPosts, locale), containing(query.q)));
  if (query.category) conditions.push(eq(blogPosts.category, query.category));
  if (query.tag) conditions.push(arrayContains(blogPosts.tags, [query.tag]));
  const where = and(...conditions) as SQL;
  const [rows, [counted]] = await Promise.all([
    newestPosts(db, where, limit, (query.page - 1) * limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts: rows.map((row) => summary(row, media, locale)), total: counted?.total ?? 0 };
}

/**
 * The newest posts, for the home pages' Latest News and the blog's sidebar. Kept as reference data: a scheduled
 * post's time coming drops it (server/content/blog-schedule.ts).
 */
export function latestPosts(
  db: Db,
  media: MediaStore,
  locale: Locale,
  limit: number,
  now: Clock = systemClock,
): Promise<PostSummary[]> {
  return referenceData(db, `latest-posts:${locale}:${limit}`, async () =>
    (await newestPosts(db, visiblePost(now), limit)).map((row) => summary(row, media, locale)),
  );
}

/**
 * What the blog's sidebar lists besides its search: the categories and tags with their number of posts,
 * the three newest posts and the three newest comments.
 */
export async function blogSidebar(db: Db, media: MediaStore, locale: Locale, now: Clock = systemClock) {
  const tagged = db
    .select({ tag: sql<string>`unnest(${blogPosts.tags})`.as("tag") })
    .from(blogPosts)
    .where(visiblePost(now))
    .as("tagged");
  const [categories, tags, posts, comments] = await Promise.all([
    db
      .select({ slug: blogPosts.category, posts: count() })
      .from(blogPosts)
      .where(visiblePost(now))
      .groupBy(blogPosts.category),
    db
      .select({ slug: tagged.tag, posts: count() })
      .from(tagged)
      .groupBy(tagged.tag)
      .orderBy(desc(count()), tagged.tag)
      .limit(30),
    latestPosts(db, media, locale, 3, now),
    latestComments(db, locale, 3, now),
  ]);
  const order = (slug: string) => BLOG_CATEGORIES.indexOf(slug as (typeof BLOG_CATEGORIES)[number]);
  return { categories: categories.sort((a, b) => order(a.slug) - order(b.slug)), tags, posts, comments };
}

export type BlogSidebarData = Awaited<ReturnType<typeof blogSidebar>>;

/** A post as its page shows it: the body rendered from Markdown, in the reader's language or else English. */
export function postView(row: typeof blogPosts.$inferSelect, media: MediaStore, locale: Locale) {
  return {
    id: row.id,
    ...summary(row, media, locale),
    bodyHtml: renderMarkdown(localizedOf(row.body, locale)),
    bodyLang: localizedLangOf(row.body, locale),
    tags: row.tags,
    hero: row.imageKey ? media.url(renditionKey(row.imageKey, "gallery")) : null,
  };
}
export type PostView = ReturnType<typeof postView>;

/**
 * A post readers may see, by slug, or the newest one when no slug is given (the /blog/post-* demo views): null
 * for a draft or a post whose time has not come, as for one that does not exist.
 */
export async function postBySlug(
  db: Db,
  media: MediaStore,
  locale: Locale,
  slug?: string,
  now: Clock = systemClock,
): Promise<PostView | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(slug ? and(visiblePost(now), eq(blogPosts.slug, slug)) : visiblePost(now))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1);
  return row ? postView(row, media, locale) : null;
}
