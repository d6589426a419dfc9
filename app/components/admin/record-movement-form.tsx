import { Form } from "react-router";
import { FieldError } from "~/components/ui/field-parts";
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
 * owed) or Record a refund sent (once money came in: it starts at what the buyer is owed back, and when nothing is, the
 * form says so and starts empty): the amount, the day, the bank's or payer's reference and a note the buyer sees. A
 * refund beyond what is owed back is recorded only with its box ticked (issue 47).
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
  const start = kind === "payment" ? order.owedCents : refund.dueCents;
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
      {kind === "refund" && refund.dueCents === 0 ? (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">{t("payments.refund.nothingDue")}</p>
      ) : null}
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="key" value={formKey} />
        <TextField
          name="amount"
          label={t(`payments.${kind === "payment" ? "record" : "refund"}.amount`, { symbol: order.currencySymbol })}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={textOf(values.amount) || (start > 0 ? typedAmount(start) : "")}
          error={errors.amount}
        />
        <TextField
          name="occurredOn"
          type="date"
          label={t(kind === "payment" ? "payments.record.day" : "payments.refund.day")}
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
        {kind === "refund" ? (
          <div className="sm:col-span-2">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="beyondDue"
                className="mt-1"
                defaultChecked={values.beyondDue === "on"}
                aria-invalid={errors.beyondDue ? true : undefined}
                aria-describedby={errors.beyondDue ? "refund-beyond-due-error" : undefined}
              />
              {t("payments.refund.beyondDue")}
            </label>
            <FieldError
              id="refund-beyond-due-error"
              error={errors.beyondDue}
              values={{ due: money(mine?.dueCents ?? refund.dueCents) }}
            />
          </div>
        ) : null}
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
