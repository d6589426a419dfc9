import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import type { MailOrder } from "../mail-data";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine, PayToBlock } from "./order-blocks";

/**
 * To the buyer of an order paid in advance, about its payment: `reminder`, two days before its deadline, with where to
 * send what is owed (or, paid with PayPal, to pay from the order's page); `switched`, when they chose to pay by bank
 * transfer or cheque after placing it, with where to send it; `expired`, once the deadline passed unpaid and the order
 * was cancelled.
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
  news: "reminder" | "switched" | "expired";
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
      <Text>
        {news === "reminder" && !order.payTo
          ? t("paymentDue.reminder.introPaypal", { number, date })
          : t(`paymentDue.${news}.intro`, {
              number,
              date,
              method: t(`payment.${order.paymentMethod}.title`),
            })}
      </Text>
      {news !== "expired" ? <PayToBlock locale={locale} order={order} amountCents={order.totalCents} /> : null}
      <LinesTable locale={locale} lines={lines} symbol={order.currencySymbol} />
      <ActionLink href={link.href}>{t(link.signedIn ? "partChanged.viewOrder" : "partChanged.trackOrder")}</ActionLink>
    </MailLayout>
  );
}
