import { and, gte, lt, sql } from "drizzle-orm";
import { usdCentsOf } from "~domain/ledger";
import { directionOf, type Locale } from "~domain/locales";
import { formatMinorUnits, USD } from "~domain/money";
import { PAYMENT_METHODS, type PaymentMethod } from "~domain/payment-methods";
import { dailyBars, labelledDays, shareSegments } from "~domain/sales-chart";
import type { Db } from "../db/handle";
import { orders } from "../db/schema";

// The Overview's charts (issue 48): the orders placed each of the last 30 days (UTC) and what they are worth in US
// dollars, and the ways they were paid. Orders cancelled whole (expired ones included) are left out: they sold
// nothing. One grouped query over orders_created_idx; each group's sum is converted once, exactly (usdCentsOf, integer
// arithmetic at the order's own rate). Every figure is formatted here, on the server, in the page's language, so the
// page and its scripts show the same text.

export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

type Group = { day: string; method: PaymentMethod; rate: string; orders: number; cents: string };

async function salesGroups(db: Db, from: Date, until: Date): Promise<Group[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      method: orders.paymentMethod,
      rate: sql<string>`${orders.currencyRate}::text`,
      orders: sql<number>`count(*)::int`,
      cents: sql<string>`sum(${orders.totalCents})::text`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, until), sql`${orders.status} <> 'cancelled'`))
    .groupBy(day, orders.paymentMethod, orders.currencyRate);
}

/** The last CHART_DAYS days to `now` (UTC), oldest first; per day and per way to pay, orders and US cents. */
export async function salesOfLastDays(db: Db, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (CHART_DAYS - 1) * DAY_MS);
  const groups = await salesGroups(db, from, new Date(today + DAY_MS));
  const days = Array.from({ length: CHART_DAYS }, (_, index) => ({
    day: new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10),
    orders: 0,
    usdCents: 0,
  }));
  const methods = PAYMENT_METHODS.map((method) => ({ method, orders: 0, usdCents: 0 }));
  for (const group of groups) {
    const usdCents = usdCentsOf(Number(group.cents), group.rate);
    const day = days.find((entry) => entry.day === group.day);
    const method = methods.find((entry) => entry.method === group.method);
    for (const entry of [day, method]) {
      if (!entry) continue;
      entry.orders += group.orders;
      entry.usdCents += usdCents;
    }
  }
  return { days, methods };
}

export type Sales = Awaited<ReturnType<typeof salesOfLastDays>>;

/** The charts as drawn for `locale`: every position, and every figure as text in that language. */
export function salesCharts(sales: Sales, locale: Locale) {
  const dir = directionOf(locale);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const dayLabel = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const dayLong = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const labelled = labelledDays(sales.days.length);
  const daily = (values: number[], scale: number, text: (value: number) => string) => {
    const drawn = dailyBars(values, dir, scale);
    return {
      ...drawn,
      ticks: drawn.ticks.map((tick) => ({ ...tick, text: number.format(tick.value) })),
      bars: drawn.bars.map((bar, index) => {
        const entry = sales.days[index];
        const at = new Date(`${entry?.day}T00:00:00Z`);
        return {
          ...bar,
          day: entry?.day ?? "",
          label: labelled[index] ? dayLabel.format(at) : null,
          dayText: dayLong.format(at),
          valueText: text(values[index] ?? 0),
          centre: drawn.centres[index] ?? 0,
        };
      }),
    };
  };
  const totalOrders = sales.days.reduce((sum, day) => sum + day.orders, 0);
  const totalCents = sales.days.reduce((sum, day) => sum + day.usdCents, 0);
  const segments = shareSegments(
    sales.methods.map((method) => method.orders),
    dir,
  );
  return {
    dir,
    totalOrders,
    totalOrdersText: number.format(totalOrders),
    totalUsdText: formatMinorUnits(totalCents, USD),
    orders: daily(
      sales.days.map((day) => day.orders),
      1,
      (value) => number.format(value),
    ),
    revenue: daily(
      sales.days.map((day) => day.usdCents),
      100,
      (value) => formatMinorUnits(value, USD),
    ),
    methods: sales.methods.map((method, index) => ({
      ...method,
      ...(segments[index] ?? { x: 0, width: 0 }),
      ordersText: number.format(method.orders),
      shareText: percent.format(totalOrders === 0 ? 0 : method.orders / totalOrders),
      usdText: formatMinorUnits(method.usdCents, USD),
    })),
  };
}

export type SalesCharts = ReturnType<typeof salesCharts>;
