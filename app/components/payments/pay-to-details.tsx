import { useTranslation } from "~/i18n/translation";
import { type PayTo, readableAccount } from "~domain/pay-to";

/**
 * Where a buyer sends the money, line by line as they copy it: the bank account (holder, IBAN in groups of four or
 * account number, BIC, bank) or the cheque's payee and postal address; with the amount and the order number once
 * there is an order (the payment reference, or what to write on the cheque's back). Values read left to right.
 */
export function PayToDetails({ payTo, amount, reference }: { payTo: PayTo; amount?: string; reference?: string }) {
  const { t } = useTranslation();
  const rows: { label: string; value: string; mono?: boolean; lines?: boolean }[] =
    "bank" in payTo
      ? [
          { label: t("payments.pay.holder"), value: payTo.bank.holder },
          { label: t("payments.pay.account"), value: readableAccount(payTo.bank.account), mono: true },
          ...(payTo.bank.bic ? [{ label: t("payments.pay.bic"), value: payTo.bank.bic, mono: true }] : []),
          { label: t("payments.pay.bank"), value: payTo.bank.bankName },
        ]
      : [
          { label: t("payments.pay.payee"), value: payTo.cheque.payee },
          { label: t("payments.pay.address"), value: payTo.cheque.address, lines: true },
        ];
  if (amount) rows.push({ label: t("payments.pay.amount"), value: amount });
  if (reference) {
    const label = "bank" in payTo ? t("payments.pay.reference") : t("payments.pay.onTheBack");
    rows.push({ label, value: reference, mono: true });
  }
  return (
    <dl className="space-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap gap-x-2">
          <dt className="text-gray-600">{row.label}:</dt>
          <dd className={`font-semibold ${row.mono ? "font-mono" : ""} ${row.lines ? "whitespace-pre-line" : ""}`}>
            {/* An address reads in its own direction; account numbers, amounts and references left to right. */}
            {row.lines ? <bdi>{row.value}</bdi> : <bdi dir="ltr">{row.value}</bdi>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
