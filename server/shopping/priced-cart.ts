import { asc, eq } from "drizzle-orm";
import { cartTotals } from "~domain/cart-totals";
import { convertCents, type DisplayCurrency } from "~domain/money";
import { cardColumns, shownAvailability } from "../catalog/product-card";
import type { Db, Tx } from "../db/client";
import { cartLines, carts, products } from "../db/schema";
import { renditionKey } from "../media/renditions";
import type { MediaStore } from "../media/store";
import { type CartOwner, ownerCondition } from "./cart";

export type PricedCartLine = {
  productId: number;
  slug: string;
  name: string;
  /** The media key of the product's first picture (an order keeps it), and its thumbnail's address. */
  imageKey: string | null;
  image: string | null;
  availability: "in-stock" | "sold-out" | "out-of-order";
  /** The units the product has now: a line holding more cannot be ordered as it is. */
  stock: number;
  quantity: number;
  /** The product's price now in USD cents, read from the database at every display: never the price when added. */
  unitCents: number;
  /** The unit price and the line's total in the cart's currency (minor units): what the shopper sees and pays. */
  unitPrice: number;
  lineTotal: number;
};

/** A discount line under the subtotal (a coupon, in a later issue), in the cart's currency. */
export type CartDiscount = { code: string; amount: number };

/** What the cart costs, in the cart's currency's minor units: the shape every view and the order share. */
export type CartCost = {
  subtotal: number;
  discount: CartDiscount | null;
  shipping: number;
  tax: number;
  total: number;
};

export type PricedCart = { currency: DisplayCurrency; lines: PricedCartLine[]; cost: CartCost };

async function cartRows(db: Db | Tx, owner: CartOwner) {
  return db
    .select({
      productId: products.id,
      slug: products.slug,
      name: products.name,
      availability: shownAvailability(products),
      stock: products.stock,
      unitCents: products.priceCents,
      quantity: cartLines.quantity,
      imageKey: cardColumns.imageKey,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(ownerCondition(owner))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId));
}

/**
 * The owner's cart, priced: its lines with today's prices from the database (oldest first, the order they
 * were added in) and what it costs in the chosen currency. The one place totals are worked out: the header,
 * the cart page, the checkout and the placed order all show what this returns (see displayCurrency for a
 * currency code).
 */
export async function pricedCart(
  db: Db | Tx,
  /** Where pictures are served from; null where no one looks at them (the order keeps the key). */
  media: MediaStore | null,
  owner: CartOwner | null,
  currency: DisplayCurrency,
): Promise<PricedCart> {
  const rows = owner ? await cartRows(db, owner) : [];
  const totals = cartTotals(rows, currency);
  const lines = rows.map((row, index) => ({
    ...row,
    image: media && row.imageKey ? media.url(renditionKey(row.imageKey, "thumb")) : null,
    unitPrice: convertCents(row.unitCents, currency),
    lineTotal: totals.lineTotals[index] ?? 0,
  }));
  // The discount slot: a coupon sets it here, and the total follows; no view works out a total of its own.
  const discount: CartDiscount | null = null;
  const cost = {
    subtotal: totals.subtotal,
    discount,
    shipping: totals.shipping,
    tax: totals.tax,
    total: totals.total,
  };
  return { currency, lines, cost };
}
