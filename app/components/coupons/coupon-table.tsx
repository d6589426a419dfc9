import { Form } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { dateFormat } from "~domain/intl-formats";
import { formatMinorUnits } from "~domain/money";
import type { OwnedCoupon } from "~server/coupons/coupons";
import { TableHead } from "../ui/table-head";

const USD = { symbol: "$" };

/**
 * The owner's coupons as rows: code, what it takes off (and from what minimum), its days, how often it was used
 * (of how many), and whether it is on, above the button that switches it (stacked on a phone).
 */
export function CouponTable({ coupons, caption }: { coupons: OwnedCoupon[]; caption: string }) {
  const { t, locale } = useTranslation();
  const day = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  return (
    <table className="stack-table w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead
        columns={[
          { label: t("coupons.columns.code") },
          { label: t("coupons.columns.discount") },
          { label: t("coupons.columns.days") },
          { label: t("coupons.columns.uses"), align: "end" },
          { label: t("coupons.columns.status"), align: "end" },
        ]}
      />
      <tbody>
        {coupons.map((coupon) => {
          const intent = coupon.active ? "deactivate" : "activate";
          return (
            <tr key={coupon.id} className="border-b border-gray-100 align-top">
              <td className="py-2 pe-3 font-mono font-semibold" dir="ltr">
                {coupon.code}
              </td>
              <td data-label={t("coupons.columns.discount")} className="py-2 pe-3">
                <p>
                  {coupon.percentOff !== null
                    ? t("coupons.percentValue", { percent: coupon.percentOff })
                    : t("coupons.amountValue", { amount: formatMinorUnits(coupon.amountOffCents ?? 0, USD) })}
                </p>
                {coupon.minSubtotalCents !== null ? (
                  <p className="text-gray-600">
                    {t("coupons.minimumValue", { amount: formatMinorUnits(coupon.minSubtotalCents, USD) })}
                  </p>
                ) : null}
              </td>
              <td data-label={t("coupons.columns.days")} className="py-2 pe-3">
                {t("coupons.daysValue", { from: dayOf(coupon.startsOn), to: dayOf(coupon.endsOn) })}
              </td>
              <td data-label={t("coupons.columns.uses")} className="py-2 pe-3 text-end">
                <p>
                  {coupon.maxUses !== null
                    ? t("coupons.usesOf", { uses: coupon.uses, max: coupon.maxUses })
                    : coupon.uses}
                </p>
                {coupon.maxUsesPerCustomer !== null ? (
                  <p className="text-gray-600">{t("coupons.perCustomer", { count: coupon.maxUsesPerCustomer })}</p>
                ) : null}
              </td>
              <td data-label={t("coupons.columns.status")} className="py-2 text-end">
                <p className={`mb-1 font-semibold ${coupon.active ? "text-green-700" : "text-gray-600"}`}>
                  {t(coupon.active ? "coupons.statusActive" : "coupons.statusInactive")}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="couponId" value={coupon.id} />
                  <button
                    type="submit"
                    className="btn btn-outline whitespace-nowrap"
                    aria-label={t(`coupons.${intent}Named`, { code: coupon.code })}
                  >
                    {t(`coupons.${intent}`)}
                  </button>
                </Form>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
