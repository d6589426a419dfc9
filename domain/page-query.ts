import { ORDER_STATUSES, type OrderStatus } from "./order-status";
import { z } from "./zod";

// A malformed or out-of-range page falls back to the first instead of failing the page.
export const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The `page` query parameter of a paged list (blog, orders…). */
export function parsePage(search: URLSearchParams): number {
  return pageSchema.parse(search.get("page") ?? undefined);
}

// An unknown status shows every item rather than failing the page.
const statusSchema = z.enum(ORDER_STATUSES).nullable().catch(null);

/** The `status` query parameter of a list of orders or sales: one status, or null for all. */
export function parseStatusFilter(search: URLSearchParams): OrderStatus | null {
  return statusSchema.parse(search.get("status") || null);
}

/** The sales list's payment filter: the parts paid (or cash on delivery) and still to ship, or those awaiting payment. */
export const SALES_PAYMENT_FILTERS = ["to-ship", "awaiting"] as const;
export type SalesPaymentFilter = (typeof SALES_PAYMENT_FILTERS)[number];

const salesPaymentSchema = z.enum(SALES_PAYMENT_FILTERS).nullable().catch(null);

/** The `payment` query parameter of the sales list: one of the filters, or null for every sale. */
export function parseSalesPaymentFilter(search: URLSearchParams): SalesPaymentFilter | null {
  return salesPaymentSchema.parse(search.get("payment") || null);
}
