import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~server/db/handle";
import { orders } from "~server/db/schema";
import { recordPaymentReceived } from "~server/payments/payments";

/** Records the whole of an order's total as received (as the back office would), so its parts may ship. */
export async function payInFull(db: Db, orderNumber: string): Promise<void> {
  const [order] = await db
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.number, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  const recorded = await recordPaymentReceived(db, {
    orderId: order.id,
    amountCents: order.totalCents,
    occurredOn: new Date().toISOString().slice(0, 10),
    reference: null,
    note: null,
    recordedBy: null,
    key: randomUUID(),
  });
  if (!recorded.ok) throw new Error(`payment refused: ${JSON.stringify(recorded)}`);
}
