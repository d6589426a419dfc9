import { Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine } from "./order-blocks";

export type PartChange = "shipped" | "cancelled" | "completed";

/** To the buyer: some of their order shipped (carrier, tracking number), was cancelled (the reason) or completed. */
export function PartChangedMail({
  locale,
  change,
  number,
  lines,
  symbol,
  carrier,
  trackingNumber,
  reason,
  link,
}: {
  locale: Locale;
  change: PartChange;
  number: string;
  lines: MailLine[];
  symbol: string;
  carrier: string | null;
  trackingNumber: string | null;
  reason: string | null;
  link: { href: string; signedIn: boolean };
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout
      locale={locale}
      preview={t(`partChanged.${change}.subject`, { number })}
      heading={t(`partChanged.${change}.heading`)}
    >
      <Text>{t(`partChanged.${change}.intro`, { number })}</Text>
      {change === "shipped" && carrier ? <Text>{t("partChanged.carrier", { carrier })}</Text> : null}
      {change === "shipped" && trackingNumber ? (
        <Text>{t("partChanged.tracking", { tracking: trackingNumber })}</Text>
      ) : null}
      {change === "cancelled" && reason ? <Text>{t("partChanged.reason", { reason })}</Text> : null}
      <LinesTable locale={locale} lines={lines} symbol={symbol} />
      <ActionLink href={link.href}>{t(link.signedIn ? "partChanged.viewOrder" : "partChanged.trackOrder")}</ActionLink>
    </MailLayout>
  );
}
