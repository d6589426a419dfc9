import { Link, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { sentence } from "./own-direction";

/** The reset link, for one hour, once; the address is written out too for mail programs that hide buttons. */
export function PasswordResetMail({ locale, email, href }: { locale: Locale; email: string; href: string }) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t("passwordReset.subject")} heading={t("passwordReset.heading")}>
      <Text>{sentence(t, "passwordReset.intro", { email: { own: email } })}</Text>
      <ActionLink href={href}>{t("passwordReset.button")}</ActionLink>
      <Text style={{ fontSize: "13px", wordBreak: "break-all" }}>
        <Link href={href}>{href}</Link>
      </Text>
      <Text>{t("passwordReset.expiry")}</Text>
    </MailLayout>
  );
}
