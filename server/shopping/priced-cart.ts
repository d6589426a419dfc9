import { and, asc, eq, is, type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { cartTotals, type TaxedAmount } from "~domain/cart-totals";
import type { CouponRefusal } from "~domain/coupon-discount";
import type { CouponFunder } from "~domain/ledger";
import type { Locale } from "~domain/locales";
import type { DisplayCurrency } from "~domain/money";
import { renditionKey } from "~domain/renditions";
import { type FreeShipping, type ShippingSettings, zoneFor } from "~domain/shipping";
import type { TaxByRate, TaxClass, TaxSettings } from "~domain/tax";
import { localizedLang, localizedText, type TextLocale } from "../catalog/localized-text";
import { imageKeyInColorOf, shownAvailability } from "../catalog/product-card";
import { couponTermsColumns, todayUtc } from "../coupons/coupons";
import type { Db, Tx } from "../db/handle";
import { prepared } from "../db/prepared";
import {
  attributeValues,
  type ChosenColor,
  cartLines,
  carts,
  categories,
  coupons,
  products,
  users,
} from "../db/schema";
import type { MediaStore } from "../media/store";
import { type CartOwner, ownerCondition } from "./cart";
import { destinationOf, type ShipDestination, shopperCountry } from "./ship-destination";

export type PricedCartLine = {
  productId: number;
  /** The colour chosen (null: the product asks for none): a product is a line per colour. */
  color: ChosenColor | null;
  slug: string;
  /** The product's name in the shopper's language when its seller gave one (see pricedCart), else as written. */
  name: string;
  /** The language of `name`. */
  nameLang: Locale;
  /**
   * The media key of the product's picture in the line's colour, else its first (an order keeps it), and its
   * thumbnail's address.
   */
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
  /** Its share of the coupon's discount, and its tax on what is left (decision 058). */
  discount: number;
  taxClass: TaxClass;
  tax: TaxedAmount;
};

/** Who sells a parcel's lines and ships it: a seller (their shop's name, and its page's slug), or the store itself (null). */
export type ParcelSeller = { id: string; name: string; slug: string | null } | null;

/** One seller's lines, shipped as one parcel: its items' subtotal and its shipping, in the cart's currency. */
export type PricedParcel = {
  seller: ParcelSeller;
  lines: PricedCartLine[];
  subtotal: number;
  /** 0 when free (or where the store does not ship). */
  shipping: number;
  free: FreeShipping | null;
  /** What the items lack to ship free; null when free or never free. */
  missingForFree: number | null;
  /** The parcel's share of the coupon's discount. */
  discount: number;
  /** The shipping's tax, and all of the parcel's tax (its lines' and its shipping's). */
  shippingTax: TaxedAmount;
  tax: number;
};

/** A discount line under the subtotal (the cart's coupon), in the cart's currency. */
export type CartDiscount = { code: string; amount: number };

/**
 * The coupon applied to the cart: its code, why it does not apply now (null when it does), and who pays for its
 * discount (decision 043): the store for a store-wide coupon, the seller for their own.
 */
export type CartCoupon = { code: string; refusal: CouponRefusal | null; fundedBy: CouponFunder };

/** What the cart costs, in the cart's currency's minor units: the shape every view and the order share. */
export type CartCost = {
  subtotal: number;
  discount: CartDiscount | null;
  shipping: number;
  tax: number;
  /** The tax by rate (lines' and shipping's together), lowest rate first; none where nothing is taxed. */
  taxes: TaxByRate[];
  /** The prices include the tax (the total does not add it again); else it comes on top. */
  taxIncluded: boolean;
  /** Zero-rated by reverse charge (a business buyer's VAT number). */
  reverseCharge: boolean;
  total: number;
};

/** What a cart is priced under: the store's shipping and tax settings. */
export type PricingTerms = { shipping: ShippingSettings; tax: TaxSettings };

export type PricedCart = {
  currency: DisplayCurrency;
  lines: PricedCartLine[];
  /** The lines by seller, one parcel each, in the order their first line was added. */
  parcels: PricedParcel[];
  /** Where the parcels go: their shipping is priced for it. */
  destination: ShipDestination;
  cost: CartCost;
  /** The total were the order zero-rated by reverse charge (decision 060), from the same totals function. */
  zeroRatedTotal: number;
  coupon: CartCoupon | null;
  /** The applied coupon's id (null without one): what placing the order counts a use of. */
  couponId: number | null;
};

// The cart's lines, each with its product's seller and the cart's coupon (the same on every row), for the carts
// `which` selects: one owner's.
function cartRowsQuery(db: Db | Tx, which: SQL | undefined, locale: TextLocale | null) {
  return db
    .select({
      productId: products.id,
      slug: products.slug,
      name: locale ? localizedText(products, "name", locale) : products.name,
      nameLang: locale ? localizedLang(products, "name", locale) : products.locale,
      availability: shownAvailability(products),
      stock: products.stock,
      unitCents: products.priceCents,
      quantity: cartLines.quantity,
      // The picture of the line's colour (its first otherwise): the cart shows it, and the order keeps it.
      imageKey: imageKeyInColorOf(products, cartLines.color),
      colorSlug: cartLines.color,
      colorName: attributeValues.name,
      colorHex: attributeValues.hex,
      sellerId: products.ownerId,
      sellerName: sql<string | null>`coalesce(${users.shopName}, ${users.displayName})`,
      sellerSlug: users.shopSlug,
      sellerShipsFree: users.shipsFree,
      taxClass: sql<TaxClass>`coalesce(${products.taxClass}, ${categories.taxClass})`,
      shipCountry: carts.shipCountry,
      shipRegion: carts.shipRegion,
      couponId: coupons.id,
      coupon: couponTermsColumns,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(users, eq(users.id, products.ownerId))
    .leftJoin(
      attributeValues,
      and(eq(attributeValues.attributeSlug, "color"), eq(attributeValues.slug, cartLines.color)),
    )
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .where(which)
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.color));
}

/**
 * The owner's cart lines. Read for a shopper's language outside a transaction (the header's cart on every page,
 * the cart page, the checkout), the statement is prepared once per owner kind (decision 023).
 */
async function cartRows(db: Db | Tx, owner: CartOwner, locale: Locale | null) {
  if (locale === null || is(db, PgTransaction)) return cartRowsQuery(db, ownerCondition(owner), locale);
  const byUser = "userId" in owner;
  const name = byUser ? "cart_rows_of_user" : "cart_rows_of_session";
  const read = prepared(db, name, () =>
    cartRowsQuery(
      db,
      eq(byUser ? carts.userId : carts.sessionId, sql.placeholder("owner")),
      sql.placeholder("locale"),
    ).prepare(name),
  );
  return read.execute({ owner: byUser ? owner.userId : owner.sessionId, locale });
}

/**
 * The owner's cart, priced: its lines with today's prices from the database (oldest first, the order they
 * were added in), grouped in one parcel per seller, and what it costs in the chosen currency, shipped and taxed where
 * the shopper said (see shopperCountry) under the store's `terms`. The one place totals are worked out (through
 * cartTotals): the header, the cart page, the checkout and the placed order all show what this returns (see
 * displayCurrency for a currency code).
 */
export async function pricedCart(
  db: Db | Tx,
  /** Where pictures are served from; null where no one looks at them (the order keeps the key). */
  media: MediaStore | null,
  owner: CartOwner | null,
  currency: DisplayCurrency,
  terms: PricingTerms,
  /** The shopper's language, for the products' names; none reads them as their sellers wrote them (an order keeps those). */
  locale: Locale | null = null,
  /** A business buyer's order zero-rated by reverse charge (the checkout's decision). */
  reverseCharge = false,
): Promise<PricedCart> {
  const rows = owner ? await cartRows(db, owner, locale) : [];
  const first = rows[0];
  const shipTo = destinationOf(
    terms.shipping,
    first ? await shopperCountry(db, owner, first.shipCountry ?? null) : null,
  );
  // The state its tax is priced for, when the cart was sent there (the checkout's state, decision 058).
  const region = shipTo.known && first?.shipCountry === shipTo.country ? (first.shipRegion ?? null) : null;
  const destination = { ...shipTo, region };
  const totalsFor = (zeroRated: boolean) =>
    cartTotals(
      rows.map((row) => ({ ...row, sellerShipsFree: row.sellerShipsFree ?? false })),
      currency,
      zoneFor(terms.shipping, destination.country),
      {
        tax: terms.tax,
        place: destination.known ? { country: destination.country, region } : null,
        reverseCharge: zeroRated,
      },
      first?.coupon ? { terms: first.coupon, today: todayUtc() } : null,
    );
  const totals = totalsFor(reverseCharge);
  const applies = totals.coupon?.ok ? totals.coupon : null;
  const lines: PricedCartLine[] = rows.map((row, index) => ({
    productId: row.productId,
    slug: row.slug,
    name: row.name,
    nameLang: row.nameLang,
    availability: row.availability,
    stock: row.stock,
    quantity: row.quantity,
    unitCents: row.unitCents,
    imageKey: row.imageKey,
    color: row.colorSlug && row.colorName ? { slug: row.colorSlug, name: row.colorName, hex: row.colorHex } : null,
    image: media && row.imageKey ? media.url(renditionKey(row.imageKey, "thumb")) : null,
    unitPrice: totals.unitPrices[index] ?? 0,
    lineTotal: totals.lineTotals[index] ?? 0,
    discounted: applies?.discounted[index] ?? false,
    discount: totals.lineDiscounts[index] ?? 0,
    taxClass: row.taxClass,
    tax: totals.lineTaxes[index] ?? { net: 0, tax: 0, gross: 0, rate: 0 },
  }));
  const parcels = totals.parcels.map(({ sellerId, lineIndexes, ...parcel }) => {
    const firstOfParcel = rows[lineIndexes[0] ?? 0];
    const seller: ParcelSeller = sellerId
      ? { id: sellerId, name: firstOfParcel?.sellerName ?? "", slug: firstOfParcel?.sellerSlug ?? null }
      : null;
    return { seller, lines: lineIndexes.flatMap((index) => lines[index] ?? []), ...parcel };
  });
  const couponTerms = first?.coupon ?? null;
  const discount: CartDiscount | null =
    couponTerms && applies ? { code: couponTerms.code, amount: applies.amount } : null;
  const cost: CartCost = {
    subtotal: totals.subtotal,
    discount,
    shipping: totals.shipping,
    tax: totals.tax,
    taxes: totals.taxes,
    taxIncluded: totals.taxIncluded,
    reverseCharge,
    total: totals.total,
  };
  const coupon: CartCoupon | null =
    couponTerms && totals.coupon
      ? {
          code: couponTerms.code,
          refusal: totals.coupon.ok ? null : totals.coupon.refusal,
          fundedBy: couponTerms.sellerId === null ? "store" : "seller",
        }
      : null;
  // What the same cart costs zero-rated by reverse charge: the checkout says it before a business buyer places it.
  const zeroRatedTotal = reverseCharge ? totals.total : totalsFor(true).total;
  return { currency, lines, parcels, destination, cost, zeroRatedTotal, coupon, couponId: first?.couponId ?? null };
}
