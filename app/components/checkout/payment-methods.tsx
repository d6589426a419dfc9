import { PayToDetails } from "~/components/payments/pay-to-details";
import { FieldError } from "~/components/ui/field-parts";
import { useTranslation } from "~/i18n/translation";
import type { BankDetails, ChequeDetails } from "~domain/pay-to";
import type { PaymentMethod } from "~domain/payment-methods";

/** The ways to pay the store offers now, and where a transfer or a cheque goes. */
export type PaymentOptions = {
  offered: PaymentMethod[];
  bank: BankDetails | null;
  cheque: ChequeDetails | null;
  /** Days an order paid by bank transfer or cheque waits for its money. */
  unpaidDays: number;
  /** What PayPal would charge in US dollars, for a cart in a currency it does not take. */
  paypalInDollars: string | null;
};

/**
 * The ways to pay the store offers, the first (a bank transfer, when offered) chosen; the chosen one shows how it
 * works, with the account or the cheque's payee and address.
 */
export function PaymentMethods({
  options,
  value,
  error,
}: {
  options: PaymentOptions;
  value: string | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { offered } = options;
  const chosen = offered.find((method) => method === value) ?? offered[0];
  return (
    <fieldset aria-describedby={error ? "payment-error" : undefined}>
      <legend className="mb-2 font-bold">{t("checkout.paymentMethod")}</legend>
      <div className="divide-y divide-gray-100 rounded-md border border-gray-200">
        {offered.map((method) => (
          <div key={method} className="p-3">
            <input
              type="radio"
              id={`payment-${method}`}
              name="paymentMethod"
              value={method}
              defaultChecked={method === chosen}
              aria-describedby={`payment-${method}-text`}
              className="peer size-4 accent-brand-600"
            />
            <label htmlFor={`payment-${method}`} className="ms-2 cursor-pointer font-semibold">
              {t(`checkout.payment.${method}.title`)}
            </label>
            {/* How the chosen method works (CSS, so it works before scripts load too). */}
            <div
              id={`payment-${method}-text`}
              className="mt-1 hidden space-y-2 text-sm text-gray-600 peer-checked:block"
            >
              <p>{t(`checkout.payment.${method}.text`, { days: options.unpaidDays })}</p>
              {method === "bank" && options.bank ? <PayToDetails payTo={{ bank: options.bank }} /> : null}
              {method === "check" && options.cheque ? <PayToDetails payTo={{ cheque: options.cheque }} /> : null}
              {method === "paypal" && options.paypalInDollars ? (
                <p className="font-semibold">{t("payments.paypal.inDollars", { amount: options.paypalInDollars })}</p>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <FieldError id="payment-error" error={error} />
    </fieldset>
  );
}
