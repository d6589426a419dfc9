import { createHash, randomInt } from "node:crypto";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { BusinessBuyer } from "~domain/business-buyer";
import type { CouponRefusal } from "~domain/coupon-discount";
import type { Locale } from "~domain/locales";
import { payToFor } from "~domain/pay-to";
import { isPrepaid } from "~domain/payment-status";
import { shipsTo } from "~domain/shipping";
import { offeredPaymentMethods } from "~domain/store-settings";
import { regionCodeOf } from "~domain/tax-regions";
import { saveOrderAddress } from "../accounts/addresses";
import { tellOperators } from "../admin/operator-mail";
import { isListed } from "../catalog/listed";
import { listingNames, localizedText } from "../catalog/localized-text";
import { claimCouponUse } from "../coupons/coupon-uses";
import type { Db, Tx } from "../db/handle";
import {
  type AddressSnapshot,
  cartLines,
  carts,
  orderEvents,
  orderLines,
  orderParts,
  orders,
  products,
} from "../db/schema";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { accountRecipients } from "../mail/recipients";
import { displayCurrency } from "../prefs/currencies";
import { storeSettingsIn } from "../settings/store-settings";
import { type CartOwner, ownerCondition } from "../shopping/cart";
import { removeCoupon } from "../shopping/cart-coupon";
import { pricedCart } from "../shopping/priced-cart";
import { setShipCountry } from "../shopping/ship-destination";
import type { CheckoutInput } from "./checkout-input";

export type PlaceOrderRequest = {
  /** Whose cart becomes the order. */
  owner: CartOwner;
  /** The signed-in buyer, who will find the order in their history; null for a guest. */
  userId: string | null;
  /** The session placing it, which alone (with the owner) may see the thank-you page. */
  sessionId: string | null;
  currencyCode: string;
  /** The buyer's language: their mail about the order is written in it. */
  locale: Locale;
  checkout: CheckoutInput;
  /** Whether PayPal takes payments in this store (it is configured); not unless said. */
  paypal?: boolean;
  /**
   * A business buyer's company and VAT number, checked, and whether the order is zero-rated by reverse charge
   * (server/tax/business-buyer.ts, decision 060); null or unset: a consumer's order.
   */
  business?: BusinessBuyer | null;
};

export type PlaceOrderResult =
  | { ok: true; number: string; replayed: boolean }
  | { ok: false; error: "emptyCart" | "keyReused" }
  /** The way to pay chosen is not offered (any more): the store has no bank details, say. */
  | { ok: false; error: "paymentMethod" }
  | { ok: false; error: "notInStock"; names: string[] }
  /** The store does not ship to the parcels' country (the field that named it: the shipping or the billing one). */
  | { ok: false; error: "notShipped"; field: "shipping.country" | "billing.country" }
  /** The order would cost another total than the page showed (shipping to another country, a price changed). */
  | { ok: false; error: "totalChanged" }
  /** The cart's coupon does not apply (any more): the order is not placed and the coupon is taken off the cart. */
  | { ok: false; error: "coupon"; code: string; refusal: CouponRefusal };

/** What a replay of the same submission must repeat: everything typed that shapes the order. */
function requestHash(checkout: CheckoutInput): string {
  const { billing, shipping, notes, paymentMethod, quotedTotal, vatNumber } = checkout;
  return createHash("sha256")
    .update(JSON.stringify({ billing, shipping, notes, paymentMethod, quotedTotal, vatNumber }))
    .digest("hex");
}

/** A nine-digit number: short enough to read out on the phone, too many to guess one with its email. */
function newOrderNumber(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

/** The number of the order already placed with this idempotency key, if any. */
export async function orderNumberForKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.idempotencyKey, key));
  return row?.number ?? null;
}

async function replayOf(tx: Tx, key: string, hash: string): Promise<PlaceOrderResult | null> {
  const [existing] = await tx
    .select({ number: orders.number, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!existing) return null;
  return existing.requestHash === hash
    ? { ok: true, number: existing.number, replayed: true }
    : { ok: false, error: "keyReused" };
}

/** Thrown inside the order's transaction to roll it all back and answer with `result`. */
class Refused extends Error {
  constructor(readonly result: PlaceOrderResult) {
    super("The order was refused");
  }
}

/**
 * Takes the cart's units from the products' stock, product by product in id order (two orders sharing products
 * wait for each other instead of deadlocking). Each take is a conditional update: it happens only while the
 * product is listed, for sale and has the units, so the stock never goes below zero however many buyers race. Any
 * product short refuses the whole order, naming every such product (in the buyer's language).
 */
async function takeStock(tx: Tx, cartId: number, locale: Locale): Promise<void> {
  const wanted = await tx
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      name: localizedText(products, "name", locale),
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.productId));
  if (wanted.length === 0) throw new Refused({ ok: false, error: "emptyCart" });
  const short: string[] = [];
  for (const line of wanted) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(
        and(
          eq(products.id, line.productId),
          isListed,
          eq(products.availability, "in-stock"),
          gte(products.stock, line.quantity),
        ),
      )
      .returning({ id: products.id });
    if (!taken) short.push(line.name);
  }
  if (short.length > 0) throw new Refused({ ok: false, error: "notInStock", names: short });
}

