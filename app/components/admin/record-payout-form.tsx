import { ConfirmAgain } from "~/components/ui/confirm-again";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { TextField } from "~/components/ui/text-field";
import { isolate } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { textOf } from "~domain/form";
import { formatMinorUnits, plainMinorUnits, USD } from "~domain/money";
import { minorUnitsOf } from "~domain/payment-input";
import type { Translate } from "~domain/translator";
import type { PayoutQuestion } from "~server/ledger/payouts";
import type { PayoutRefusal } from "~server/ledger/payouts-screen";
import { Dollars } from "../earnings/balance-summary";

/** Record payout's question: how much, to whom, to which account (its last four characters), and that they are told. */
function questionText(t: Translate, amount: string, question: Omit<PayoutQuestion, "amountCents">) {
  const values = { amount: isolate(amount), seller: isolate(question.sellerName) };
  return question.account
    ? t("payouts.confirm.text", { ...values, account: isolate(question.account) })
    : t("payouts.confirm.textNoAccount", values);
}

/**
 * Record payout: the US dollars sent to the seller (starting at their available balance), the day and the bank's
 * reference, asked once more (amount, seller, masked account) before it is sent. A refusal (more than is available)
 * is said beside the amount; the form's key makes a double submit one.
 */
export function RecordPayoutForm({
  availableCents,
  formKey,
  today,
  seller,
  refused,
}: {
  availableCents: number;
  formKey: string;
  today: string;
  seller: Omit<PayoutQuestion, "amountCents">;
  refused: PayoutRefusal | undefined;
}) {
  const { t } = useTranslation();
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const available = refused?.availableCents ?? availableCents;
  // The amount as the question says it: in dollars when it reads as an amount, else as typed (the server refuses it).
  const describe = (form: FormData) => {
    const typed = String(form.get("amount") ?? "");
    const cents = minorUnitsOf(typed);
    return questionText(t, cents === null ? typed : formatMinorUnits(cents, USD), seller);
  };
  return (
    <section aria-labelledby="record-payout" className="card p-5">
      <h2 id="record-payout" className="mb-1 text-lg font-bold">
        {t("payouts.record.title")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        {t("payouts.record.available")} <Dollars cents={available} />
      </p>
      <ConfirmForm
        className="grid gap-4 sm:grid-cols-2"
        fields={{ key: formKey }}
        label={t("payouts.record.submit")}
        buttonClassName="btn btn-primary sm:col-span-2 sm:justify-self-start"
        title={t("payouts.confirm.title")}
        description={describe}
        confirmLabel={t("payouts.record.submit")}
        outcome={refused}
      >
        <TextField
          name="amount"
          label={t("payouts.record.amount")}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required
          defaultValue={textOf(values.amount) || (available > 0 ? plainMinorUnits(available) : "")}
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
      </ConfirmForm>
    </section>
  );
}

/** Without JavaScript, Record payout posted without its dialog: the server's question, and the fields to post again. */
export function PayoutConfirmAgain({
  confirm,
  question,
  backTo,
}: {
  confirm: Record<string, string>;
  question: PayoutQuestion;
  backTo: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmAgain
      fields={confirm}
      title={t("payouts.confirm.title")}
      description={questionText(t, formatMinorUnits(question.amountCents, USD), question)}
      confirmLabel={t("payouts.record.submit")}
      backTo={backTo}
    />
  );
}
