import { useTranslation } from "~/i18n/translation";
import type { FreeShipping } from "~domain/shipping";

type Props = {
  shipping: number;
  free: FreeShipping | null;
  missingForFree: number | null;
  /** Formats an amount in the cart's (or order's) currency's minor units. */
  money: (minor: number) => string;
};

/** "Shipping for this parcel: free" or "€4.60; add €3.10 more for free shipping", as the priced cart says. */
export function ParcelShipping({ shipping, free, missingForFree, money }: Props) {
  const { t } = useTranslation();
  if (free)
    return <p className="text-sm">{t(free === "seller" ? "shipping.parcelFreeSeller" : "shipping.parcelFree")}</p>;
  return (
    <p className="text-sm">
      {t("shipping.parcelCost", { amount: money(shipping) })}
      {missingForFree !== null ? (
        <span className="font-semibold text-green-700">
          {" "}
          {t("shipping.addForFree", { amount: money(missingForFree) })}
        </span>
      ) : null}
    </p>
  );
}
