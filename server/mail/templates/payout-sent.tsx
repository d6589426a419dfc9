import { Section, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/**
 * To a seller: the store has sent them money. The amount in US dollars, the day and the bank's reference, so they can
 * find the transfer on their statement, and a link to their earnings. The values are set left to right by `dir` in
 * HTML only: a plain-text mail carries no invisible marks.
 */
export function PayoutSentMail({
  locale,
  amount,
  date,
  reference,
  href,
}: {
  locale: Locale;
  /** Formatted in US dollars ("$60.00"). */
  amount: string;
  /** The day it was sent, written out in the mail's language. */
  date: string;
  reference: string;
  href: string;
}) {
  const t = mailTranslator(locale);
  // The day is written in the mail's language; the amount and the reference read left to right.
  const rows: { label: string; value: string; dir?: "ltr" }[] = [
    { label: t("payoutSent.amount"), value: amount, dir: "ltr" },
    { label: t("payoutSent.day"), value: date },
    { label: t("payoutSent.reference"), value: reference, dir: "ltr" },
  ];
  return (
    <MailLayout locale={locale} preview={t("payoutSent.subject", { amount })} heading={t("payoutSent.heading")}>
      <Text>{t("payoutSent.intro")}</Text>
      <Section style={{ padding: "8px 12px", backgroundColor: "#f0fdf4", borderRadius: "6px" }}>
        {rows.map((row) => (
          <Text key={row.label} style={{ margin: "2px 0", fontSize: "14px" }}>
            {row.label}: <strong dir={row.dir}>{row.value}</strong>
          </Text>
        ))}
      </Section>
      <Text>{t("payoutSent.arrives")}</Text>
      <ActionLink href={href}>{t("payoutSent.button")}</ActionLink>
    </MailLayout>
  );
}
