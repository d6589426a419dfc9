import { Link, Section, Text } from "@react-email/components";
import { trackingUrl } from "~domain/carrier-tracking";
import type { Locale } from "~domain/locales";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { LinesTable, type MailLine } from "./order-blocks";
import { sentence } from "./own-direction";

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
  reviews = [],
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
  /** A completed part's products, each with the link to review it (decision 049). */
  reviews?: { name: string; href: string }[];
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout
      locale={locale}
      preview={t(`partChanged.${change}.subject`, { number })}
      heading={t(`partChanged.${change}.heading`)}
    >
      <Text>{t(`partChanged.${change}.intro`, { number })}</Text>
      {change === "shipped" && carrier ? (
        <Text>{sentence(t, "partChanged.carrier", { carrier: { own: carrier, dir: "auto" } })}</Text>
      ) : null}
      {change === "shipped" && trackingNumber ? <TrackingText carrier={carrier} number={trackingNumber} t={t} /> : null}
      {change === "cancelled" && reason ? (
        <Text>{sentence(t, "partChanged.reason", { reason: { own: reason, dir: "auto" } })}</Text>
      ) : null}
      <LinesTable locale={locale} lines={lines} symbol={symbol} />
      {reviews.length > 0 ? (
        <Section>
          <Text>{t("partChanged.reviewInvite")}</Text>
          {reviews.map((review) => (
            <Text key={review.href} style={{ margin: "4px 0" }}>
              <Link href={review.href}>
                {sentence(t, "partChanged.reviewLink", { name: { own: review.name, dir: "auto" } })}
              </Link>
            </Text>
          ))}
        </Section>
      ) : null}
      <ActionLink href={link.href}>{t(link.signedIn ? "partChanged.viewOrder" : "partChanged.trackOrder")}</ActionLink>
    </MailLayout>
  );
}

/** The tracking number, linked to the carrier's tracking page when the store knows the carrier. */
function TrackingText({
  carrier,
  number,
  t,
}: {
  carrier: string | null;
  number: string;
  t: ReturnType<typeof mailTranslator>;
}) {
  const href = trackingUrl(carrier, number);
  if (!href) return <Text>{sentence(t, "partChanged.tracking", { tracking: { own: number } })}</Text>;
  return (
    <Text>
      {t("partChanged.trackingLabel")}{" "}
      <Link href={href} dir="ltr">
        {number}
      </Link>
    </Text>
  );
}
