import { dayField } from "./day-field";
import type { FormValues } from "./form";
import { priceField } from "./listing-input";
import { z } from "./zod";

export const COUPON_KINDS = ["percent", "amount"] as const;
export const MAX_PERCENT_OFF = 90;

/** A code as stored and compared: codes are case-insensitive, so they are kept in capitals. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** 3–32 letters, digits and dashes. */
export const couponCodeField = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .regex(/^[A-Za-z0-9-]{3,32}$/, "coupons.errors.code")
  .transform(normalizeCouponCode);

const wholeNumber = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= max), message)
    .transform((value) => (value === "" ? null : Number(value)));

const day = dayField("coupons.errors.date");

/**
 * A coupon as its seller (or the store's operator) types it: percent off (1–90) or an amount off in USD, an optional
 * minimum subtotal in USD, the first and last day it works (UTC), optional limits of uses, and whether it is on.
 */
export const couponSchema = z
  .object({
    code: couponCodeField,
    kind: z.enum(COUPON_KINDS, { error: "coupons.errors.kind" }),
    percentOff: z.string().trim().default(""),
    amountOff: z.string().trim().default(""),
    minSubtotal: priceField(false),
    startsOn: day,
    endsOn: day,
    maxUses: wholeNumber(1_000_000, "coupons.errors.uses"),
    maxUsesPerCustomer: wholeNumber(1000, "coupons.errors.uses"),
    active: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "1" || value === "true"),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.kind === "percent") {
      const percent = Number(coupon.percentOff);
      if (!/^\d{1,2}$/.test(coupon.percentOff) || percent < 1 || percent > MAX_PERCENT_OFF) {
        ctx.addIssue({ code: "custom", path: ["percentOff"], message: "coupons.errors.percent" });
      }
    } else {
      const amount = priceField(true).safeParse(coupon.amountOff);
      if (!amount.success) ctx.addIssue({ code: "custom", path: ["amountOff"], message: "coupons.errors.amount" });
    }
    if (coupon.endsOn < coupon.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "coupons.errors.endsBeforeStart" });
    }
  })
  .transform(({ kind, percentOff, amountOff, minSubtotal, ...coupon }) => ({
    ...coupon,
    percentOff: kind === "percent" ? Number(percentOff) : null,
    amountOffCents: kind === "amount" ? priceField(true).parse(amountOff) : null,
    minSubtotalCents: minSubtotal > 0 ? minSubtotal : null,
  }));
export type CouponInput = z.output<typeof couponSchema>;

/** A new coupon's form: 10 % off from today, for a month, switched on. */
export function emptyCoupon(today: string): FormValues {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 30);
  return { kind: "percent", percentOff: "10", startsOn: today, endsOn: end.toISOString().slice(0, 10), active: "on" };
}

/** Switching one of the owner's coupons on or off (the list's buttons). */
export const couponSwitchSchema = z.object({
  intent: z.enum(["activate", "deactivate"]),
  couponId: z.coerce.number().int().positive().max(2_147_483_647),
});
