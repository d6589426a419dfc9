import { and, desc, eq, ne, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/handle";
import { prepared } from "../db/prepared";
import { conversationMessages, conversations, orders, products, users } from "../db/schema";

// Conversations between a buyer and a seller (issue 37): only those two read or write one; every function here that
// takes a user's id finds a conversation only when that user is one of its sides.

export type ConversationRole = "buyer" | "seller";

export const CONVERSATIONS_PAGE_SIZE = 20;
/** A conversation's page shows its newest messages, this many at most. */
export const MESSAGES_SHOWN = 200;

const buyer = alias(users, "buyer");
const seller = alias(users, "seller");

/** A seller is named by their shop, else by their display name. */
const sellerName = sql<string>`coalesce(${seller.shopName}, ${seller.displayName})`;

/** The conversations `userId` is a side of. */
const sideOf = (userId: string) => or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

/** When `userId` last read the conversation (null: never). */
const readAtOf = (userId: string | Placeholder) =>
  sql`case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end`;

/** The messages of the conversation written by its other side after `userId` last read it. */
const unreadFor = (userId: string) =>
  sql<number>`(select count(*)::int from ${conversationMessages}
    where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.senderId} <> ${userId}
      and ${conversationMessages.createdAt} > coalesce(${readAtOf(userId)}, '-infinity'::timestamptz))`;

/** What a conversation is about, as its pages name and link it. */
const aboutColumns = {
  subject: conversations.subject,
  productSlug: products.slug,
  orderId: conversations.orderId,
  orderNumber: orders.number,
};

function aboutOf(row: {
  subject: string;
  productSlug: string | null;
  orderId: number | null;
  orderNumber: string | null;
}) {
  return row.orderId !== null
    ? {
        kind: "order" as const,
        subject: row.orderNumber ?? row.subject,
        productSlug: null,
        orderNumber: row.orderNumber,
      }
    : { kind: "product" as const, subject: row.subject, productSlug: row.productSlug, orderNumber: null };
}

export type ConversationAbout = ReturnType<typeof aboutOf>;

/** A page of the user's conversations, the one with the newest message first, with the messages each has unread. */
export async function conversationPage(db: Db, userId: string, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        ...aboutColumns,
        buyerId: conversations.buyerId,
        buyerName: buyer.displayName,
        sellerName,
        lastMessageAt: conversations.lastMessageAt,
        unread: unreadFor(userId),
        reportedAt: conversations.reportedAt,
      })
      .from(conversations)
      .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
      .innerJoin(seller, eq(seller.id, conversations.sellerId))
      .leftJoin(products, eq(products.id, conversations.productId))
      .leftJoin(orders, eq(orders.id, conversations.orderId))
      .where(sideOf(userId))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(CONVERSATIONS_PAGE_SIZE)
      .offset((page - 1) * CONVERSATIONS_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(conversations).where(sideOf(userId)),
  ]);
  return {
    conversations: rows.map((row) => {
      const role: ConversationRole = row.buyerId === userId ? "buyer" : "seller";
      return {
        id: row.id,
        about: aboutOf(row),
        role,
        withName: role === "buyer" ? row.sellerName : row.buyerName,
        lastMessageAt: row.lastMessageAt.toISOString(),
        unread: row.unread,
        reported: row.reportedAt !== null,
      };
    }),
    total: counted?.total ?? 0,
  };
}

/** The conversation with its sides' names, for one of its sides or the operator; null when there is none. */
async function conversationRow(db: Db, id: number, where: SQL | undefined) {
  const [row] = await db
    .select({
      id: conversations.id,
      ...aboutColumns,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      buyerName: buyer.displayName,
      buyerEmail: buyer.email,
      buyerLocked: sql<boolean>`${buyer.lockedAt} is not null`,
      sellerName,
      sellerEmail: seller.email,
      sellerLocked: sql<boolean>`${seller.lockedAt} is not null`,
      buyerReadAt: conversations.buyerReadAt,
      sellerReadAt: conversations.sellerReadAt,
      reportedAt: conversations.reportedAt,
      reportedBy: conversations.reportedBy,
      reportReason: conversations.reportReason,
    })
    .from(conversations)
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .leftJoin(products, eq(products.id, conversations.productId))
    .leftJoin(orders, eq(orders.id, conversations.orderId))
    .where(and(eq(conversations.id, id), where))
    .limit(1);
  return row ?? null;
}

