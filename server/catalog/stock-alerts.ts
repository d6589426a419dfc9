import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { emailField } from "~domain/form-fields";
import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { products, stockAlerts } from "../db/schema";
import { type Clock, hit } from "../http/rate-limit";
import { isListed } from "./listed";

/** Per client address: enough for a shopper, too few to sign strangers up in bulk. */
const ALERT_RATE_LIMIT = { limit: 10, windowSeconds: 600 };

export const stockAlertSchema = z.object({ email: emailField });

export type StockAlertResult = "subscribed" | "inStock" | "limited" | "notFound";

/**
 * "Notify me when available" for a product not for sale now: one wait per address and product, however often it is
 * asked (the answer is the same). When the product is for sale again, the database writes each waiting address its
 * mail and ends the wait (migration 0013's trigger), in the transaction of the change.
 */
export async function subscribeToStock(
  db: Db,
  slug: string,
  input: { email: string; locale: Locale },
  options: { clientIp: string; now?: Clock },
): Promise<StockAlertResult> {
  const [product] = await db
    .select({ id: products.id, availability: products.availability })
    .from(products)
    .where(and(eq(products.slug, slug), isListed));
  if (!product) return "notFound";
  if (product.availability === "in-stock") return "inStock";
  if (!(await hit(db, `stock-alert:${options.clientIp}`, ALERT_RATE_LIMIT, options.now))) return "limited";
  await db
    .insert(stockAlerts)
    .values({ productId: product.id, email: input.email.toLowerCase(), locale: input.locale })
    .onConflictDoNothing();
  return "subscribed";
}
