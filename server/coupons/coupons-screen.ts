import { data, redirect } from "react-router";
import { couponCodeField, couponSchema, couponSwitchSchema, emptyCoupon } from "~domain/coupon-input";
import { type FormFailure, parseForm } from "~domain/form";
import type { Db } from "../db/handle";
import { type CouponOwner, couponsOf, createCoupon, setCouponActive, todayUtc } from "./coupons";

/**
 * What a coupons page shows: the owner's coupons, the new coupon's form as it starts, and what was just done
 * (`?created={code}` or `?done={intent}`, from the action's redirect).
 */
export async function couponsScreen(db: Db, owner: CouponOwner, url: URL) {
  const created = couponCodeField.safeParse(url.searchParams.get("created") ?? "");
  const done = couponSwitchSchema.shape.intent.safeParse(url.searchParams.get("done"));
  return {
    coupons: await couponsOf(db, owner),
    initial: emptyCoupon(todayUtc()),
    created: created.success ? created.data : null,
    done: done.success ? done.data : null,
  };
}

/**
 * The action of a coupons page (a seller's in the account area, the store's in the back office): a new coupon is
 * checked and made, or one of the owner's is switched on or off; done, it answers with a redirect to the page
 * (`?created={code}` or `?done={intent}`), refused, with the fields to fix and what was typed. Someone else's
 * coupon reads as one that does not exist (404).
 */
export async function couponsAction(db: Db, form: FormData, owner: CouponOwner, path: string) {
  if (form.get("intent") === "create") {
    const parsed = parseForm(couponSchema, form);
    if (!parsed.ok) return data<FormFailure>(parsed, 400);
    const made = await createCoupon(db, owner, parsed.data);
    if (!made.ok) return data<FormFailure>({ ok: false, errors: made.errors, values: parsed.values }, 409);
    return redirect(`${path}?${new URLSearchParams({ created: made.code })}`, 303);
  }
  const parsed = parseForm(couponSwitchSchema, form);
  if (!parsed.ok) throw data(null, { status: 400 });
  const changed = await setCouponActive(db, owner, parsed.data.couponId, parsed.data.intent === "activate");
  if (!changed) throw data(null, { status: 404 });
  return redirect(`${path}?done=${parsed.data.intent}`, 303);
}
