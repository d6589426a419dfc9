import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import type { MailOrder } from "../mail-data";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine, PayToBlock } from "./order-blocks";

/**
 * To the buyer of an order to pay by bank transfer or cheque, about its deadline: `reminder`, two days before, with
 * where to send what is owed; `expired`, once it passed unpaid and the order was cancelled.
 */
export function PaymentDueMail({
  locale,
  news,
  order,
  date,
  lines,
  link,
}: {
  locale: Locale;
  news: "reminder" | "expired";
  /** The day the order had to be paid by, written for the reader. */
  date: string;
  order: MailOrder;
  lines: MailLine[];
  link: { href: string; signedIn: boolean };
}) {
  const t = mailTranslator(locale);
  const number = order.number;
  return (
    <MailLayout
      locale={locale}
      preview={t(`paymentDue.${news}.subject`, { number, date })}
      heading={t(`paymentDue.${news}.heading`)}
    >
      <Text>{t(`paymentDue.${news}.intro`, { number, date })}</Text>
      {news === "reminder" ? <PayToBlock locale={locale} order={order} amountCents={order.totalCents} /> : null}
      <LinesTable locale={locale} lines={lines} symbol={order.currencySymbol} />
      <ActionLink href={link.href}>{t(link.signedIn ? "partChanged.viewOrder" : "partChanged.trackOrder")}</ActionLink>
    </MailLayout>
  );
}
