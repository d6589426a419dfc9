import { Section, Text } from "@react-email/components";
import type { Locale } from "~domain/locales";
import type { ReturnStatus } from "~domain/returns";
import { mailTranslator } from "../translate";
import { ActionLink, MailLayout } from "./layout";
import { sentence } from "./own-direction";

/** Who reads a return's mail: its buyer, its part's seller, or an operator. */
export type ReturnMailSide = "buyer" | "seller" | "operator";

/**
 * A step of a return (issue 49), to the side that must know or act: what is sent back, what was written with the step
 * (the seller's instructions or reason, the buyer's words), where to send it once accepted, what comes back once the
 * parcel is in, and the return's page. The amount reads left to right by `dir` in HTML only.
 */
export function ReturnNewsMail({
  locale,
  side,
  status,
  number,
  lines,
  note,
  address,
  refund,
  href,
}: {
  locale: Locale;
  side: ReturnMailSide;
  status: ReturnStatus;
  number: string;
  lines: { name: string; quantity: number }[];
  note: string | null;
  address: string | null;
  /** The refund, formatted in the order's currency, once it is known. */
  refund: string | null;
  href: string;
}) {
  const t = mailTranslator(locale);
  const key = `returnNews.${side}.${status}`;
  return (
    <MailLayout locale={locale} preview={t(`${key}.subject`, { number })} heading={t(`${key}.heading`, { number })}>
      <Text>{t(`${key}.intro`, { number })}</Text>
      <Section>
        {lines.map((line) => (
          <Text key={line.name} style={{ margin: "2px 0" }}>
            {sentence(t, "returnNews.line", { name: { own: line.name, dir: "auto" }, quantity: line.quantity })}
          </Text>
        ))}
      </Section>
      {note ? (
        <Text style={{ whiteSpace: "pre-line" }}>
          {t("returnNews.note")}: {note}
        </Text>
      ) : null}
      {address && status === "accepted" ? (
        <Text style={{ whiteSpace: "pre-line" }}>
          {t("returnNews.address")}:{"\n"}
          {address}
        </Text>
      ) : null}
      {refund ? (
        <Text>
          {t("returnNews.refund")}: <strong dir="ltr">{refund}</strong>
        </Text>
      ) : null}
      <ActionLink href={href}>{t("returnNews.button")}</ActionLink>
      {side === "operator" ? <Text style={{ fontSize: "13px", color: "#6b7280" }}>{t("operator.optOut")}</Text> : null}
    </MailLayout>
  );
}
