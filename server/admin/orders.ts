import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { OrderStatus } from "~domain/order-status";
import type { Db } from "../db/handle";
import { containing } from "../db/like-pattern";
import { currencies, orderParts, orders, users } from "../db/schema";
import type { MediaStore } from "../media/store";
import { detailOf, findOrder } from "../orders/history";
import { paymentTotals, refundDue } from "../payments/payments";

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Nine digits look for an order number; anything else for an email address containing it. */
function searchCondition(query: string): SQL | undefined {
  if (!query) return undefined;
  if (/^\d{9}$/.test(query)) return eq(orders.number, query);
  return ilike(orders.email, containing(query));
}

/** Every order of the store, newest first, by status and by number or email. */
export async function adminOrderPage(db: Db, query: { page: number; status: OrderStatus | null; q: string }) {
  const where = and(query.status ? eq(orders.status, query.status) : undefined, searchCondition(query.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        number: orders.number,
        email: orders.email,
        status: orders.status,
        totalCents: orders.totalCents,
        currencySymbol: currencies.symbol,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}

/** An order as its buyer sees it, with the buyer's email and each part's seller and the status it was held from. */
export async function adminOrder(db: Db, media: MediaStore, number: string) {
  const found = await findOrder(db, media, eq(orders.number, number));
  if (!found) return null;
  const parts = await db
    .select({
      id: orderParts.id,
      status: orderParts.status,
      heldFrom: orderParts.heldFrom,
      sellerEmail: users.email,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .leftJoin(users, eq(users.id, orderParts.sellerId))
    .where(eq(orders.number, number))
    .orderBy(asc(orderParts.id));
  const totals = await paymentTotals(db, found.orderId);
  return {
    ...detailOf(found),
    email: found.order.email,
    sellerParts: parts,
    // What may still go back to the buyer, and what the cancelled parts say should.
    refund: {
      refundableCents: totals.receivedCents - totals.refundedCents,
      dueCents: await refundDue(db, found.orderId),
    },
  };
}
