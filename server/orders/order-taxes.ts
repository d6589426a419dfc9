import { eq, sql } from "drizzle-orm";
import { type TaxByRate, taxByRate } from "~domain/tax";
import type { Db, Tx } from "../db/handle";
import { orderLines, orderParts, orders } from "../db/schema";

/**
 * An order's (or one part's) tax by rate, lowest first, from what it kept when it was placed (decision 058): each
 * line's net and tax, and each parcel's shipping's. The rows add up to the order's (the part's) tax.
 */
export async function orderTaxes(db: Db | Tx, where: { orderId: number } | { partId: number }): Promise<TaxByRate[]> {
  const byOrder = "orderId" in where;
  const [lines, parts] = await Promise.all([
    db
      .select({ rate: orderLines.taxRate, net: orderLines.netCents, tax: orderLines.taxCents })
      .from(orderLines)
      .where(byOrder ? eq(orderLines.orderId, where.orderId) : eq(orderLines.partId, where.partId)),
    db
      .select({
        rate: orderParts.shippingTaxRate,
        shipping: orderParts.shippingCents,
        tax: orderParts.shippingTaxCents,
        included: orders.pricesIncludeTax,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(byOrder ? eq(orderParts.orderId, where.orderId) : eq(orderParts.id, where.partId)),
  ]);
  const shipping = parts.map((part) => ({
    rate: part.rate,
    net: part.included ? part.shipping - part.tax : part.shipping,
    tax: part.tax,
  }));
  return taxByRate([...lines, ...shipping].map((row) => ({ ...row, gross: row.net + row.tax }))).filter(
    (row) => row.tax !== 0 || row.rate !== 0,
  );
}

/** An order's shipping without its tax (what PayPal's breakdown calls shipping): as kept when it was placed. */
export async function orderShippingNetCents(db: Db | Tx, orderId: number): Promise<number> {
  const [row] = await db
    .select({
      net: sql<number>`coalesce(sum(case when ${orders.pricesIncludeTax} then ${orderParts.shippingCents} - ${orderParts.shippingTaxCents} else ${orderParts.shippingCents} end), 0)::int`,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.orderId, orderId));
  return row?.net ?? 0;
}
