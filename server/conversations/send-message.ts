import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { MESSAGES_PER_HOUR } from "~domain/conversation-input";
import { localeOr } from "~domain/locales";
import type { Db, Tx } from "../db/handle";
import { conversationMessages, conversations, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";

const HOUR_MS = 60 * 60 * 1000;

/** A message sent (in its conversation), or refused: the sender has sent their hour's messages. */
export type SendResult =
  | { ok: true; conversationId: number }
  | { ok: false; error: "limit"; retryInMinutes: number }
  | { ok: false; error: "notFound" };

/** The conversation's sides, as a message needs them. */
export type ConversationSides = { id: number; buyerId: string; sellerId: string };

/**
 * Null when the user may send a message at `now`; else in how many minutes they may (when the oldest of their last
 * MESSAGES_PER_HOUR messages is an hour old). Counted from their messages of the last hour, by their index.
 */
export async function minutesUntilAllowed(tx: Tx | Db, senderId: string, now: Date): Promise<number | null> {
  const [oldestCounted] = await tx
    .select({ createdAt: conversationMessages.createdAt })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.senderId, senderId),
        gt(conversationMessages.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(conversationMessages.createdAt))
    .limit(1)
    .offset(MESSAGES_PER_HOUR - 1);
  if (!oldestCounted) return null;
  return Math.max(1, Math.ceil((oldestCounted.createdAt.getTime() + HOUR_MS - now.getTime()) / 60_000));
}

/** Takes the sender's turn: two sends of one user at once are counted one after the other, never both under the limit. */
export async function lockSender(tx: Tx, senderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('conversation-messages:' || ${senderId}))`);
}

/**
 * Writes the message into its conversation inside the caller's transaction: it becomes the conversation's last, the
 * sender has read everything up to it, and the other side is mailed (through the outbox, in their language) unless
 * they were mailed about this conversation in the hour before — one atomic update decides, so two messages at once
 * never mail twice. A locked account is not mailed.
 */
export async function postMessage(
  tx: Tx,
  conversation: ConversationSides,
  senderId: string,
  body: string,
  now: Date,
): Promise<void> {
  const [message] = await tx
    .insert(conversationMessages)
    .values({ conversationId: conversation.id, senderId, body, createdAt: now })
    .returning({ id: conversationMessages.id });
  const fromBuyer = senderId === conversation.buyerId;
  await tx
    .update(conversations)
    .set(fromBuyer ? { lastMessageAt: now, buyerReadAt: now } : { lastMessageAt: now, sellerReadAt: now })
    .where(eq(conversations.id, conversation.id));
  const mailedAt = fromBuyer ? conversations.sellerMailedAt : conversations.buyerMailedAt;
  const [due] = await tx
    .update(conversations)
    .set(fromBuyer ? { sellerMailedAt: now } : { buyerMailedAt: now })
    .where(
      and(
        eq(conversations.id, conversation.id),
        or(isNull(mailedAt), lte(mailedAt, new Date(now.getTime() - HOUR_MS))),
      ),
    )
    .returning({ id: conversations.id });
  if (!due || !message) return;
  const [recipient] = await tx
    .select({ email: users.email, locale: users.locale, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, fromBuyer ? conversation.sellerId : conversation.buyerId));
  if (!recipient || recipient.lockedAt !== null) return;
  await enqueueMail(tx, [
    {
      kind: "conversation-message",
      to: recipient.email,
      locale: localeOr(recipient.locale),
      payload: { messageId: message.id },
    },
  ]);
}

/** A reply in a conversation the sender is a side of; notFound for any other conversation. */
export async function sendMessage(
  db: Db,
  senderId: string,
  conversationId: number,
  body: string,
  now: Date,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: conversations.id, buyerId: conversations.buyerId, sellerId: conversations.sellerId })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          or(eq(conversations.buyerId, senderId), eq(conversations.sellerId, senderId)),
        ),
      );
    if (!conversation) return { ok: false, error: "notFound" };
    await lockSender(tx, senderId);
    const wait = await minutesUntilAllowed(tx, senderId, now);
    if (wait !== null) return { ok: false, error: "limit", retryInMinutes: wait };
    await postMessage(tx, conversation, senderId, body, now);
    return { ok: true, conversationId };
  });
}
