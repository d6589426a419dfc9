import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/** To the buyer: the order is paid in full; what was paid, and where to follow it. */
export function PaymentReceivedMail({
  locale,
  number,
  amount,
  link,
}: {
  locale: Locale;
  number: string;
  /** The order's total, formatted in its currency (kept left to right). */
  amount: string;
  link: { href: string; signedIn: boolean };
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout
      locale={locale}
      preview={t("paymentReceived.subject", { number })}
      heading={t("paymentReceived.heading")}
    >
      <Text>{t("paymentReceived.intro", { number, amount })}</Text>
      <ActionLink href={link.href}>{t(link.signedIn ? "partChanged.viewOrder" : "partChanged.trackOrder")}</ActionLink>
    </MailLayout>
  );
}
