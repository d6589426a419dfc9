import { eq } from "drizzle-orm";
import type { CouponRefusal } from "~domain/coupon-discount";
import { normalizeCouponCode } from "~domain/coupon-input";
import type { DisplayCurrency } from "~domain/money";
import { usesByCustomer } from "../coupons/coupons";
import type { Db } from "../db/client";
import { carts, coupons } from "../db/schema";
import { type CartOwner, ownerCondition } from "./cart";
import { pricedCart } from "./priced-cart";

/** Why Apply Coupon refused a code: the coupon's own reasons, and the cart's. */
export type ApplyRefusal =
  | CouponRefusal
  | { reason: "emptyCart" }
  | { reason: "alreadyApplied" }
  /** Another code is on the cart: one coupon per cart. */
  | { reason: "oneCoupon"; code: string };

export type ApplyCouponResult = { ok: true; code: string } | { ok: false; refusal: ApplyRefusal };

/**
 * Puts a coupon on the owner's cart when it applies to the cart as it is now (in the currency it is shown in), and
 * to this customer when their email is known (a signed-in user; a guest's is checked when the order is placed).
 */
export async function applyCoupon(
  db: Db,
  owner: CartOwner,
  typed: string,
  currency: DisplayCurrency,
  customerEmail: string | null,
): Promise<ApplyCouponResult> {
  const refuse = (refusal: ApplyRefusal): ApplyCouponResult => ({ ok: false, refusal });
  const cart = await pricedCart(db, null, owner, currency);
  if (cart.lines.length === 0) return refuse({ reason: "emptyCart" });
  const code = normalizeCouponCode(typed);
  // One coupon per cart: another code waits for Remove, unless the one on the cart takes nothing off now.
  if (cart.coupon && (cart.coupon.refusal === null || cart.coupon.code === code)) {
    return refuse(
      cart.coupon.code === code ? { reason: "alreadyApplied" } : { reason: "oneCoupon", code: cart.coupon.code },
    );
  }
  const [coupon] = await db
    .select({ id: coupons.id, maxUsesPerCustomer: coupons.maxUsesPerCustomer })
    .from(coupons)
    .where(eq(coupons.code, code));
  if (!coupon) return refuse({ reason: "unknown" });
  // Checked as the cart will price it: applied in a transaction, the priced cart says whether the coupon takes
  // anything off and why not; a refusal rolls the change back.
  try {
    await db.transaction(async (tx) => {
      await tx.update(carts).set({ couponId: coupon.id }).where(ownerCondition(owner));
      const refusal = (await pricedCart(tx, null, owner, currency)).coupon?.refusal;
      if (refusal) throw new Refused(refusal);
      const limit = coupon.maxUsesPerCustomer;
      if (limit !== null && customerEmail !== null && (await usesByCustomer(tx, coupon.id, customerEmail)) >= limit) {
        throw new Refused({ reason: "usedUpByYou" });
      }
    });
  } catch (error) {
    if (error instanceof Refused) return refuse(error.refusal);
    throw error;
  }
  return { ok: true, code };
}

class Refused extends Error {
  constructor(readonly refusal: CouponRefusal) {
    super("The coupon does not apply");
  }
}

/** Takes the coupon off the owner's cart. */
export async function removeCoupon(db: Db, owner: CartOwner): Promise<void> {
  await db.update(carts).set({ couponId: null }).where(ownerCondition(owner));
}
