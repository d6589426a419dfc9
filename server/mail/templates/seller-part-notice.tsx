import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine } from "./order-blocks";

/**
 * To a seller, about their part of an order: their lines and the sale's page, under the news (`saleCancelled`: the
 * buyer cancelled, do not ship; `saleExpired`: the order was not paid in time and is cancelled; `orderPaid`: the
 * order is paid, ship now).
 */
export function SellerPartNoticeMail({
  locale,
  news,
  number,
  lines,
  symbol,
  href,
}: {
  locale: Locale;
  news: "saleCancelled" | "saleExpired" | "orderPaid";
  number: string;
  lines: MailLine[];
  symbol: string;
  href: string;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t(`${news}.subject`, { number })} heading={t(`${news}.heading`)}>
      <Text>{t(`${news}.intro`, { number })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={symbol} />
      <ActionLink href={href}>{t("newSale.open")}</ActionLink>
    </MailLayout>
  );
}
