import type { ReactElement } from "react";
import type { Locale } from "~domain/locales";
import { formatMinorUnits } from "~domain/money";
import { claimEventOfMail } from "../claims/claim-view";
import type { Db } from "../db/handle";
import { type ClaimMailSide, ClaimNewsMail } from "./templates/claim-news";
import { mailTranslator } from "./translate";

/**
 * An entry of a claim as mailed to one side (issue 49): a claim opened, a message, the store's decision; composed when
 * sent, told as the entry it was.
 */
export async function claimDraft(
  db: Db,
  eventId: number,
  side: ClaimMailSide,
  locale: Locale,
  base: string,
): Promise<{ subject: string; body: ReactElement } | { gone: string }> {
  const found = await claimEventOfMail(db, eventId);
  if (!found) return { gone: "the claim was deleted" };
  const { event, detail } = found;
  const t = mailTranslator(locale);
  const number = detail.orderNumber;
  const refund =
    event.kind === "refunded" && detail.refundCents !== null
      ? formatMinorUnits(detail.refundCents, { symbol: detail.currencySymbol })
      : null;
  const href = side === "operator" ? `${base}/admin/claims/${detail.id}` : `${base}/account/claims/${detail.id}`;
  return {
    subject: t(`claimNews.${event.kind}.subject`, { number }),
    body: (
      <ClaimNewsMail
        locale={locale}
        side={side}
        kind={event.kind}
        actor={event.actor}
        claimKind={detail.kind}
        number={number}
        note={event.note}
        refund={refund}
        href={href}
      />
    ),
  };
}
