import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import type { AddressSnapshot } from "../../db/schema";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { AddressBlock, LinesTable, type MailLine } from "./order-blocks";

/**
 * To an operator (issue 48): a parcel of the store's own may ship now, its order paid (or to be paid on delivery).
 * What it holds and where it goes, and the order's page in the back office, where it is marked shipped.
 */
export function OperatorParcelReadyMail({
  locale,
  number,
  cash,
  lines,
  symbol,
  address,
  href,
}: {
  locale: Locale;
  number: string;
  /** Cash on delivery: collected when it is delivered, not paid yet. */
  cash: boolean;
  lines: MailLine[];
  symbol: string;
  address: AddressSnapshot;
  href: string;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t("operatorParcel.subject", { number })} heading={t("operatorParcel.heading")}>
      <Text>{t(cash ? "operatorParcel.introCash" : "operatorParcel.introPaid", { number })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={symbol} />
      <AddressBlock locale={locale} title={t("common.shipTo")} address={address} />
      <ActionLink href={href}>{t("operatorParcel.button")}</ActionLink>
      <Text style={{ fontSize: "13px", color: "#6b7280" }}>{t("operator.optOut")}</Text>
    </MailLayout>
  );
}
