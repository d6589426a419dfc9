import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { type FormValues, textOf } from "~domain/form";
import { formatMinorUnits } from "~domain/money";
import type { MovementForm } from "~domain/payment-input";
import type { OrderDetail } from "~server/orders/history";
import type { PaymentRefusalData } from "~server/payments/payment-action";

/** Minor units as the amount field takes them: digits, a point, two decimals. */
const typedAmount = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

/**
 * The back office's Record a payment received (while the order awaits payment: the amount starts at what is still
 * owed) or Record a refund sent (once money came in: it starts at what the cancelled parts cost, else all that may go
 * back): the amount, the day, the bank's or payer's reference and a note the buyer sees.
 */
export function RecordMovementForm({
  kind,
  detail,
  refund,
  formKey,
  today,
  refused,
}: {
  kind: MovementForm;
  detail: OrderDetail;
  refund: { refundableCents: number; dueCents: number };
  formKey: string;
  today: string;
  refused: PaymentRefusalData | undefined;
}) {
  const { t } = useTranslation();
  const { order } = detail;
  const shown =
    kind === "payment"
      ? order.paymentStatus === "awaiting" && order.status !== "cancelled"
      : refund.refundableCents > 0 && order.paymentMethod !== "paypal";
  if (!shown) return null;
  const mine = refused?.form === kind ? refused : undefined;
  const values: FormValues = mine?.values ?? {};
  const errors = mine?.errors ?? {};
  const money = (minor: number) => formatMinorUnits(minor, { symbol: order.currencySymbol });
  const owed = money(mine?.owedCents ?? order.owedCents);
  const refundable = money(mine?.refundableCents ?? refund.refundableCents);
  const start = kind === "payment" ? order.owedCents : refund.dueCents || refund.refundableCents;
  const id = `record-${kind}`;
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="mb-1 text-lg font-bold">
        {t(`payments.${kind === "payment" ? "record" : "refund"}.title`)}
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        {kind === "payment" ? t("payments.owed") : t("payments.refund.refundable")}{" "}
        <bdi dir="ltr">{kind === "payment" ? owed : refundable}</bdi>
        {kind === "refund" && refund.dueCents > 0 ? (
          <>
            {" · "}
            {t("payments.refund.due")} <bdi dir="ltr">{money(refund.dueCents)}</bdi>
          </>
        ) : null}
      </p>
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="key" value={formKey} />
        <TextField
          name="amount"
          label={t(`payments.${kind === "payment" ? "record" : "refund"}.amount`, { symbol: order.currencySymbol })}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={textOf(values.amount) || typedAmount(start)}
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
            {t(`payments.${kind === "payment" ? "record" : "refund"}.submit`)}
          </button>
          <FormAlert id={`${kind}-outcome`} message={mine?.formError} values={{ owed, refundable }} />
        </div>
      </Form>
    </section>
  );
}
