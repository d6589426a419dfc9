import type { ReactElement } from "react";
import type { Locale } from "~domain/locales";
import { formatMinorUnits } from "~domain/money";
import type { Db } from "../db/handle";
import { returnEventOfMail } from "../returns/return-view";
import { type ReturnMailSide, ReturnNewsMail } from "./templates/return-news";
import { mailTranslator } from "./translate";

/**
 * A return's step as mailed to one side (issue 49), composed when sent from the return as it is then: a step overtaken
 * since (the buyer already sent the parcel the mail asks for) is still told, as the step it was.
 */
export async function returnDraft(
  db: Db,
  eventId: number,
  side: ReturnMailSide,
  locale: Locale,
  base: string,
): Promise<{ subject: string; body: ReactElement } | { gone: string }> {
  const found = await returnEventOfMail(db, eventId, locale);
  if (!found) return { gone: "the return was deleted" };
  const { event, detail } = found;
  const t = mailTranslator(locale);
  const number = detail.orderNumber;
  const refundCents = event.status === "refund-due" || event.status === "refunded" ? detail.refundCents : null;
  const href = side === "operator" ? `${base}/admin/returns/${detail.id}` : `${base}/account/returns/${detail.id}`;
  return {
    subject: t(`returnNews.${side}.${event.status}.subject`, { number }),
    body: (
      <ReturnNewsMail
        locale={locale}
        side={side}
        status={event.status}
        number={number}
        lines={detail.lines}
        note={event.note}
        address={detail.returnAddress}
        refund={refundCents === null ? null : formatMinorUnits(refundCents, { symbol: detail.currencySymbol })}
        href={href}
      />
    ),
  };
}
