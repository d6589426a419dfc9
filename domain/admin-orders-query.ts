import { isDay } from "./day-field";
import { ORDER_STATUSES, type OrderStatus } from "./order-status";
import { pageSchema } from "./page-query";
import { minorUnitsOf } from "./payment-input";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods";
import { isPrepaid, type PaymentStatus } from "./payment-status";
import { z } from "./zod";

// The back office's list of orders (issue 48): what its address may ask (the filters and the search), checked here
// for the page and its CSV file. A value that is not one of ours shows every order for that filter; a day that is not
// one, or a period backwards, is said beside its field and left out.

/**
 * What the list says of an order's money: its payment status, except that an order cancelled before anything was paid
 * is `not-paid`, and cash on delivery not collected yet is `on-delivery` (the seller collects it), so `awaiting` is
 * only the orders paid in advance whose money has not come in: those the store waits for.
 */
export const ORDER_PAYMENT_STATES = [
  "awaiting",
  "on-delivery",
  "paid",
  "partly-refunded",
  "refunded",
  "expired",
  "not-paid",
] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

export function paymentStateOf(order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}): OrderPaymentState {
  if (order.paymentStatus !== "awaiting") return order.paymentStatus;
  if (order.status === "cancelled") return "not-paid";
  return isPrepaid(order.paymentMethod) ? "awaiting" : "on-delivery";
}

/**
 * Orders by their parcels: those with the store's own parcel ready to ship (paid, or cash on delivery) and not
 * shipped, and those with a seller's parcel ready longer than the store's setting (`shipDays`) and not shipped.
 */
export const PARCEL_FILTERS = ["store-to-ship", "seller-late"] as const;
export type ParcelFilter = (typeof PARCEL_FILTERS)[number];

export const ORDER_SORTS = ["newest", "oldest"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export type AdminOrdersQuery = {
  page: number;
  /** Order number, part of the buyer's email or of a payment's reference, or an exact amount ("123.45"). */
  q: string;
  status: OrderStatus | null;
  payment: OrderPaymentState | null;
  method: PaymentMethod | null;
  /** Days (UTC) the orders were placed from and to, both included. */
  from: string | null;
  to: string | null;
  parcel: ParcelFilter | null;
  sort: OrderSort;
};

/** The period's fields as typed, and what is wrong with them (a message key beside each). */
export type PeriodProblems = { from?: string; to?: string };

export type ParsedAdminOrdersQuery = {
  query: AdminOrdersQuery;
  typed: { from: string; to: string };
  problems: PeriodProblems;
};

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().catch(null);
const querySchema = z.object({
  page: pageSchema,
  q: z
    .string()
    .catch("")
    .transform((typed) => typed.trim().slice(0, 100)),
  status: oneOf(ORDER_STATUSES),
  payment: oneOf(ORDER_PAYMENT_STATES),
  method: oneOf(PAYMENT_METHODS),
  parcel: oneOf(PARCEL_FILTERS),
  sort: z.enum(ORDER_SORTS).catch("newest"),
});
const daySchema = z.string().max(10).refine(isDay);

/** The list's query from its address: only the names above are read, each checked on its own. */
export function parseAdminOrdersQuery(search: URLSearchParams): ParsedAdminOrdersQuery {
  const asked = (name: string) => search.get(name) || undefined;
  const fields = querySchema.parse({
    page: asked("page"),
    q: search.get("q") ?? "",
    status: asked("status") ?? null,
    payment: asked("payment") ?? null,
    method: asked("method") ?? null,
    parcel: asked("parcel") ?? null,
    sort: asked("sort"),
  });
  const typed = {
    from: (search.get("from") ?? "").trim().slice(0, 40),
    to: (search.get("to") ?? "").trim().slice(0, 40),
  };
  const problems: PeriodProblems = {};
  const day = (name: "from" | "to") => {
    if (!typed[name]) return null;
    if (daySchema.safeParse(typed[name]).success) return typed[name];
    problems[name] = "admin.orders.errors.day";
    return null;
  };
  let from = day("from");
  let to = day("to");
  if (from && to && from > to) {
    problems.to = "admin.orders.errors.period";
    from = null;
    to = null;
  }
  return { query: { ...fields, from, to }, typed, problems };
}

/** The largest amount an order or a payment holds (an integer column), in minor units. */
const MAX_AMOUNT_MINOR = 2_147_483_647;

/**
 * What a search text may stand for: an order number (nine digits), an exact amount in minor units (one an order or a
 * payment can hold), a text to find.
 */
export function searchKindsOf(q: string): { number: string | null; amountMinor: number | null; text: string } {
  const minor = minorUnitsOf(q);
  return {
    number: /^\d{9}$/.test(q) ? q : null,
    amountMinor: minor !== null && minor <= MAX_AMOUNT_MINOR ? minor : null,
    text: q,
  };
}

/** The list's address for a query: only what differs from showing everything, in a fixed order (page 1 left out). */
export function adminOrdersSearch(query: Partial<AdminOrdersQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.payment) params.set("payment", query.payment);
  if (query.method) params.set("method", query.method);
  if (query.parcel) params.set("parcel", query.parcel);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
