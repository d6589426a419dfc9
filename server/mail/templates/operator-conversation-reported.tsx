import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/**
 * To an operator (issue 48): a side of a conversation reported it. Who reported, between whom, about what, and the
 * reason as typed (React escapes it); the report's page in the back office.
 */
export function OperatorConversationReportedMail({
  locale,
  about,
  reporter,
  buyer,
  seller,
  reason,
  href,
}: {
  locale: Locale;
  about: string;
  /** Which side reported it. */
  reporter: "buyer" | "seller";
  buyer: string;
  seller: string;
  reason: string;
  href: string;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t("operatorReport.subject", { about })} heading={t("operatorReport.heading")}>
      <Text>{t(`operatorReport.by.${reporter}`, { about, buyer, seller })}</Text>
      <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>{t("operatorReport.reason")}</Text>
      <Text style={{ whiteSpace: "pre-line", backgroundColor: "#f9fafb", padding: "12px", borderRadius: "6px" }}>
        {reason}
      </Text>
      <ActionLink href={href}>{t("operatorReport.button")}</ActionLink>
      <Text style={{ fontSize: "13px", color: "#6b7280" }}>{t("operator.optOut")}</Text>
    </MailLayout>
  );
}
