import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { type FormValues, textOf } from "~domain/form";
import { formatMinorUnits } from "~domain/money";
import type { OrderDetail } from "~server/orders/history";
import type { PaymentRefusalData } from "~server/payments/payment-action";

/** Minor units as the amount field takes them: digits, a point, two decimals. */
const typedAmount = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

/**
 * The back office's Record a payment received: the amount (what is still owed, to start with), the day it arrived
 * (today), the bank's or payer's reference and a note the buyer sees. Shown while the order awaits payment.
 */
export function RecordPaymentForm({
  detail,
  paymentKey,
  today,
  refused,
}: {
  detail: OrderDetail;
  paymentKey: string;
  today: string;
  refused: PaymentRefusalData | undefined;
}) {
  const { t } = useTranslation();
  const { order } = detail;
  if (order.paymentStatus !== "awaiting" || order.status === "cancelled") return null;
  const values: FormValues = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const owed = formatMinorUnits(refused?.owedCents ?? order.owedCents, { symbol: order.currencySymbol });
  return (
    <section aria-labelledby="record-payment" className="card p-5">
      <h2 id="record-payment" className="mb-1 text-lg font-bold">
        {t("payments.record.title")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        {t("payments.owed")} <bdi dir="ltr">{owed}</bdi>
      </p>
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="payment" />
        <input type="hidden" name="key" value={paymentKey} />
        <TextField
          name="amount"
          label={t("payments.record.amount", { symbol: order.currencySymbol })}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={textOf(values.amount) || typedAmount(order.owedCents)}
          error={errors.amount}
        />
        <TextField
          name="occurredOn"
          type="date"
          label={t("payments.record.day")}
          required
          max={today}
          defaultValue={textOf(values.occurredOn) || today}
          error={errors.occurredOn}
        />
        <TextField
          name="reference"
          label={t("payments.record.reference")}
          maxLength={100}
          defaultValue={textOf(values.reference)}
          error={errors.reference}
        />
        <TextField
          name="note"
          label={t("payments.record.note")}
          maxLength={500}
          defaultValue={textOf(values.note)}
          error={errors.note}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t("payments.record.submit")}
          </button>
          <FormAlert id="payment-outcome" message={refused?.formError} values={{ owed }} />
        </div>
      </Form>
    </section>
  );
}
