import { PostDate } from "~/components/blog/post-card";
import { useTranslation } from "~/i18n/translation";
import { formatMinorUnits } from "~domain/money";
import { type ReceiptRow, sellerReceiptRows } from "~domain/seller-receipt";
import type { PartReceipt } from "~server/orders/seller-receipts";

const LABELS: Record<ReceiptRow["kind"], string> = {
  items: "sales.receipt.items",
  ownCoupon: "sales.receipt.ownCoupon",
  shipping: "sales.receipt.shipping",
  tax: "sales.receipt.tax",
  commission: "sales.receipt.commission",
  refunded: "sales.receipt.refunded",
  receive: "sales.receipt.receive",
};

/**
 * What the seller receives for their part, figure by figure (decision 043): their products, their own coupon's share,
 * shipping, the store's commission (at today's rate while the order is unpaid), anything refunded, and "You receive";
 * then who pays a store coupon, what a cash sale means, and when the money becomes available for a payout.
 */
export function SellerReceiptCard({
  receipt,
  currencySymbol,
  couponCode,
}: {
  receipt: PartReceipt;
  currencySymbol: string;
  couponCode: string | null;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMinorUnits(minor, { symbol: currencySymbol });
  const amount = (minor: number) => <bdi dir="ltr">{money(minor)}</bdi>;
  return (
    <section aria-labelledby="sale-receipt" className="card p-5">
      <h2 id="sale-receipt" className="mb-3 text-lg font-bold">
        {t("sales.receipt.title")}
      </h2>
      {receipt.cancelled ? (
        <p className="text-sm">{t("sales.receipt.cancelled")}</p>
      ) : (
        <>
          <dl className="grid max-w-md grid-cols-[1fr_auto] gap-y-1 text-sm">
            {sellerReceiptRows(receipt).map((row) => (
              <div key={row.kind} className={`contents ${row.strong ? "font-bold" : ""}`}>
                <dt className={row.strong ? "border-t border-gray-200 pt-1" : "text-gray-700"}>
                  {t(LABELS[row.kind], { code: couponCode ?? "" })}
                </dt>
                <dd className={`ps-6 text-end tabular-nums ${row.strong ? "border-t border-gray-200 pt-1" : ""}`}>
                  {amount(row.cents)}
                </dd>
              </div>
            ))}
          </dl>
          <ul className="mt-3 space-y-1 text-sm text-gray-700">
            {receipt.projected ? <li>{t("sales.receipt.projected")}</li> : null}
            {receipt.storeCouponCents > 0 ? (
              <li>{t("sales.receipt.storeCoupon", { code: couponCode ?? "" })}</li>
            ) : null}
            {receipt.cash ? <li>{t("sales.receipt.cash")}</li> : null}
            <li className="font-semibold">
              {receipt.availableOn ? (
                <>
                  {t("sales.receipt.availableOn")} <PostDate iso={receipt.availableOn} />
                </>
              ) : receipt.holdingDays === 0 ? (
                t("sales.receipt.availableAtCompletion")
              ) : (
                t("sales.receipt.availableAfter", { count: receipt.holdingDays })
              )}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
