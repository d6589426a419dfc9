import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { conversations, users } from "../db/schema";
import { reasonField } from "./admin-input";
import { recordAudit } from "./audit";
import { setAccountLocked } from "./users";

// Conversations a side reported (issue 37): the operator reads them, may lock either side's account, and dismisses the
// report; both are audited. Conversations nobody reported stay between their two sides.

export const REPORTED_PAGE_SIZE = 20;

const buyer = alias(users, "buyer");
const seller = alias(users, "seller");

/** The reported conversations, the latest report first. */
export async function reportedConversationPage(db: Db, page: number) {
  const reported = isNotNull(conversations.reportedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        subject: conversations.subject,
        orderId: conversations.orderId,
        buyerEmail: buyer.email,
        sellerEmail: seller.email,
        reportedAt: conversations.reportedAt,
        reason: conversations.reportReason,
      })
      .from(conversations)
      .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
      .innerJoin(seller, eq(seller.id, conversations.sellerId))
      .where(reported)
      .orderBy(desc(conversations.reportedAt), desc(conversations.id))
      .limit(REPORTED_PAGE_SIZE)
      .offset((page - 1) * REPORTED_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(conversations).where(reported),
  ]);
  return {
    conversations: rows.map(({ reportedAt, orderId, ...row }) => ({
      ...row,
      aboutOrder: orderId !== null,
      reason: row.reason ?? "",
      reportedAt: reportedAt?.toISOString() ?? "",
    })),
    total: counted?.total ?? 0,
  };
}

/** What the operator does with a reported conversation: lock one of its sides, or dismiss the report. */
export const reportedConversationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("lock"), userId: z.uuid(), reason: reasonField }),
  z.object({ intent: z.literal("dismiss") }),
]);

export type ReportOutcome = { ok: true } | { ok: false; error: "notFound" | "self" | "unchanged" };

/**
 * Locks the account of one side of a reported conversation (as the Users screen does: sessions end, listings leave
 * the store; audited with the reason). Only a side of a conversation that is reported.
 */
export async function lockConversationSide(
  db: Db,
  operator: SessionUser,
  conversationId: number,
  userId: string,
  reason: string,
): Promise<ReportOutcome> {
  const [side] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        isNotNull(conversations.reportedAt),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
  if (!side) return { ok: false, error: "notFound" };
  return setAccountLocked(db, operator, userId, true, reason);
}

/** Clears the report (the conversation leaves the operator's list), with its audit row, in one transaction. */
export async function dismissReport(db: Db, operator: SessionUser, conversationId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ subject: conversations.subject, reason: conversations.reportReason })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), isNotNull(conversations.reportedAt)))
      .for("update");
    if (!before) return false;
    await tx
      .update(conversations)
      .set({ reportedAt: null, reportedBy: null, reportReason: null })
      .where(eq(conversations.id, conversationId));
    await recordAudit(tx, operator, {
      action: "conversation.dismiss",
      subject: `conversation:${conversationId}`,
      subjectLabel: before.subject,
      reason: before.reason,
    });
    return true;
  });
}
