import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { sentence } from "./own-direction";

/**
 * To the buyer, about their order's money: `paymentReceived`, it is paid in full; `paymentRefunded`, some or all of
 * it was sent back. The amount, and where to follow the order.
 */
export function PaymentNewsMail({
  locale,
  news,
  number,
  amount,
  link,
}: {
  locale: Locale;
  news: "paymentReceived" | "paymentRefunded";
  number: string;
  /** The amount paid or sent back, formatted in the order's currency. */
  amount: string;
  link: { href: string; signedIn: boolean };
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t(`${news}.subject`, { number })} heading={t(`${news}.heading`)}>
      <Text>{sentence(t, `${news}.intro`, { number: { own: number }, amount: { own: amount } })}</Text>
      <ActionLink href={link.href}>{t(link.signedIn ? "partChanged.viewOrder" : "partChanged.trackOrder")}</ActionLink>
    </MailLayout>
  );
}
