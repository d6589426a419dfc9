import { Link, Section, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/** One line of the digest: what waits, how many, and the back office's list of them. */
export type DigestLine = { key: string; text: string; count: number; href: string };

/**
 * To an operator, once a day (issue 48): what waited when the digest was written (the Overview's counts), each line a
 * link to the list it counts; what is zero is left out.
 */
export function OperatorDigestMail({
  locale,
  date,
  lines,
  href,
}: {
  locale: Locale;
  /** The day, written out in the mail's language. */
  date: string;
  lines: DigestLine[];
  href: string;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t("operatorDigest.subject", { date })} heading={t("operatorDigest.heading")}>
      <Text>{t("operatorDigest.intro", { date })}</Text>
      <Section style={{ padding: "8px 12px", backgroundColor: "#fffbeb", borderRadius: "6px" }}>
        {lines.map((line) => (
          <Text key={line.key} style={{ margin: "4px 0", fontSize: "14px" }}>
            <Link href={line.href} style={{ color: "#1d4ed8" }}>
              {line.text}
            </Link>
          </Text>
        ))}
      </Section>
      <ActionLink href={href}>{t("operatorDigest.button")}</ActionLink>
      <Text style={{ fontSize: "13px", color: "#6b7280" }}>{t("operator.optOut")}</Text>
    </MailLayout>
  );
}
