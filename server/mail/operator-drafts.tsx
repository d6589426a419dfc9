import type { ReactElement } from "react";
import { adminOrdersSearch } from "~domain/admin-orders-query";
import type { Locale } from "~domain/locales";
import { formatMinorUnits, USD } from "~domain/money";
import { isPrepaid } from "~domain/payment-status";
import { reportedConversation } from "../conversations/conversations";
import type { Db } from "../db/handle";
import { claimDraft } from "./claim-draft";
import { linesOf, type MailLinks, orderOfMail, partOfMail } from "./mail-data";
import { mailPayloads } from "./mail-kinds";
import type { OutboxRow } from "./outbox";
import { returnDraft } from "./return-draft";
import { OperatorConversationReportedMail } from "./templates/operator-conversation-reported";
import { type DigestLine, OperatorDigestMail } from "./templates/operator-digest";
import { OperatorParcelReadyMail } from "./templates/operator-parcel-ready";
import { mailTranslator } from "./translate";

// The operators' mails (issue 48), composed when sent like every mail: a parcel shipped or a report dismissed since
// is not mailed; the digest says what its pass counted.

export const OPERATOR_MAIL_KINDS_OF_OUTBOX = [
  "operator-parcel-ready",
  "operator-conversation-reported",
  "operator-return",
  "operator-claim",
  "operator-digest",
] as const;
export type OperatorOutboxKind = (typeof OPERATOR_MAIL_KINDS_OF_OUTBOX)[number];

export function isOperatorOutboxKind(kind: string): kind is OperatorOutboxKind {
  return (OPERATOR_MAIL_KINDS_OF_OUTBOX as readonly string[]).includes(kind);
}

type Draft = { subject: string; body: ReactElement } | { gone: string };

export async function operatorDraftOf(
  db: Db,
  row: OutboxRow,
  kind: OperatorOutboxKind,
  locale: Locale,
  { base, picture }: MailLinks,
): Promise<Draft> {
  const t = mailTranslator(locale);
  switch (kind) {
    case "operator-parcel-ready": {
      const { partId } = mailPayloads[kind].parse(row.payload);
      const part = await partOfMail(db, partId);
      const order = part ? await orderOfMail(db, part.orderId) : null;
      if (!part || !order) return { gone: "the order was deleted" };
      if (part.status !== "pending" && part.status !== "on-hold")
        return { gone: "the parcel was shipped or cancelled" };
      return {
        subject: t("operatorParcel.subject", { number: order.number }),
        body: (
          <OperatorParcelReadyMail
            locale={locale}
            number={order.number}
            cash={!isPrepaid(order.paymentMethod)}
            lines={await linesOf(db, { partId }, picture, locale)}
            symbol={order.currencySymbol}
            address={order.shippingAddress}
            href={`${base}/admin/orders/${order.number}`}
          />
        ),
      };
    }
    case "operator-conversation-reported": {
      const { conversationId } = mailPayloads[kind].parse(row.payload);
      const conversation = await reportedConversation(db, conversationId);
      if (!conversation) return { gone: "the report was dismissed" };
      const about =
        conversation.about.kind === "order"
          ? t("conversationMessage.aboutOrder", { number: conversation.about.subject })
          : conversation.about.subject;
      return {
        subject: t("operatorReport.subject", { about }),
        body: (
          <OperatorConversationReportedMail
            locale={locale}
            about={about}
            reporter={conversation.report.by ?? "buyer"}
            buyer={conversation.buyer.name}
            seller={conversation.seller.name}
            reason={conversation.report.reason}
            href={`${base}/admin/conversations/${conversationId}`}
          />
        ),
      };
    }
    case "operator-return": {
      const { eventId } = mailPayloads[kind].parse(row.payload);
      return returnDraft(db, eventId, "operator", locale, base);
    }
    case "operator-claim": {
      const { eventId } = mailPayloads[kind].parse(row.payload);
      return claimDraft(db, eventId, "operator", locale, base);
    }
    case "operator-digest": {
      const counts = mailPayloads[kind].parse(row.payload);
      const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${counts.day}T00:00:00Z`),
      );
      const orders = (query: Parameters<typeof adminOrdersSearch>[0]) =>
        `${base}/admin/orders${adminOrdersSearch(query)}`;
      const lines: DigestLine[] = [
        {
          key: "awaiting",
          count: counts.awaiting,
          text: t("operatorDigest.awaiting", { count: counts.awaiting }),
          href: orders({ payment: "awaiting", sort: "oldest" }),
        },
        {
          key: "storeParcels",
          count: counts.storeParcels,
          text: t("operatorDigest.storeParcels", { count: counts.storeParcels }),
          href: orders({ parcel: "store-to-ship", sort: "oldest" }),
        },
        {
          key: "lateParcels",
          count: counts.lateParcels,
          text: t("operatorDigest.lateParcels", { count: counts.lateParcels, days: counts.shipDays }),
          href: orders({ parcel: "seller-late", sort: "oldest" }),
        },
        {
          key: "payouts",
          count: counts.payoutSellers,
          text: t("operatorDigest.payouts", {
            count: counts.payoutSellers,
            amount: formatMinorUnits(counts.payoutCents, USD),
          }),
          href: `${base}/admin/payouts`,
        },
        {
          key: "lowStock",
          count: counts.lowStock,
          text: t("operatorDigest.lowStock", { count: counts.lowStock }),
          href: `${base}/admin/listings?stock=low`,
        },
      ].filter((line) => line.count > 0);
      return {
        subject: t("operatorDigest.subject", { date }),
        body: <OperatorDigestMail locale={locale} date={date} lines={lines} href={`${base}/admin`} />,
      };
    }
  }
}
