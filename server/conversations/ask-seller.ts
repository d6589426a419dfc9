import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { z } from "~domain/zod";
import type { Db, Tx } from "../db/handle";
import { conversations, orderParts, orders, products, users } from "../db/schema";
import { lockSender, minutesUntilAllowed, postMessage, type SendResult } from "./send-message";

/** What a buyer asks about: a product on sale (`?product=slug`), or one seller's part of their order (`?order=&part=`). */
export const askQuerySchema = z.union([
  z.object({ product: z.string().min(1).max(200) }),
  z.object({ order: z.string().regex(/^\d{1,20}$/), part: z.coerce.number().int().positive().max(2_147_483_647) }),
]);
export type AskQuery = z.output<typeof askQuerySchema>;

/** Whom a question goes to and about what: a product, or an order (as named when the conversation begins). */
export type AskTarget = {
  sellerId: string;
  sellerName: string;
  productId: number | null;
  orderId: number | null;
  /** The product's name, or the order's number. */
  subject: string;
  kind: "product" | "order";
};

/** A seller is named by their shop, else by their display name. */
const sellerColumns = { sellerId: users.id, shopName: users.shopName, displayName: users.displayName };

/**
 * The seller the buyer may ask, and about what: a listed product that a seller (not the store, not the buyer) owns,
 * or a part of the buyer's own order that such a seller sells. Null for anything else, which is answered as not found.
 */
export async function askTarget(db: Db, buyerId: string, query: AskQuery): Promise<AskTarget | null> {
  if ("product" in query) {
    const [row] = await db
      .select({ id: products.id, name: products.name, ...sellerColumns })
      .from(products)
      .innerJoin(users, eq(users.id, products.ownerId))
      .where(and(eq(products.slug, query.product), eq(products.listed, true), ne(users.id, buyerId)))
      .limit(1);
    if (!row) return null;
    return {
      sellerId: row.sellerId,
      sellerName: row.shopName ?? row.displayName,
      productId: row.id,
      orderId: null,
      subject: row.name,
      kind: "product",
    };
  }
  const [row] = await db
    .select({ orderId: orders.id, number: orders.number, ...sellerColumns })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(users, eq(users.id, orderParts.sellerId))
    .where(
      and(
        eq(orderParts.id, query.part),
        eq(orders.number, query.order),
        eq(orders.userId, buyerId),
        isNotNull(orderParts.sellerId),
        ne(users.id, buyerId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    sellerId: row.sellerId,
    sellerName: row.shopName ?? row.displayName,
    productId: null,
    orderId: row.orderId,
    subject: row.number,
    kind: "order",
  };
}

/** The conversation this buyer already has with the seller about the same product or order, if any. */
export async function existingConversation(db: Db | Tx, buyerId: string, target: AskTarget): Promise<number | null> {
  const about =
    target.orderId !== null
      ? eq(conversations.orderId, target.orderId)
      : and(eq(conversations.productId, target.productId ?? -1), isNull(conversations.orderId));
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.buyerId, buyerId), eq(conversations.sellerId, target.sellerId), about))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The buyer's question: the conversation with the seller about the product or order (one per buyer, seller and
 * subject: asking again writes into the same one) and its message, in one transaction, within the sender's hourly
 * limit.
 */
export async function askSeller(
  db: Db,
  buyerId: string,
  target: AskTarget,
  body: string,
  now: Date,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    await lockSender(tx, buyerId);
    const wait = await minutesUntilAllowed(tx, buyerId, now);
    if (wait !== null) return { ok: false, error: "limit", retryInMinutes: wait };
    const [created] = await tx
      .insert(conversations)
      .values({
        buyerId,
        sellerId: target.sellerId,
        productId: target.productId,
        orderId: target.orderId,
        subject: target.subject,
        lastMessageAt: now,
        createdAt: now,
      })
      // Asked at the same moment in another tab: that conversation is the one.
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    const id = created?.id ?? (await existingConversation(tx, buyerId, target));
    if (id === null) return { ok: false, error: "notFound" };
    await postMessage(tx, { id, buyerId, sellerId: target.sellerId }, buyerId, body, now);
    return { ok: true, conversationId: id };
  });
}
