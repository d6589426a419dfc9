import { and, eq, or } from "drizzle-orm";
import { tellOperators } from "../admin/operator-mail";
import type { Db } from "../db/handle";
import { conversations } from "../db/schema";

/**
 * Reports the conversation to the operator with the reporter's reason (a later report replaces an earlier one). The
 * operators are mailed when it becomes reported, in the same transaction: a conversation reported again before an
 * operator dismissed it changes the reason and mails nobody (issue 48).
 */
export async function reportConversation(
  db: Db,
  userId: string,
  conversationId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reportedAt: conversations.reportedAt })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
        ),
      )
      .for("update");
    if (!before) return false;
    await tx
      .update(conversations)
      .set({ reportedAt: now, reportedBy: userId, reportReason: reason })
      .where(eq(conversations.id, conversationId));
    if (before.reportedAt === null) await tellOperators(tx, "conversation-reported", [{ conversationId }]);
    return true;
  });
}
