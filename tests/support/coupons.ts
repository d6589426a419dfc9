import { eq } from "drizzle-orm";
import { couponSchema } from "~domain/coupon-input";
import { type CouponOwner, createCoupon, todayUtc } from "~server/coupons/coupons";
import type { Db } from "~server/db/handle";
import { coupons } from "~server/db/schema";
import { placeOrder } from "~server/orders/place-order";
import { addToCart, type CartOwner } from "~server/shopping/cart";
import { firstColor, productId } from "./catalog-fixture";
import { checkoutInput } from "./checkout";

/** A day counted from today, in UTC, as coupons' days are written. */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return todayUtc(date);
}

/** The coupon form as a browser posts it: 20 % off, from a month ago to a month on, switched on, unless told. */
export function couponForm(fields: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "create",
    kind: "percent",
    percentOff: "20",
    amountOff: "",
    minSubtotal: "",
    startsOn: dayFromToday(-30),
    endsOn: dayFromToday(30),
    maxUses: "",
    maxUsesPerCustomer: "",
    active: "on",
    ...fields,
  };
}

/** Makes a coupon as its owner would on the coupons page; its id. */
export async function makeCoupon(db: Db, owner: CouponOwner, fields: Record<string, string>): Promise<number> {
  const made = await createCoupon(db, owner, couponSchema.parse(couponForm(fields)));
  if (!made.ok) throw new Error(`coupon refused: ${JSON.stringify(made.errors)}`);
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, made.code));
  if (!row) throw new Error(`no coupon ${made.code}`);
  return row.id;
}

/** Puts these products (by slug, with a quantity each) in the owner's cart. */
export async function fillCart(db: Db, owner: CartOwner, items: [slug: string, quantity: number][]) {
  for (const [slug, quantity] of items) {
    const id = await productId(db, slug);
    await addToCart(db, owner, id, quantity, await firstColor(db, id));
  }
}

/** Places the owner's cart as an order in US dollars, billed to this email; the answer as it comes. */
export function placeCartOrder(db: Db, owner: CartOwner, email: string, userId: string | null = null) {
  const base = checkoutInput();
  return placeOrder(db, {
    owner,
    userId,
    sessionId: "sessionId" in owner ? owner.sessionId : null,
    currencyCode: "USD",
    locale: "en",
    checkout: { ...base, billing: { ...base.billing, email } },
  });
}
