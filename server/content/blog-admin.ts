import slugify from "@sindresorhus/slugify";
import { and, count, desc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { BLOG_POST_STATUSES, type BlogPostState, TAG_MAX_LENGTH, TAGS_PER_POST, tagsOf } from "~domain/blog";
import { requiredText } from "~domain/form-fields";
import type { Locale } from "~domain/locales";
import { localizedInput } from "~domain/localized-input";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db } from "../db/handle";
import { BLOG_CATEGORIES, blogComments, blogPosts } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { type Clock, systemClock } from "../http/rate-limit";
import type { MediaStore } from "../media/store";
import { postView } from "./blog";
import { type CoverRenditions, removeCover, storeCover } from "./blog-cover";

/** The longest Markdown body per language: what a refused form gives back whole (domain/form.ts). */
export const POST_BODY_MAX = 10_000;
const SLUG_MAX = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A `datetime-local` field's value, read as UTC (the form says so). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The post form (decision 056). An empty slug is made from the English title. */
export const postSchema = z
  .object({
    title: localizedInput(200),
    excerpt: localizedInput(500),
    body: localizedInput(POST_BODY_MAX),
    slug: z.string().trim().toLowerCase().max(SLUG_MAX, "errors.tooLong").optional().default(""),
    category: z.enum(BLOG_CATEGORIES, { error: "errors.required" }),
    tags: z
      .string()
      .max(TAGS_PER_POST * (TAG_MAX_LENGTH + 2), "errors.tooLong")
      .optional()
      .default("")
      .transform(tagsOf)
      .pipe(
        z
          .array(z.string().max(TAG_MAX_LENGTH, "blogAdmin.errors.tagTooLong"))
          .max(TAGS_PER_POST, "blogAdmin.errors.tooManyTags"),
      ),
    author: requiredText(80),
    publishedAt: z
      .string({ error: "blogAdmin.errors.date" })
      .regex(DATE_TIME, "blogAdmin.errors.date")
      .transform((value) => new Date(`${value}:00Z`))
      .refine((date) => !Number.isNaN(date.getTime()), "blogAdmin.errors.date"),
    status: z.enum(BLOG_POST_STATUSES, { error: "errors.required" }),
    removeCover: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  })
  .transform((post, context) => {
    const slug = post.slug || slugify(post.title.en, { decamelize: false }).slice(0, SLUG_MAX).replace(/-+$/, "");
    if (!SLUG.test(slug)) {
      context.addIssue({ code: "custom", path: ["slug"], message: "blogAdmin.errors.slug" });
      return z.NEVER;
    }
    return { ...post, slug };
  });
export type PostInput = z.output<typeof postSchema>;

export const SLUG_TAKEN = "blogAdmin.errors.slugTaken";
const SLUG_CONSTRAINT = "blog_posts_slug_unique";

/** How the back office names a post's state: a published post whose time is still to come is scheduled. */
export function postState(status: string, publishedAt: Date, now: Date): BlogPostState {
  if (status === "draft") return "draft";
  return publishedAt > now ? "scheduled" : "published";
}

export const ADMIN_POSTS_PAGE_SIZE = 25;

/** Every post, drafts and scheduled ones too, the latest date first, a page at a time. */
export async function adminPostPage(db: Db, page: number, now: Clock = systemClock) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        author: blogPosts.author,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(ADMIN_POSTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_POSTS_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts),
  ]);
  const at = now();
  return {
    posts: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title.en,
      author: row.author,
      state: postState(row.status, row.publishedAt, at),
      publishedAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

/** A post as the editor shows it, with its comments waiting for approval. */
export async function adminPost(db: Db, id: number) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) return null;
  const [pending] = await db
    .select({ total: count() })
    .from(blogComments)
    .where(and(eq(blogComments.postId, id), eq(blogComments.status, "pending")));
  return { ...row, pendingComments: pending?.total ?? 0 };
}
export type AdminPost = NonNullable<Awaited<ReturnType<typeof adminPost>>>;

export type SaveOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, string> };

/**
 * Creates (`id` null) or changes a post, audited in the same transaction. A published post dated later is not yet
 * live: the scheduled-posts job marks it when its time comes (server/content/blog-schedule.ts). A cover picked
 * replaces the one before, which is removed once the post no longer uses it.
 */
export async function savePost(
  db: Db,
  media: MediaStore,
  operator: Pick<SessionUser, "id" | "email">,
  id: number | null,
  input: PostInput,
  cover: CoverRenditions | null,
  now: Clock = systemClock,
): Promise<SaveOutcome> {
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(id === null ? eq(blogPosts.slug, input.slug) : and(eq(blogPosts.slug, input.slug), ne(blogPosts.id, id)))
    .limit(1);
  if (taken) return { ok: false, errors: { slug: SLUG_TAKEN } };
  const newKey = cover ? await storeCover(media, cover) : null;
  const fields = {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    category: input.category,
    tags: input.tags,
    author: input.author,
    status: input.status,
    publishedAt: input.publishedAt,
    live: input.status === "draft" || input.publishedAt <= now(),
    updatedAt: now(),
  };
  let oldKey: string | null = null;
  try {
    const savedId = await db.transaction(async (tx) => {
      let postId: number;
      if (id === null) {
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...fields, imageKey: newKey })
          .returning({ id: blogPosts.id });
        postId = row!.id;
      } else {
        const [before] = await tx
          .select({ imageKey: blogPosts.imageKey })
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for("update");
        if (!before) return null;
        const replaced = newKey !== null || input.removeCover;
        if (replaced) oldKey = before.imageKey;
        await tx
          .update(blogPosts)
          .set(replaced ? { ...fields, imageKey: newKey } : fields)
          .where(eq(blogPosts.id, id));
        postId = id;
      }
      await recordAudit(tx, operator, {
        action: id === null ? "blog.create" : "blog.update",
        subject: `post:${postId}`,
        subjectLabel: input.title.en,
      });
      return postId;
    });
    if (savedId === null) {
      if (newKey) await removeCover(media, newKey);
      return { ok: false, errors: { form: "blogAdmin.errors.gone" } };
    }
    if (oldKey) await removeCover(media, oldKey);
    return { ok: true, id: savedId };
  } catch (error) {
    if (newKey) await removeCover(media, newKey);
    // Another save took the slug between the look above and this one.
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return { ok: false, errors: { slug: SLUG_TAKEN } };
    throw error;
  }
}

/** Deletes a post with its comments, audited; false when there was no such post. */
export async function deletePost(
  db: Db,
  media: MediaStore,
  operator: Pick<SessionUser, "id" | "email">,
  id: number,
): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, imageKey: blogPosts.imageKey });
    if (!row) return null;
    await recordAudit(tx, operator, { action: "blog.delete", subject: `post:${id}`, subjectLabel: row.title.en });
    return row;
  });
  if (!deleted) return false;
  if (deleted.imageKey) await removeCover(media, deleted.imageKey);
  return true;
}

/** Any post, a draft or a scheduled one too, as its page will show it: the back office's preview. */
export async function previewPost(db: Db, media: MediaStore, locale: Locale, id: number, now: Clock = systemClock) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) return null;
  return { post: postView(row, media, locale), state: postState(row.status, row.publishedAt, now()) };
}
