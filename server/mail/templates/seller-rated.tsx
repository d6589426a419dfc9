import { Section, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import { RATING_SCORES, type RatingScore } from "~domain/seller-rating";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/**
 * To a seller: the buyer of one of their completed sales rated them. The three scores out of 5, the buyer's text as
 * the text it is (React escapes it), and a button to the sale's page, where they may answer once, publicly.
 */
export function SellerRatedMail({
  locale,
  orderNumber,
  scores,
  body,
  href,
}: {
  locale: Locale;
  orderNumber: string;
  scores: Record<RatingScore, number>;
  body: string | null;
  href: string;
}) {
  const t = mailTranslator(locale);
  return (
    <MailLayout
      locale={locale}
      preview={t("sellerRated.subject", { number: orderNumber })}
      heading={t("sellerRated.heading")}
    >
      <Text>{t("sellerRated.intro", { number: orderNumber })}</Text>
      <Section style={{ padding: "8px 12px", backgroundColor: "#f9fafb", borderRadius: "6px" }}>
        {RATING_SCORES.map((score) => (
          <Text key={score} style={{ margin: "2px 0", fontSize: "14px" }}>
            {t(`sellerRated.score.${score}`)}: <strong>{t("sellerRated.outOfFive", { score: scores[score] })}</strong>
          </Text>
        ))}
      </Section>
      {body ? <Text style={{ whiteSpace: "pre-line" }}>{body}</Text> : null}
      <Text>{t("sellerRated.answerOnce")}</Text>
      <ActionLink href={href}>{t("sellerRated.button")}</ActionLink>
    </MailLayout>
  );
}
