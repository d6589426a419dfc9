import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { CouponTerms } from "~domain/coupon-discount";
import type { CouponInput } from "~domain/coupon-input";
import type { FieldErrors } from "~domain/form";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { couponRedemptions, coupons } from "../db/schema";

/**
 * Whose coupons: a seller's (their own products), or the store's (no seller: the whole cart), which an operator
 * manages and each of whose changes goes into the audit log.
 */
export type CouponOwner = { sellerId: string } | { operator: Pick<SessionUser, "id" | "email"> };

function ownedBy(owner: CouponOwner): SQL {
  return "sellerId" in owner ? eq(coupons.sellerId, owner.sellerId) : isNull(coupons.sellerId);
}

/** The columns `couponDiscount` reads, for a select from coupons (or a join to it). */
export const couponTermsColumns = {
  code: coupons.code,
  sellerId: coupons.sellerId,
  percentOff: coupons.percentOff,
  amountOffCents: coupons.amountOffCents,
  minSubtotalCents: coupons.minSubtotalCents,
  startsOn: coupons.startsOn,
  endsOn: coupons.endsOn,
  maxUses: coupons.maxUses,
  uses: coupons.uses,
  active: coupons.active,
};

/** Today's date in UTC, as coupons' first and last days are written. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export type OwnedCoupon = CouponTerms & { id: number; maxUsesPerCustomer: number | null };

/** The owner's coupons, newest first (the latest 200), with how often each was used. */
export async function couponsOf(db: Db, owner: CouponOwner): Promise<OwnedCoupon[]> {
  const rows = await db
    .select({ id: coupons.id, ...couponTermsColumns, maxUsesPerCustomer: coupons.maxUsesPerCustomer })
    .from(coupons)
    .where(ownedBy(owner))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(200);
  return rows;
}

export type CreateCouponResult = { ok: true; code: string } | { ok: false; errors: FieldErrors };

/** Makes a coupon; a code already taken (by anyone, in any case) is refused beside the field. */
export async function createCoupon(db: Db, owner: CouponOwner, input: CouponInput): Promise<CreateCouponResult> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(coupons)
      .values({ ...input, sellerId: "sellerId" in owner ? owner.sellerId : null })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id, code: coupons.code });
    if (!made) return { ok: false, errors: { code: "coupons.errors.codeTaken" } };
    if ("operator" in owner) {
      await recordAudit(tx, owner.operator, {
        action: "coupon.create",
        subject: `coupon:${made.id}`,
        subjectLabel: made.code,
      });
    }
    return { ok: true, code: made.code };
  });
}

/** Switches one of the owner's coupons on or off; null when the owner has no such coupon. */
export async function setCouponActive(
  db: Db,
  owner: CouponOwner,
  couponId: number,
  active: boolean,
): Promise<{ code: string } | null> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(coupons)
      .set({ active, updatedAt: sql`now()` })
      .where(and(eq(coupons.id, couponId), ownedBy(owner)))
      .returning({ code: coupons.code });
    if (changed && "operator" in owner) {
      await recordAudit(tx, owner.operator, {
        action: active ? "coupon.activate" : "coupon.deactivate",
        subject: `coupon:${couponId}`,
        subjectLabel: changed.code,
      });
    }
    return changed ?? null;
  });
}

/** How many orders of this customer (by email) count as uses of the coupon. */
export async function usesByCustomer(db: Db | Tx, couponId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.email, email.toLowerCase())));
  return row?.uses ?? 0;
}
