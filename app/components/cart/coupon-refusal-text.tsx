import { useTranslation } from "~/i18n/translation";
import type { CouponRefusal } from "~domain/coupon-discount";
import { type DisplayCurrency, formatMinorUnits } from "~domain/money";
import type { Translate } from "~domain/translator";
import { writtenDate } from "~domain/written-dates";
import type { ApplyRefusal } from "~server/shopping/cart-coupon";

type Refusal = CouponRefusal | ApplyRefusal;

/**
 * Why a coupon does not apply, as a message key and its values: its first or last day (in the page's language),
 * how much is missing (in the cart's currency), or the code already on the cart.
 */
export function couponRefusalMessage(
  refusal: Refusal,
  currency: Pick<DisplayCurrency, "symbol">,
  t: Translate,
): { key: string; values: Record<string, string | number> } {
  const day = (iso: string) => writtenDate(t, iso);
  return {
    key: `coupons.refused.${refusal.reason}`,
    values: {
      startsOn: "startsOn" in refusal ? day(refusal.startsOn) : "",
      endsOn: "endsOn" in refusal ? day(refusal.endsOn) : "",
      missing: "missing" in refusal ? formatMinorUnits(refusal.missing, currency) : "",
      code: "code" in refusal ? refusal.code : "",
      ...("minutes" in refusal ? { count: refusal.minutes } : {}),
    },
  };
}

/** The same, as text. */
export function CouponRefusalText({
  refusal,
  currency,
}: {
  refusal: Refusal;
  currency: Pick<DisplayCurrency, "symbol">;
}) {
  const { t } = useTranslation();
  const { key, values } = couponRefusalMessage(refusal, currency, t);
  return <>{t(key, values)}</>;
}
