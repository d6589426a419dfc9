import { eq } from "drizzle-orm";
import type { CouponRefusal } from "~domain/coupon-discount";
import { normalizeCouponCode } from "~domain/coupon-input";
import type { DisplayCurrency } from "~domain/money";
import { usesByCustomer } from "../coupons/coupons";
import type { Db } from "../db/handle";
import { carts, coupons } from "../db/schema";
import { countWrongGuess, type TooManyGuesses, tooManyGuesses } from "../http/guess-limit";
import type { Clock } from "../http/rate-limit";
import { readStoreSettings } from "../settings/store-settings";
import { type CartOwner, ownerCondition } from "./cart";
import { pricedCart } from "./priced-cart";

/** Why Apply Coupon refused a code: the coupon's own reasons, and the cart's. */
export type ApplyRefusal =
  | CouponRefusal
  | { reason: "emptyCart" }
  | { reason: "alreadyApplied" }
  /** Another code is on the cart: one coupon per cart. */
  | { reason: "oneCoupon"; code: string }
  /** Too many codes that name no coupon from this client or this cart: try again in `minutes`. */
  | ({ reason: "tooManyTries" } & TooManyGuesses);

export type ApplyCouponResult = { ok: true; code: string } | { ok: false; refusal: ApplyRefusal };

/** Who is typing codes, for the guess limit: the client's address, and the clock its windows are read with. */
export type CouponGuesser = { clientIp: string; now?: Clock };

/**
 * Puts a coupon on the owner's cart when it applies to the cart as it is now (in the currency it is shown in), and
 * to this customer when their email is known (a signed-in user; a guest's is checked when the order is placed).
 * A code that names no coupon counts as a guess against the client's address and the cart (GUESS_LIMIT); past
 * the limit no code is looked at until the window ends. The other refusals name a coupon the shopper knows.
 */
export async function applyCoupon(
  db: Db,
  owner: CartOwner,
  typed: string,
  currency: DisplayCurrency,
  customerEmail: string | null,
  guesser?: CouponGuesser,
): Promise<ApplyCouponResult> {
  const refuse = (refusal: ApplyRefusal): ApplyCouponResult => ({ ok: false, refusal });
  const guessKeys = guesser
    ? [
        `coupon:ip:${guesser.clientIp}`,
        `coupon:${"userId" in owner ? `user:${owner.userId}` : `cart:${owner.sessionId}`}`,
      ]
    : [];
  const waiting = guesser ? await tooManyGuesses(db, guessKeys, guesser.now) : null;
  if (waiting) return refuse({ reason: "tooManyTries", ...waiting });
  const terms = await readStoreSettings(db);
  const cart = await pricedCart(db, null, owner, currency, terms);
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
  if (!coupon) {
    if (guesser) await countWrongGuess(db, guessKeys, guesser.now);
    return refuse({ reason: "unknown" });
  }
  // Checked as the cart will price it: applied in a transaction, the priced cart says whether the coupon takes
  // anything off and why not; a refusal rolls the change back.
  try {
    await db.transaction(async (tx) => {
      await tx.update(carts).set({ couponId: coupon.id }).where(ownerCondition(owner));
      const refusal = (await pricedCart(tx, null, owner, currency, terms)).coupon?.refusal;
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
