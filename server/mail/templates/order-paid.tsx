import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine } from "./order-blocks";

/** To a seller: the order holding their part is paid, so their lines may ship now; the sale's page. */
export function OrderPaidMail({
  locale,
  number,
  lines,
  symbol,
  href,
}: {
  locale: Locale;
  number: string;
  lines: MailLine[];
  symbol: string;
  href: string;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t("orderPaid.subject", { number })} heading={t("orderPaid.heading")}>
      <Text>{t("orderPaid.intro", { number })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={symbol} />
      <ActionLink href={href}>{t("newSale.open")}</ActionLink>
    </MailLayout>
  );
}
