import { Text } from "@react-email/components";
import type { ClaimEventKind, ClaimKind } from "~domain/claims";
import type { Locale } from "~domain/locales";
import type { ReturnActor } from "~domain/returns";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";

/** Who reads a claim's mail: its buyer, its part's seller, or an operator. */
export type ClaimMailSide = "buyer" | "seller" | "operator";

/**
 * An entry of a claim (issue 49): opened (to the seller and the operators), a message (to the other sides), or the
 * store's decision (to both sides), with what was written and, for a refund, how much. The amount reads left to right
 * by `dir` in HTML only.
 */
export function ClaimNewsMail({
  locale,
  side,
  kind,
  actor,
  claimKind,
  number,
  note,
  refund,
  href,
}: {
  locale: Locale;
  side: ClaimMailSide;
  kind: ClaimEventKind;
  actor: ReturnActor;
  claimKind: ClaimKind;
  number: string;
  note: string | null;
  /** The refund, formatted in the order's currency, when the store refunded. */
  refund: string | null;
  href: string;
}) {
  const t = mailTranslator(locale);
  const who = t(`claimNews.actors.${actor}`);
  const about = t(`claimNews.kinds.${claimKind}`);
  // The decision reads differently to the buyer (who gets the money) and the seller (whose earnings pay it).
  const intro = kind === "refunded" || kind === "closed" ? `claimNews.${kind}.${side}` : `claimNews.${kind}.intro`;
  return (
    <MailLayout
      locale={locale}
      preview={t(`claimNews.${kind}.subject`, { number })}
      heading={t(`claimNews.${kind}.heading`, { number })}
    >
      <Text>{t(intro, { number, who, about })}</Text>
      {note ? (
        <Text style={{ whiteSpace: "pre-line" }}>
          {t("claimNews.note", { who })}: {note}
        </Text>
      ) : null}
      {refund ? (
        <Text>
          {t("claimNews.refund")}: <strong dir="ltr">{refund}</strong>
        </Text>
      ) : null}
      <ActionLink href={href}>{t("claimNews.button")}</ActionLink>
      {side === "operator" ? <Text style={{ fontSize: "13px", color: "#6b7280" }}>{t("operator.optOut")}</Text> : null}
    </MailLayout>
  );
}
