import { Form } from "react-router";
import { FieldError } from "~/components/ui/field-parts";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import type { ApplyRefusal } from "~server/shopping/cart-coupon";
import type { PricedCart } from "~server/shopping/priced-cart";
import { CouponRefusalText, couponRefusalMessage } from "./coupon-refusal-text";

/** What Apply Coupon answered: applied, or refused (null: no code typed) with what was typed. */
export type CouponOutcome = { ok: true; code: string } | { ok: false; refusal: ApplyRefusal | null; coupon: string };

/**
 * The cart's coupon: the code on the cart, what it takes off or why it takes nothing now, and Remove; and, while no
 * coupon takes anything off, the code box and Apply Coupon (a refusal says why beside the field, keeping the code).
 */
export function CouponBox({ cart, outcome }: { cart: PricedCart; outcome: CouponOutcome | undefined }) {
  const applied = cart.coupon;
  return (
    <>
      {applied ? <AppliedCoupon cart={cart} applied={applied} /> : null}
      {!applied || applied.refusal ? <CouponForm cart={cart} outcome={outcome} /> : null}
    </>
  );
}

function AppliedCoupon({ cart, applied }: { cart: PricedCart; applied: NonNullable<PricedCart["coupon"]> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-gray-200 bg-white p-3">
      <div className="text-sm" role="status">
        <p className="font-semibold">{t("coupons.onCart", { code: applied.code })}</p>
        {applied.refusal ? (
          <p className="text-red-700">
            {t("coupons.notApplying")} <CouponRefusalText refusal={applied.refusal} currency={cart.currency} />
          </p>
        ) : cart.cost.discount ? (
          <p className="text-green-700">
            {t("coupons.takesOff", { amount: formatMinorUnits(cart.cost.discount.amount, cart.currency) })}
          </p>
        ) : null}
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="removeCoupon" />
        <button type="submit" className="btn btn-outline" aria-label={t("coupons.removeNamed", { code: applied.code })}>
          {t("coupons.remove")}
        </button>
      </Form>
    </div>
  );
}

function CouponForm({ cart, outcome }: { cart: PricedCart; outcome: CouponOutcome | undefined }) {
  const { t } = useTranslation();
  const refused = outcome && !outcome.ok ? outcome : undefined;
  const message = refused?.refusal ? couponRefusalMessage(refused.refusal, cart.currency, t) : undefined;
  return (
    <Form method="post" className="mt-6 flex flex-wrap items-start gap-2">
      <input type="hidden" name="intent" value="coupon" />
      <div className="min-w-48 flex-1">
        <label htmlFor="coupon-code" className="sr-only">
          {t("cart.couponCode")}
        </label>
        <input
          id="coupon-code"
          name="coupon"
          className="input"
          placeholder={t("cart.couponCode")}
          maxLength={60}
          defaultValue={refused?.coupon}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "coupon-code-error" : undefined}
        />
        <FieldError
          id="coupon-code-error"
          error={refused ? (message?.key ?? "coupons.errors.enterCode") : undefined}
          values={message?.values}
        />
      </div>
      <button type="submit" className="btn btn-outline">
        {t("cart.applyCoupon")}
      </button>
    </Form>
  );
}
