import { and, eq, or } from "drizzle-orm";
import type { Db } from "../db/handle";
import { conversations } from "../db/schema";

/** Reports the conversation to the operator with the reporter's reason (a later report replaces an earlier one). */
export async function reportConversation(
  db: Db,
  userId: string,
  conversationId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const reported = await db
    .update(conversations)
    .set({ reportedAt: now, reportedBy: userId, reportReason: reason })
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    )
    .returning({ id: conversations.id });
  return reported.length > 0;
}
