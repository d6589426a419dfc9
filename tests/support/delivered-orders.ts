import { eq } from "drizzle-orm";
import type { Db } from "~server/db/handle";
import { orderLines, orderParts, orders } from "~server/db/schema";
import { changePart } from "~server/orders/order-parts";
import type { SignedIn } from "./accounts";
import { fillCart, placeCartOrder } from "./coupons";
import { payInFull } from "./payments";

// Orders after the sale (returns and claims, issue 49): bought by a signed-in buyer, paid, then moved along by each
// part's seller, as the sale page would.

type PartActor = Parameters<typeof changePart>[1];

/** Moves one part along as `actor` would on its page: shipped, and completed unless `until` is "shipped". */
export async function movePart(
  db: Db,
  actor: PartActor,
  number: string,
  partId: number,
  until: "shipped" | "completed" = "completed",
) {
  const moves = [["pending", "ship"] as const, ["shipped", "complete"] as const].slice(0, until === "shipped" ? 1 : 2);
  for (const [from, action] of moves) {
    const done = await changePart(db, actor, number, {
      partId,
      from,
      action,
      carrier: null,
      trackingNumber: null,
      note: null,
    });
    if (!done.ok) throw new Error(`${action} refused: ${JSON.stringify(done)}`);
  }
}

/** Moves each part of the order as its seller: shipped, and completed unless `until` is "shipped". */
export async function deliverOrder(db: Db, number: string, until: "shipped" | "completed" = "completed") {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error(`no order ${number}`);
  const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, order.id));
  for (const part of parts) {
    await movePart(db, { role: "seller", userId: part.sellerId ?? "" }, number, part.id, until);
  }
  return { order, parts };
}

/** The first line of a part. */
export async function firstLineOf(db: Db, partId: number) {
  const [line] = await db.select().from(orderLines).where(eq(orderLines.partId, partId));
  if (!line) throw new Error(`no line in part ${partId}`);
  return line;
}

/**
 * The buyer's order of `items`, paid in full by bank transfer or cheque or left to pay in cash, then delivered (or only shipped);
 * its order and parts.
 */
export async function boughtAndDelivered(
  db: Db,
  buyer: SignedIn,
  items: [slug: string, quantity: number][],
  method: "bank" | "check" | "cash",
  until: "shipped" | "completed" = "completed",
) {
  await fillCart(db, { userId: buyer.id }, items);
  const placed = await placeCartOrder(db, { userId: buyer.id }, buyer.email, buyer.id);
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  if (method !== "bank") await db.update(orders).set({ paymentMethod: method }).where(eq(orders.number, placed.number));
  // Cash is collected as each parcel is delivered; a transfer or a cheque is paid before shipping.
  if (method !== "cash") await payInFull(db, placed.number);
  return { number: placed.number, ...(await deliverOrder(db, placed.number, until)) };
}
