import { count, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { renditionKey } from "../media/renditions";
import type { MediaStore } from "../media/store";

export type PostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: string;
  image: string | null;
};

type PostRow = typeof blogPosts.$inferSelect;

function summary(row: PostRow, media: MediaStore, locale: Locale): PostSummary {
  return {
    slug: row.slug,
    title: row.title[locale],
    excerpt: row.excerpt[locale],
    category: row.category,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    image: row.imageKey ? media.url(renditionKey(row.imageKey, "card")) : null,
  };
}

export async function latestPosts(db: Db, media: MediaStore, locale: Locale, page: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(blogPosts),
  ]);
  return { posts: rows.map((row) => summary(row, media, locale)), total: counted?.total ?? 0 };
}

/** A post by slug, or the newest one when no slug is given (the /blog/post-* demo views). */
export async function postBySlug(db: Db, media: MediaStore, locale: Locale, slug?: string) {
  const query = db.select().from(blogPosts);
  const [row] = await (slug ? query.where(eq(blogPosts.slug, slug)) : query)
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    ...summary(row, media, locale),
    body: row.body[locale].split(/\n\s*\n/),
    tags: row.tags,
    hero: row.imageKey ? media.url(renditionKey(row.imageKey, "gallery")) : null,
  };
}
