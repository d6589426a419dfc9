import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { CouponRefusal } from "~domain/coupon-discount";
import type { Tx } from "../db/handle";
import { couponRedemptions, coupons } from "../db/schema";
import { usesByCustomer } from "./coupons";

/**
 * Counts one use of the coupon for an order being placed, in the order's transaction. The update is conditional:
 * an order racing for the last use waits for the other's row lock, then reads the count that order left, so a
 * coupon limited to N uses is used exactly N times. The limit per customer is read after it, while the coupon's
 * row is held, so one customer's two orders cannot both take their last use. Null when the use is counted.
 */
export async function claimCouponUse(
  tx: Tx,
  use: { couponId: number; orderId: number; email: string },
): Promise<CouponRefusal | null> {
  const [claimed] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, use.couponId),
        eq(coupons.active, true),
        or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
      ),
    )
    .returning({ maxUsesPerCustomer: coupons.maxUsesPerCustomer });
  if (!claimed) return { reason: "usedUp" };
  const email = use.email.toLowerCase();
  const limit = claimed.maxUsesPerCustomer;
  if (limit !== null && (await usesByCustomer(tx, use.couponId, email)) >= limit) return { reason: "usedUpByYou" };
  await tx.insert(couponRedemptions).values({ orderId: use.orderId, couponId: use.couponId, email });
  return null;
}

/** A wholly cancelled order gives its coupon's use back (once: its redemption row goes with it). */
export async function releaseCouponUse(tx: Tx, orderId: number): Promise<void> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}
