import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/** To an address that asked: the product is for sale again; the only mail it gets about it. */
export function BackInStockMail({ locale, name, href }: { locale: Locale; name: string; href: string }) {
  const t = mailTranslator(locale);
  return (
    <MailLayout locale={locale} preview={t("backInStock.subject", { name })} heading={t("backInStock.heading")}>
      <Text>{t("backInStock.intro", { name })}</Text>
      <ActionLink href={href}>{t("backInStock.button")}</ActionLink>
      <Text style={{ fontSize: "13px", color: "#6b7280" }}>{t("backInStock.once")}</Text>
    </MailLayout>
  );
}
