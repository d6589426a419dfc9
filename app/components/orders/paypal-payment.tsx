import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { useTranslation } from "~/i18n/translation";
import type { PayPalOffer } from "~server/payments/paypal-pages";

/**
 * On the buyer's order page, for an order paid with PayPal: how the visit to PayPal went (paid, pending, declined,
 * cancelled, PayPal out of reach), and Pay with PayPal while the order awaits its payment (with the charge in US
 * dollars when PayPal does not take the order's currency).
 */
export function PayPalPayment({ offer, problem }: { offer: PayPalOffer; problem: string | undefined }) {
  const { t } = useTranslation();
  if (!offer) return null;
  const { notice, payable, chargedInDollars } = offer;
  const good = notice === "paid" || notice === "pending";
  return (
    <section aria-labelledby="paypal-payment" className={payable || notice ? "card mb-6 space-y-3 p-5" : "hidden"}>
      <h2 id="paypal-payment" className="text-lg font-bold">
        {t("payments.paypal.title")}
      </h2>
      {notice ? (
        <p
          role={good ? "status" : "alert"}
          className={`rounded-md p-3 text-sm ${good ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
        >
          {t(`payments.paypal.notice.${notice}`)}
        </p>
      ) : null}
      {payable ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="paypal" />
          {chargedInDollars ? (
            <p className="text-sm text-gray-700">{t("payments.paypal.inDollars", { amount: chargedInDollars })}</p>
          ) : null}
          <button type="submit" className="btn btn-primary">
            {t("payments.paypal.pay")}
          </button>
          <FormAlert id="paypal-problem" message={problem} />
        </Form>
      ) : null}
    </section>
  );
}