/** The newest messages of a conversation (MESSAGES_SHOWN at most), oldest first. */
async function messagesOf(db: Db, conversationId: number) {
  const newest = await db
    .select({
      id: conversationMessages.id,
      senderId: conversationMessages.senderId,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(MESSAGES_SHOWN);
  return newest.reverse();
}

/**
 * The conversation as one of its sides reads it, which marks it read for them at `now`: its messages (each says
 * whether it is theirs, and whether it came since they last read), who it is with, what it is about. Null for a
 * conversation they are no side of.
 */
export async function openConversation(db: Db, userId: string, id: number, now: Date) {
  const row = await conversationRow(db, id, sideOf(userId));
  if (!row) return null;
  const role: ConversationRole = row.buyerId === userId ? "buyer" : "seller";
  const readBefore = role === "buyer" ? row.buyerReadAt : row.sellerReadAt;
  const [messages] = await Promise.all([
    messagesOf(db, id),
    db
      .update(conversations)
      .set(role === "buyer" ? { buyerReadAt: now } : { sellerReadAt: now })
      .where(eq(conversations.id, id)),
  ]);
  return {
    id: row.id,
    about: aboutOf(row),
    role,
    withName: role === "buyer" ? row.sellerName : row.buyerName,
    // When this reader reported it (whether the other side did is not theirs to know).
    reportedByMe: row.reportedAt !== null && row.reportedBy === userId ? row.reportedAt.toISOString() : null,
    messages: messages.map((message) => ({
      id: message.id,
      mine: message.senderId === userId,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      unread: message.senderId !== userId && (readBefore === null || message.createdAt > readBefore),
    })),
  };
}

export type OpenConversation = NonNullable<Awaited<ReturnType<typeof openConversation>>>;

/** A reported conversation as the operator reads it (without marking anything read); null when it is not reported. */
export async function reportedConversation(db: Db, id: number) {
  const row = await conversationRow(db, id, sql`${conversations.reportedAt} is not null`);
  if (!row || row.reportedAt === null) return null;
  const messages = await messagesOf(db, id);
  const side = (role: ConversationRole) =>
    role === "buyer"
      ? { id: row.buyerId, name: row.buyerName, email: row.buyerEmail, locked: row.buyerLocked }
      : { id: row.sellerId, name: row.sellerName, email: row.sellerEmail, locked: row.sellerLocked };
  return {
    id: row.id,
    about: aboutOf(row),
    buyer: side("buyer"),
    seller: side("seller"),
    report: {
      at: row.reportedAt.toISOString(),
      by:
        row.reportedBy === row.buyerId
          ? ("buyer" as const)
          : row.reportedBy === row.sellerId
            ? ("seller" as const)
            : null,
      reason: row.reportReason ?? "",
    },
    messages: messages.map((message) => ({
      id: message.id,
      from: message.senderId === row.buyerId ? ("buyer" as const) : ("seller" as const),
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/**
 * How many messages the user has not read, in all their conversations: for the header, at every page of a signed-in
 * user. Each side's conversations come from its index (a bitmap "or" of the two), and only the messages of those with
 * one since the user's last reading are counted. `reading`: the conversation the page being made opens (and so marks
 * read), left out.
 */
export async function unreadMessageCount(db: Db, userId: string, reading: number | null = null): Promise<number> {
  // No conversation has the id 0: "none being read".
  const [row] = await unreadCountRead(db).execute({ userId, reading: reading ?? 0 });
  return row?.unread ?? 0;
}

function unreadCountRead(db: Db) {
  const NEVER = sql`'-infinity'::timestamptz`;
  const userId = sql.placeholder("userId");
  return prepared(db, "unread_message_count", () =>
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
      .where(
        and(
          or(
            and(
              eq(conversations.buyerId, userId),
              sql`${conversations.lastMessageAt} > coalesce(${conversations.buyerReadAt}, ${NEVER})`,
            ),
            and(
              eq(conversations.sellerId, userId),
              sql`${conversations.lastMessageAt} > coalesce(${conversations.sellerReadAt}, ${NEVER})`,
            ),
          ),
          ne(conversationMessages.senderId, userId),
          sql`${conversationMessages.createdAt} > coalesce(${readAtOf(userId)}, ${NEVER})`,
          ne(conversations.id, sql.placeholder("reading")),
        ),
      )
      .prepare("unread_message_count"),
  );
}

/** What a mail about a new message shows: the message, who wrote it, what the conversation is about. */
export async function messageOfMail(db: Db, messageId: number) {
  const [row] = await db
    .select({
      conversationId: conversations.id,
      ...aboutColumns,
      fromSeller: sql<boolean>`${conversationMessages.senderId} = ${conversations.sellerId}`,
      buyerName: buyer.displayName,
      sellerName,
      body: conversationMessages.body,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .leftJoin(products, eq(products.id, conversations.productId))
    .leftJoin(orders, eq(orders.id, conversations.orderId))
    .where(eq(conversationMessages.id, messageId))
    .limit(1);
  if (!row) return null;
  return {
    conversationId: row.conversationId,
    about: aboutOf(row),
    senderName: row.fromSeller ? row.sellerName : row.buyerName,
    body: row.body,
  };
}
