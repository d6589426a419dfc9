import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/handle";
import { returnRequests } from "../db/schema";

/** What an order's returns have had back, in its currency's minor units: refunds that were not for cancelled parts. */
export async function returnsRefundedCents(tx: Tx | Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${returnRequests.refundCents}), 0)::int` })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, "refunded")));
  return row?.cents ?? 0;
}
