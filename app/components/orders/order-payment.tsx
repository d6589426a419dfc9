import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { useTranslation } from "~/i18n/translation";
import type { PaymentOffer } from "~server/payments/paypal-pages";

/**
 * On the buyer's order page, while the order awaits its payment: Pay with PayPal (with the charge in US dollars when
 * PayPal does not take the order's currency), and the other ways to pay in advance the store offers, while nothing has
 * been received: choosing one shows where to send the money (issue 47).
 */
export function OrderPayment({
  offer,
  paypalProblem,
  switchProblem,
}: {
  offer: PaymentOffer;
  paypalProblem: string | undefined;
  switchProblem: string | undefined;
}) {
  const { t } = useTranslation();
  if (!offer || (!offer.payableWithPayPal && offer.switchTo.length === 0)) return null;
  return (
    <section aria-labelledby="order-payment" className="card mb-6 space-y-4 p-5">
      <h2 id="order-payment" className="text-lg font-bold">
        {t("payments.payOrder.title")}
      </h2>
      {offer.payableWithPayPal ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="paypal" />
          {offer.chargedInDollars ? (
            <p className="text-sm text-gray-700">
              {t("payments.paypal.inDollars", { amount: offer.chargedInDollars })}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary">
            {t("payments.paypal.pay")}
          </button>
          <FormAlert id="paypal-problem" message={paypalProblem} />
        </Form>
      ) : null}
      {offer.switchTo.length > 0 ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="switch" />
          <fieldset aria-describedby={switchProblem ? "switch-problem" : undefined}>
            <legend className="mb-2 text-sm font-semibold">
              {t(offer.method === "paypal" ? "payments.payOrder.otherWay" : "payments.payOrder.changeWay")}
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {offer.switchTo.map((method, index) => (
                <label key={method} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="method" value={method} defaultChecked={index === 0} />
                  {t(`checkout.payment.${method}.title`)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn btn-outline">
            {t("payments.payOrder.switch")}
          </button>
          <FormAlert id="switch-problem" message={switchProblem} />
        </Form>
      ) : null}
    </section>
  );
}
