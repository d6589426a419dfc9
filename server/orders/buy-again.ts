import { and, asc, eq, inArray } from "drizzle-orm";
import { type BuyAgainStep, buyAgainStep, type NotAvailable, type ProductNow } from "~domain/buy-again";
import type { Locale } from "~domain/locales";
import type { DisplayCurrency } from "~domain/money";
import { lineNameIn } from "~domain/order-line-names";
import type { Db } from "../db/handle";
import { type ChosenColor, orderLines, orders, products } from "../db/schema";
import { displayCurrency } from "../prefs/currencies";
import { addToCart, colorsOfProduct } from "../shopping/cart";

/** A line of the order as the report names it: as it was bought (name, in the reader's language, and colour then). */
type NamedLine = { name: string; color: ChosenColor | null };

/**
 * What buying an order again does or did, line by line, for the cart page to say: the lines no longer available
 * (and why), those whose unit price changed (then and today, in the order's currency at today's rate), and those
 * with fewer in stock than were bought.
 */
export type BuyAgainReport = {
  number: string;
  currency: DisplayCurrency;
  unavailable: (NamedLine & { reason: NotAvailable })[];
  repriced: (NamedLine & { was: number; now: number })[];
  capped: (NamedLine & { ordered: number; stock: number })[];
};

type Planned = { report: BuyAgainReport; steps: BuyAgainStep[] };

/**
 * The user's order's lines (named in `locale`) compared with the store today; null when the order is not theirs (or
 * not at all).
 */
async function plan(db: Db, userId: string, number: string, locale: Locale): Promise<Planned | null> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, currencyCode: orders.currencyCode })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.number, number)));
  if (!order) return null;
  const lines = await db
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      names: orderLines.names,
      color: orderLines.color,
      quantity: orderLines.quantity,
      unitPrice: orderLines.priceCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const ids = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  const today =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            listed: products.listed,
            availability: products.availability,
            stock: products.stock,
            priceCents: products.priceCents,
            colors: colorsOfProduct,
          })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map<number, ProductNow>(today.map(({ id, ...product }) => [id, product]));
  const currency = await displayCurrency(db, order.currencyCode);
  const report: BuyAgainReport = { number: order.number, currency, unavailable: [], repriced: [], capped: [] };
  const steps = lines.map((line) => {
    const step = buyAgainStep(
      { ...line, color: line.color?.slug ?? "" },
      line.productId === null ? undefined : byId.get(line.productId),
      currency,
    );
    const named = { name: lineNameIn(line, locale), color: line.color };
    if (!step.available) report.unavailable.push({ ...named, reason: step.reason });
    else {
      if (step.was !== step.now) report.repriced.push({ ...named, was: step.was, now: step.now });
      if (step.capped) report.capped.push({ ...named, ordered: step.quantity, stock: step.stock });
    }
    return step;
  });
  return { report, steps };
}

/** What buying the user's order again finds today (the cart page's notice after it); null when it is not theirs. */
export async function buyAgainReport(
  db: Db,
  userId: string,
  number: string,
  locale: Locale,
): Promise<BuyAgainReport | null> {
  return (await plan(db, userId, number, locale))?.report ?? null;
}

/**
 * Buy again: every line of the user's order still for sale in its colour goes into their cart through addToCart,
 * the quantity bought (capped at the stock, as Add to cart caps it), added to a line already there. The cart prices
 * it today (pricedCart); no price is copied from the order. Each line is an add of its own, as if Add to cart were
 * pressed for it, so pressing again adds again (decision 051). Null, and nothing added, when the order is not theirs.
 */
export async function buyAgain(db: Db, userId: string, number: string, locale: Locale): Promise<BuyAgainReport | null> {
  const planned = await plan(db, userId, number, locale);
  if (!planned) return null;
  for (const step of planned.steps) {
    // A line sold out or hidden since the plan was read is refused by addToCart, and the cart shows what it holds.
    if (step.available) await addToCart(db, { userId }, step.productId, step.quantity, step.color);
  }
  return planned.report;
}
