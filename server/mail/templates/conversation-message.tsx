import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/** A mail shows the start of a message; the rest is on its page. */
const EXCERPT_LENGTH = 500;

/**
 * To one side of a conversation: the other side wrote. The message is shown as the text it is (React escapes it), its
 * start only; the button opens the conversation, where they read the rest and reply.
 */
export function ConversationMessageMail({
  locale,
  senderName,
  about,
  body,
  href,
}: {
  locale: Locale;
  senderName: string;
  /** What the conversation is about, as its subject line names it. */
  about: string;
  body: string;
  href: string;
}) {
  const t = mailTranslator(locale);
  const excerpt = body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH)}…` : body;
  return (
    <MailLayout
      locale={locale}
      preview={t("conversationMessage.subject", { name: senderName, about })}
      heading={t("conversationMessage.heading")}
    >
      <Text>{t("conversationMessage.intro", { name: senderName, about })}</Text>
      <Text style={{ whiteSpace: "pre-line", backgroundColor: "#f9fafb", padding: "12px", borderRadius: "6px" }}>
        {excerpt}
      </Text>
      <ActionLink href={href}>{t("conversationMessage.button")}</ActionLink>
      <Text style={{ fontSize: "13px", color: "#6b7280" }}>{t("conversationMessage.once")}</Text>
    </MailLayout>
  );
}
