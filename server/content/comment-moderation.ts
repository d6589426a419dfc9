import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { BLOG_COMMENT_STATUSES, type BlogCommentStatus } from "~domain/blog";
import type { SessionUser } from "../accounts/sessions";
import { type AuditAction, recordAudit } from "../admin/audit";
import type { Db } from "../db/handle";
import { blogComments, blogPosts } from "../db/schema";

export const COMMENTS_PAGE_SIZE = 30;

/** Which comments the moderation page lists: those waiting, by default. */
export const commentFilterSchema = z.enum(BLOG_COMMENT_STATUSES).catch("pending");

/** One page of the comments of one status, newest first, with the post each is under. */
export async function commentPage(db: Db, status: BlogCommentStatus, page: number) {
  const where = eq(blogComments.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogComments.id,
        name: blogComments.name,
        email: blogComments.email,
        text: blogComments.body,
        status: blogComments.status,
        createdAt: blogComments.createdAt,
        postId: blogPosts.id,
        postSlug: blogPosts.slug,
        postTitle: blogPosts.title,
      })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(where)
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(COMMENTS_PAGE_SIZE)
      .offset((page - 1) * COMMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(blogComments).where(where),
  ]);
  return {
    comments: rows.map((row) => ({ ...row, postTitle: row.postTitle.en, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}

/** What the operator does to a comment: show it, keep it off the page, or delete it. */
export const COMMENT_DECISIONS = ["approve", "hide", "delete"] as const;
export const commentDecisionSchema = z.object({
  commentId: z.coerce.number().int().positive(),
  decision: z.enum(COMMENT_DECISIONS),
});
export type CommentDecision = z.infer<typeof commentDecisionSchema>;

const AUDITED: Record<CommentDecision["decision"], AuditAction> = {
  approve: "comment.approve",
  hide: "comment.hide",
  delete: "comment.delete",
};

/** Applies the operator's decision, audited in the same transaction; false when there is no such comment. */
export async function moderateComment(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  { commentId, decision }: CommentDecision,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const where = eq(blogComments.id, commentId);
    const [row] =
      decision === "delete"
        ? await tx.delete(blogComments).where(where).returning({ name: blogComments.name })
        : await tx
            .update(blogComments)
            .set({ status: decision === "approve" ? "approved" : "hidden" })
            .where(where)
            .returning({ name: blogComments.name });
    if (!row) return false;
    await recordAudit(tx, operator, {
      action: AUDITED[decision],
      subject: `comment:${commentId}`,
      subjectLabel: row.name,
    });
    return true;
  });
}
