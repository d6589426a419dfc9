import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine } from "./order-blocks";

/** To a seller: the buyer cancelled the order; their lines, not to be shipped, and the sale's page. */
export function SaleCancelledMail({
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
    <MailLayout locale={locale} preview={t("saleCancelled.subject", { number })} heading={t("saleCancelled.heading")}>
      <Text>{t("saleCancelled.intro", { number })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={symbol} />
      <ActionLink href={href}>{t("newSale.open")}</ActionLink>
    </MailLayout>
  );
}
