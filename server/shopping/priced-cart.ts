import { asc, eq } from "drizzle-orm";
import { cartTotals } from "~domain/cart-totals";
import { type CouponRefusal, couponDiscount } from "~domain/coupon-discount";
import { convertCents, type DisplayCurrency } from "~domain/money";
import { cardColumns, shownAvailability } from "../catalog/product-card";
import { couponTermsColumns, todayUtc } from "../coupons/coupons";
import type { Db, Tx } from "../db/client";
import { cartLines, carts, coupons, products } from "../db/schema";
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
  /** The cart's coupon takes its share off this line. */
  discounted: boolean;
};

/** A discount line under the subtotal (the cart's coupon), in the cart's currency. */
export type CartDiscount = { code: string; amount: number };

/** The coupon applied to the cart: its code, and why it does not apply now (null when it does). */
export type CartCoupon = { code: string; refusal: CouponRefusal | null };

/** What the cart costs, in the cart's currency's minor units: the shape every view and the order share. */
export type CartCost = {
  subtotal: number;
  discount: CartDiscount | null;
  shipping: number;
  tax: number;
  total: number;
};

export type PricedCart = {
  currency: DisplayCurrency;
  lines: PricedCartLine[];
  cost: CartCost;
  coupon: CartCoupon | null;
  /** The applied coupon's id (null without one): what placing the order counts a use of. */
  couponId: number | null;
};

// The cart's lines, each with its product's seller and the cart's coupon (the same on every row).
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
      sellerId: products.ownerId,
      couponId: coupons.id,
      coupon: couponTermsColumns,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
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
  const lineTotal = (index: number) => totals.lineTotals[index] ?? 0;
  // The coupon, checked against these lines today: the discount follows it, and the total the discount.
  const terms = rows[0]?.coupon ?? null;
  const checked = terms
    ? couponDiscount(
        terms,
        rows.map((row, index) => ({ sellerId: row.sellerId, lineTotal: lineTotal(index) })),
        currency,
        todayUtc(),
      )
    : null;
  const applies = checked?.ok ? checked : null;
  const lines = rows.map(({ sellerId: _seller, coupon: _coupon, couponId: _couponId, ...row }, index) => ({
    ...row,
    image: media && row.imageKey ? media.url(renditionKey(row.imageKey, "thumb")) : null,
    unitPrice: convertCents(row.unitCents, currency),
    lineTotal: lineTotal(index),
    discounted: applies?.discounted[index] ?? false,
  }));
  const discount: CartDiscount | null = terms && applies ? { code: terms.code, amount: applies.amount } : null;
  const cost = {
    subtotal: totals.subtotal,
    discount,
    shipping: totals.shipping,
    tax: totals.tax,
    total: totals.total - (discount?.amount ?? 0),
  };
  const coupon = terms && checked ? { code: terms.code, refusal: checked.ok ? null : checked.refusal } : null;
  return { currency, lines, cost, coupon, couponId: rows[0]?.couponId ?? null };
}
