import { PayToDetails } from "~/components/payments/pay-to-details";
import { useTranslation } from "~/i18n/translation";
import type { OrderDetail } from "~server/orders/history";
import { PostDate } from "../blog/post-card";

/**
 * How to pay an order awaiting a bank transfer or a cheque: where to send what is still owed, with the order number
 * as the reference, and the day by which it must arrive. Nothing once it is paid, cancelled or expired.
 */
export function PaymentInstructions({ detail, money }: { detail: OrderDetail; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const { order } = detail;
  if (!order.payTo || order.paymentStatus !== "awaiting" || order.status === "cancelled") return null;
  const amount = money(order.owedCents);
  const how = "bank" in order.payTo ? "payments.pay.bankText" : "payments.pay.chequeText";
  return (
    <section aria-labelledby="how-to-pay" className="card border-amber-300 bg-amber-50 p-5">
      <h2 id="how-to-pay" className="mb-2 text-lg font-bold">
        {t("payments.pay.title")}
      </h2>
      <p className="mb-3 text-sm">{t(how)}</p>
      <PayToDetails payTo={order.payTo} amount={amount} reference={order.number} />
      {order.payBy ? (
        <p className="mt-3 text-sm font-semibold">
          {t("payments.pay.payBy")} <PostDate iso={order.payBy} />
        </p>
      ) : null}
    </section>
  );
}
