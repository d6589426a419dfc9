import { asc, type SQL } from "drizzle-orm";
import type { OrderStatus } from "~domain/order-status";
import type { Db } from "../db/handle";
import { orderEvents } from "../db/schema";

export type TimelineEntry = {
  id: number;
  partId: number | null;
  at: string;
  actor: "buyer" | "seller" | "operator";
  from: OrderStatus | null;
  to: OrderStatus;
  note: string | null;
};

/** The changes of an order (or of one of its parts), oldest first: its timeline. */
export async function orderTimeline(db: Db, where: SQL): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      id: orderEvents.id,
      partId: orderEvents.partId,
      at: orderEvents.createdAt,
      actor: orderEvents.actor,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .where(where)
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
