import { and, asc, count, eq, gte, lte, ne, sql } from "drizzle-orm";
import { convertCents, type DisplayCurrency } from "~domain/money";
import type { Db } from "../db/handle";
import { orderLines, orderParts, orders, products } from "../db/schema";

/** Stock at or under this is "running low" on the seller's dashboard (as "Only n left" on the product page). */
const LOW_STOCK = 3;
const LOW_STOCK_SHOWN = 10;

export type SellerSummary = {
  /** Parts waiting to be shipped (Pending). */
  toShip: number;
  /** Units in this calendar month's parts (UTC) that are not cancelled, and what they brought in the display currency. */
  unitsThisMonth: number;
  revenueThisMonth: number;
  lowStock: { id: number; name: string; stock: number }[];
};

/**
 * The seller's side of the dashboard, or null for someone who has neither listed a product nor sold one. Revenue
 * is each part's subtotal taken back to US cents at its order's rate, then shown in the chosen currency.
 */
export async function sellerSummary(
  db: Db,
  sellerId: string,
  currency: DisplayCurrency,
  now = new Date(),
): Promise<SellerSummary | null> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const mine = eq(orderParts.sellerId, sellerId);
  const [[listed], [sold], [toShip], [month], [units], lowStock] = await Promise.all([
    db.select({ products: count() }).from(products).where(eq(products.ownerId, sellerId)),
    db.select({ parts: count() }).from(orderParts).where(mine),
    db
      .select({ parts: count() })
      .from(orderParts)
      .where(and(mine, eq(orderParts.status, "pending"))),
    db
      .select({ usdCents: sql<string>`coalesce(sum(${orderParts.subtotalCents} / ${orders.currencyRate}), 0)` })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(mine, ne(orderParts.status, "cancelled"), gte(orders.createdAt, monthStart))),
    db
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orderParts, eq(orderParts.id, orderLines.partId))
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(mine, ne(orderParts.status, "cancelled"), gte(orders.createdAt, monthStart))),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(and(eq(products.ownerId, sellerId), lte(products.stock, LOW_STOCK)))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(LOW_STOCK_SHOWN),
  ]);
  if ((listed?.products ?? 0) === 0 && (sold?.parts ?? 0) === 0) return null;
  return {
    toShip: toShip?.parts ?? 0,
    unitsThisMonth: units?.units ?? 0,
    revenueThisMonth: convertCents(Math.round(Number(month?.usdCents ?? 0)), currency),
    lowStock,
  };
}

/** How many of the seller's parts (their share of an order) were completed: the completed sales on their page. */
export async function completedSalesOf(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ parts: count() })
    .from(orderParts)
    .where(and(eq(orderParts.sellerId, sellerId), eq(orderParts.status, "completed")));
  return row?.parts ?? 0;
}
