import { Hr, Link, Section, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { sentence } from "./own-direction";

const small = { fontSize: "12px", color: "#6b7280", margin: "4px 0" };

/** The double opt-in's mail: the link to confirm, written out too for mail programs that hide buttons. */
export function NewsletterConfirmMail({ locale, email, href }: { locale: Locale; email: string; href: string }) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t("newsletter.confirm.subject")} heading={t("newsletter.confirm.heading")}>
      <Text>{sentence(t, "newsletter.confirm.intro", { email: { own: email } })}</Text>
      <ActionLink href={href}>{t("newsletter.confirm.button")}</ActionLink>
      <Text style={{ fontSize: "13px", wordBreak: "break-all" }}>
        <Link href={href}>{href}</Link>
      </Text>
      <Text>{t("newsletter.confirm.ignore")}</Text>
    </MailLayout>
  );
}

/**
 * A campaign: its subject as the heading, its body (Markdown rendered and sanitised by renderMarkdown, decision 053)
 * in `lang` (English when the subscriber's language was left empty), and the subscriber's own unsubscribe link. A test
 * says so at the top, and where the link will be.
 */
export function NewsletterCampaignMail({
  locale,
  lang,
  subject,
  html,
  unsubscribeHref,
}: {
  locale: Locale;
  lang: Locale;
  subject: string;
  html: string;
  /** Null in a test to the operator. */
  unsubscribeHref: string | null;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={subject} heading={subject}>
      {unsubscribeHref ? null : (
        <Text style={{ backgroundColor: "#fef3c7", padding: "8px 12px" }}>{t("newsletter.test.note")}</Text>
      )}
      <Section lang={lang}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown. */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Section>
      <Hr />
      <Text style={small}>{t("newsletter.campaign.why")}</Text>
      {unsubscribeHref ? (
        <Text style={small}>
          <Link href={unsubscribeHref}>{t("newsletter.campaign.unsubscribe")}</Link>
        </Text>
      ) : (
        <Text style={small}>{t("newsletter.test.unsubscribe")}</Text>
      )}
    </MailLayout>
  );
}