/**
 * Turns the owner's cart into an order, in one transaction: the cart's units are taken from the stock (all or
 * nothing), the cart is priced as every view prices it (today's prices from the database; nothing priced by the
 * browser counts), and the cart is emptied. The idempotency key makes it safe to repeat: the same submission
 * returns the order it already placed, and the same key with different details is refused.
 */
export async function placeOrder(db: Db, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  try {
    return await placeInTransaction(db, request);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // The buyer sees the cart's total without it before placing the order again.
    if (!error.result.ok && error.result.error === "coupon") await removeCoupon(db, request.owner);
    // The page shows the totals for where the parcels go now.
    if (!error.result.ok && error.result.error === "totalChanged") {
      const { country, state } = destinationOf(request.checkout);
      await setShipCountry(db, request.owner, country, regionCodeOf(country, state));
    }
    return error.result;
  }
}

/** Where the parcels go: the shipping address, or the billing address when they are shipped there. */
function destinationOf(checkout: CheckoutInput): { country: string; state: string } {
  return checkout.shipping ?? checkout.billing;
}

async function placeInTransaction(db: Db, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const { checkout } = request;
  const hash = requestHash(checkout);
  return db.transaction(async (tx): Promise<PlaceOrderResult> => {
    // One checkout per cart at a time: a second submission waits here, then sees the first one's order.
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownerCondition(request.owner)).for("update");
    const replay = await replayOf(tx, checkout.idempotencyKey, hash);
    if (replay) return replay;
    if (!cart) return { ok: false, error: "emptyCart" };

    // Only a way to pay the store offers now; a bank transfer or a cheque keeps where to send it and until when.
    const settings = await storeSettingsIn(tx);
    if (!offeredPaymentMethods(settings, request.paypal ?? false).includes(checkout.paymentMethod)) {
      return { ok: false, error: "paymentMethod" };
    }
    const payTo = payToFor(checkout.paymentMethod, settings);
    // Only where the store ships; the parcels are priced for that country.
    const { country, state } = destinationOf(checkout);
    if (!shipsTo(settings.shipping, country)) {
      return { ok: false, error: "notShipped", field: checkout.shipping ? "shipping.country" : "billing.country" };
    }
    // Taxed where it goes: the country, and the state where the country taxes per state (decision 058).
    const region = regionCodeOf(country, state);
    await setShipCountry(tx, request.owner, country, region);

    await takeStock(tx, cart.id, request.locale);
    // The products' rows are held by the stock's update until the order is placed: their prices cannot change.
    const orderCurrency = await displayCurrency(tx, request.currencyCode);
    // A business buyer's order zero-rated by reverse charge (decision 060) is priced without tax.
    const reverseCharge = request.business?.reverseCharge ?? false;
    const { parcels, cost, currency, coupon, couponId } = await pricedCart(
      tx,
      null,
      request.owner,
      orderCurrency,
      settings,
      null,
      reverseCharge,
    );
    if (coupon?.refusal) throw new Refused({ ok: false, error: "coupon", code: coupon.code, refusal: coupon.refusal });
    // Each line keeps its product's name in every language it has (decision 068): each reader reads their own.
    const names = await listingNames(
      tx,
      parcels.flatMap((parcel) => parcel.lines.map((line) => line.productId)),
    );
    // What the buyer saw is what they pay: another total (another country's shipping, say) is shown first. The
    // checkout shows the cart's total and says a reverse charge takes the tax off it: that total is the one quoted.
    const shownTotal = reverseCharge
      ? (await pricedCart(tx, null, request.owner, orderCurrency, settings)).cost.total
      : cost.total;
    if (checkout.quotedTotal !== null && checkout.quotedTotal !== shownTotal) {
      throw new Refused({ ok: false, error: "totalChanged" });
    }

    const billing: AddressSnapshot = checkout.billing;
    const shipping: AddressSnapshot = checkout.shipping
      ? { ...checkout.shipping, email: billing.email, phone: billing.phone }
      : billing;
    let placed: { id: number; number: string } | undefined;
    for (let attempt = 0; !placed && attempt < 5; attempt++) {
      [placed] = await tx
        .insert(orders)
        .values({
          number: newOrderNumber(),
          userId: request.userId,
          sessionId: request.sessionId,
          email: billing.email,
          paymentMethod: checkout.paymentMethod,
          currencyCode: currency.code,
          currencyRate: String(currency.rate),
          subtotalCents: cost.subtotal,
          shippingCents: cost.shipping,
          taxCents: cost.tax,
          totalCents: cost.total,
          pricesIncludeTax: cost.taxIncluded,
          taxCountry: country,
          taxRegion: region,
          couponCode: cost.discount?.code ?? null,
          couponFundedBy: cost.discount ? (coupon?.fundedBy ?? null) : null,
          discountCents: cost.discount?.amount ?? 0,
          billingAddress: billing,
          shippingAddress: shipping,
          notes: checkout.notes ?? null,
          idempotencyKey: checkout.idempotencyKey,
          requestHash: hash,
          locale: request.locale,
          payTo,
          // Every order paid in advance waits for its money so long (a PayPal order left unpaid too), then expires.
          payBy: isPrepaid(checkout.paymentMethod) ? sql`now() + make_interval(days => ${settings.unpaidDays})` : null,
          // A business buyer (decision 060).
          buyerCompany: request.business?.company ?? null,
          buyerVatNumber: request.business?.vatNumber ?? null,
          vatCheck: request.business?.check ?? null,
          reverseCharge: request.business?.reverseCharge ?? false,
        })
        // A number already taken: try another. (The key cannot be taken: the cart lock came first.)
        .onConflictDoNothing()
        .returning({ id: orders.id, number: orders.number });
      if (!placed) {
        const other = await replayOf(tx, checkout.idempotencyKey, hash);
        if (other) return other;
      }
    }
    if (!placed) throw new Error("No free order number after 5 attempts");
    const orderId = placed.id;
    if (couponId !== null && coupon) {
      const refusal = await claimCouponUse(tx, { couponId, orderId, email: billing.email });
      if (refusal) throw new Refused({ ok: false, error: "coupon", code: coupon.code, refusal });
    }
    // One part per parcel (its seller: the products' owner now), each with its lines, its shipping and a first event.
    const mails: OutgoingMail[] = [
      { kind: "order-placed", to: billing.email, locale: request.locale, payload: { orderId } },
    ];
    const recipients = await accountRecipients(
      tx,
      parcels.map((parcel) => parcel.seller?.id ?? null),
    );
    const storeParts: { partId: number }[] = [];
    for (const parcel of parcels) {
      const sellerId = parcel.seller?.id ?? null;
      const [part] = await tx
        .insert(orderParts)
        .values({
          orderId,
          sellerId,
          subtotalCents: parcel.subtotal,
          // Its share of the discount: in proportion to its discounted lines (a seller's coupon: all to that seller).
          discountCents: parcel.discount,
          shippingCents: parcel.shipping,
          taxCents: parcel.tax,
          shippingTaxCents: parcel.shippingTax.tax,
          shippingTaxRate: parcel.shippingTax.rate,
        })
        .returning({ id: orderParts.id });
      if (!part) throw new Error("The order's part was not created");
      await tx.insert(orderLines).values(
        parcel.lines.map((line) => ({
          orderId,
          partId: part.id,
          productId: line.productId,
          name: line.name,
          names: names.get(line.productId) ?? {},
          slug: line.slug,
          imageKey: line.imageKey,
          priceCents: line.unitPrice,
          quantity: line.quantity,
          totalCents: line.lineTotal,
          color: line.color,
          taxClass: line.taxClass,
          taxRate: line.tax.rate,
          discountCents: line.discount,
          netCents: line.tax.net,
          taxCents: line.tax.tax,
        })),
      );
      await tx.insert(orderEvents).values({ orderId, partId: part.id, actor: "buyer", toStatus: "pending" });
      if (sellerId === null) storeParts.push({ partId: part.id });
      const seller = sellerId ? recipients.get(sellerId) : undefined;
      if (seller)
        mails.push({ kind: "new-sale", to: seller.email, locale: seller.locale, payload: { partId: part.id } });
    }
    // The buyer's confirmation and each seller's news of the sale exist exactly when the order does.
    await enqueueMail(tx, mails);
    // Cash on delivery ships at once: the operators hear of the store's own parcel now (a prepaid one once paid).
    if (!isPrepaid(checkout.paymentMethod)) await tellOperators(tx, "parcel-ready", storeParts);
    // "Save this address": where the parcel went joins the buyer's address book (once), with the order.
    if (checkout.saveAddress && request.userId) await saveOrderAddress(tx, request.userId, shipping);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    // The coupon was used by this order: the next cart starts without it.
    if (couponId !== null) await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
    return { ok: true, number: placed.number, replayed: false };
  });
}
