import { useTranslation } from "~/i18n/translation";
import type { OrderDetail } from "~server/orders/history";
import { PostDate } from "../blog/post-card";

/**
 * The movements of an order's money, oldest first: the day, payment or refund, the amount, reference and note; and,
 * for an order that was not paid in time, the day it expired.
 */
export function OrderPayments({ detail, money }: { detail: OrderDetail; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const { payBy, paymentStatus } = detail.order;
  const expiredOn = paymentStatus === "expired" ? payBy : null;
  if (detail.payments.length === 0 && !expiredOn) return null;
  return (
    <section aria-labelledby="order-payments" className="card p-5">
      <h2 id="order-payments" className="mb-3 text-lg font-bold">
        {t("payments.title")}
      </h2>
      <ul className="space-y-2 text-sm">
        {detail.payments.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="text-gray-600">
              <PostDate iso={`${entry.occurredOn}T00:00:00Z`} />
            </span>
            <span className="font-semibold">{t(`payments.movement.${entry.movement}`)}</span>
            <span className="text-gray-600">{t(`checkout.payment.${entry.method}.title`)}</span>
            <span dir="ltr" className="font-semibold tabular-nums">
              {entry.movement === "refunded" ? "−" : ""}
              {money(entry.amountCents)}
            </span>
            {entry.reference ? (
              <span>
                {t("payments.reference")}: <bdi>{entry.reference}</bdi>
              </span>
            ) : null}
            {entry.note ? (
              <span className="basis-full text-gray-700">
                <bdi>{entry.note}</bdi>
              </span>
            ) : null}
          </li>
        ))}
        {expiredOn ? (
          <li className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="text-gray-600">
              <PostDate iso={expiredOn} />
            </span>
            <span className="font-semibold">{t("payments.expired")}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
