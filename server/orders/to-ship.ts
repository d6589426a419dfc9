import { sql } from "drizzle-orm";
import { orderParts, orderPayments, orders } from "../db/schema";

// What "ready to ship" means, one way for the sellers' sales list and the back office (issue 48). The conditions are
// written as literals so that the planner matches them to the partial index of parts not shipped yet
// (order_parts_open_idx).

/** Prepaid methods ship once paid (mayShip, domain/payment-status.ts), cash on delivery at once. */
export const shippable = sql<boolean>`(${orders.paymentMethod} = 'cash' or ${orders.paymentStatus} in ('paid', 'partly-refunded'))`;

/** A part not shipped yet: pending, or on hold. */
export const stillToShip = sql<boolean>`${orderParts.status} in ('pending', 'on-hold')`;

/**
 * Since when an order's parcels may ship: its placing for cash on delivery; otherwise the payment that brought in the
 * rest of what it owed (the last received: once paid, no more is taken). Null while an order paid in advance waits.
 */
export const readySince = sql<Date | null>`(case when ${orders.paymentMethod} = 'cash' then ${orders.createdAt} else (
  select max(${orderPayments.createdAt}) from ${orderPayments}
  where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.movement} = 'received'
) end)`;
