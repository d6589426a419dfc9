import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/handle";
import { claims, returnRequests } from "../db/schema";

/**
 * What an order's returns and claims have had back, in its currency's minor units: refunds of parts the buyer kept or
 * sent back (decisions 048 and 052), never for cancelled parts.
 */
export async function afterSaleRefundedCents(tx: Tx | Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<number>`(select coalesce(sum(${returnRequests.refundCents}), 0) from ${returnRequests}
          where ${and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, "refunded"))})
        + (select coalesce(sum(${claims.refundCents}), 0) from ${claims}
          where ${and(eq(claims.orderId, orderId), eq(claims.status, "refunded"))})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row?.cents ?? 0;
}
