import { useTranslation } from "~/i18n/translation";
import { type BankDetails, type ChequeDetails, readableAccount } from "~domain/pay-to";

/** One line of the details a buyer copies: the name, then the value (left to right, whatever the page's direction). */
function Detail({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{label}:</dt>
      <dd className={`font-semibold ${mono ? "font-mono" : ""}`}>
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  );
}

/**
 * The store's bank account as a buyer types it into their bank: holder, IBAN (in groups of four) or account number,
 * BIC and bank; with the amount and the reference once there is an order.
 */
export function BankDetailsList({
  bank,
  amount,
  reference,
}: {
  bank: BankDetails;
  amount?: string;
  reference?: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1 text-sm">
      <Detail label={t("payments.pay.holder")} value={bank.holder} />
      <Detail label={t("payments.pay.account")} value={readableAccount(bank.account)} mono />
      {bank.bic ? <Detail label={t("payments.pay.bic")} value={bank.bic} mono /> : null}
      <Detail label={t("payments.pay.bank")} value={bank.bankName} />
      {amount ? <Detail label={t("payments.pay.amount")} value={amount} /> : null}
      {reference ? <Detail label={t("payments.pay.reference")} value={reference} mono /> : null}
    </dl>
  );
}

/** Whom a cheque is made out to and where it goes; with the amount and the order number once there is an order. */
export function ChequeDetailsList({
  cheque,
  amount,
  reference,
}: {
  cheque: ChequeDetails;
  amount?: string;
  reference?: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1 text-sm">
      <Detail label={t("payments.pay.payee")} value={cheque.payee} />
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-gray-600">{t("payments.pay.address")}:</dt>
        <dd className="font-semibold whitespace-pre-line">
          <bdi>{cheque.address}</bdi>
        </dd>
      </div>
      {amount ? <Detail label={t("payments.pay.amount")} value={amount} /> : null}
      {reference ? <Detail label={t("payments.pay.onTheBack")} value={reference} mono /> : null}
    </dl>
  );
}
