import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders } from "../db/schema";

/** The user's own orders, newest first. */
export async function ordersOfUser(db: Db, userId: string, limit = 50) {
  return db
    .select({
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** One order with its lines — only when it belongs to the user. */
export async function orderOfUser(db: Db, userId: string, number: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.number, number)))
    .limit(1);
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  return { order, lines };
}
