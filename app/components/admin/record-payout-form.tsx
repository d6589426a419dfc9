import { Form } from "react-router";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { textOf } from "~domain/form";
import type { PayoutRefusal } from "~server/ledger/payouts-screen";
import { Dollars } from "../earnings/balance-summary";

/** Cents as the amount field takes them: digits, a point, two decimals. */
const typedAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * Record payout: the US dollars sent to the seller (starting at their available balance), the day and the bank's
 * reference. A refusal (more than is available) is said beside the amount; the form's key makes a double submit one.
 */
export function RecordPayoutForm({
  availableCents,
  formKey,
  today,
  refused,
}: {
  availableCents: number;
  formKey: string;
  today: string;
  refused: PayoutRefusal | undefined;
}) {
  const { t } = useTranslation();
  const formRef = useFormOutcome(refused);
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const available = refused?.availableCents ?? availableCents;
  return (
    <section aria-labelledby="record-payout" className="card p-5">
      <h2 id="record-payout" className="mb-1 text-lg font-bold">
        {t("payouts.record.title")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        {t("payouts.record.available")} <Dollars cents={available} />
      </p>
      <Form method="post" noValidate ref={formRef} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="key" value={formKey} />
        <TextField
          name="amount"
          label={t("payouts.record.amount")}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required
          defaultValue={textOf(values.amount) || (available > 0 ? typedAmount(available) : "")}
          error={errors.amount}
        />
        <TextField
          name="occurredOn"
          type="date"
          label={t("payouts.record.day")}
          required
          max={today}
          defaultValue={textOf(values.occurredOn) || today}
          error={errors.occurredOn}
        />
        <TextField
          name="reference"
          label={t("payouts.record.reference")}
          required
          maxLength={100}
          defaultValue={textOf(values.reference)}
          error={errors.reference}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t("payouts.record.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
