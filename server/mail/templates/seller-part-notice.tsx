import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import type { PartReceipt } from "../../orders/seller-receipts";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine } from "./order-blocks";
import { SellerReceiptBlock } from "./seller-receipt-block";

/**
 * To a seller, about their part of an order: their lines and the sale's page, under the news (`saleCancelled`: the
 * buyer cancelled, do not ship; `saleExpired`: the order was not paid in time and is cancelled; `orderPaid`: the
 * order is paid, ship now, with what they receive for it).
 */
export function SellerPartNoticeMail({
  locale,
  news,
  number,
  lines,
  symbol,
  receipt,
  couponCode,
  href,
}: {
  locale: Locale;
  news: "saleCancelled" | "saleExpired" | "orderPaid";
  number: string;
  lines: MailLine[];
  symbol: string;
  /** What the seller receives for the part (a paid order's news); none for a cancelled one. */
  receipt?: PartReceipt | undefined;
  couponCode?: string | null;
  href: string;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t(`${news}.subject`, { number })} heading={t(`${news}.heading`)}>
      <Text>{t(`${news}.intro`, { number })}</Text>
      <LinesTable locale={locale} lines={lines} symbol={symbol} />
      {receipt ? (
        <SellerReceiptBlock locale={locale} receipt={receipt} symbol={symbol} couponCode={couponCode ?? null} />
      ) : null}
      <ActionLink href={href}>{t("newSale.open")}</ActionLink>
    </MailLayout>
  );
}
