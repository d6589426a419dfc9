import { FieldError } from "~/components/ui/field-parts";
import { useTranslation } from "~/i18n/translation";
import { PAYMENT_METHODS } from "~domain/payment-methods";

/** The four ways to pay, bank transfer first and chosen; the chosen one shows its instructions. */
export function PaymentMethods({ value, error }: { value: string | undefined; error: string | undefined }) {
  const { t } = useTranslation();
  const chosen = PAYMENT_METHODS.includes(value as never) ? value : "bank";
  return (
    <fieldset aria-describedby={error ? "payment-error" : undefined}>
      <legend className="mb-2 font-bold">{t("checkout.paymentMethod")}</legend>
      <div className="divide-y divide-gray-100 rounded-md border border-gray-200">
        {PAYMENT_METHODS.map((method) => (
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
            {/* The instructions of the chosen method only (CSS, so it works before scripts load too). */}
            <p id={`payment-${method}-text`} className="mt-1 hidden text-sm text-gray-600 peer-checked:block">
              {t(`checkout.payment.${method}.text`)}
            </p>
          </div>
        ))}
      </div>
      <FieldError id="payment-error" error={error} />
    </fieldset>
  );
}
