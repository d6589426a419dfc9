import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { localeOr } from "~domain/locales";
import type { OperatorMailKind } from "~domain/operator-mail";
import type { Db, Tx } from "../db/handle";
import { operatorMailOptOuts, users } from "../db/schema";
import type { MailKind, MailPayload } from "../mail/mail-kinds";
import { enqueueMail } from "../mail/outbox";
import type { Recipient } from "../mail/recipients";

// The mail the store writes to its operators (issue 48): every account with the operator role (OPERATOR_EMAILS names
// them, `npm run operator` too) that is not locked and did not turn the kind off, in the language it last used.
// Written in the transaction of the event, like all mail (decision 025).

/** The outbox's kind for each kind of operator mail an operator may turn off. */
const OUTBOX_KINDS = {
  "parcel-ready": "operator-parcel-ready",
  "conversation-reported": "operator-conversation-reported",
  returns: "operator-return",
  claims: "operator-claim",
  "daily-digest": "operator-digest",
} as const satisfies Record<OperatorMailKind, MailKind>;
type OutboxKindOf<K extends OperatorMailKind> = (typeof OUTBOX_KINDS)[K];

/** The operators who get `kind`, by email. */
export async function operatorRecipients(tx: Tx | Db, kind: OperatorMailKind): Promise<Recipient[]> {
  const rows = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.role, "operator"),
        isNull(users.lockedAt),
        sql`not exists (select 1 from ${operatorMailOptOuts} where ${operatorMailOptOuts.userId} = ${users.id}
          and ${operatorMailOptOuts.kind} = ${kind})`,
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => ({ email: row.email, locale: localeOr(row.locale) }));
}

/** One mail of `kind` per payload to every operator who gets it; returns how many were written. */
export async function tellOperators<K extends OperatorMailKind>(
  tx: Tx | Db,
  kind: K,
  payloads: MailPayload<OutboxKindOf<K>>[],
): Promise<number> {
  if (payloads.length === 0) return 0;
  const recipients = await operatorRecipients(tx, kind);
  const mails = recipients.flatMap((recipient) =>
    payloads.map((payload) => ({ kind: OUTBOX_KINDS[kind], to: recipient.email, locale: recipient.locale, payload })),
  );
  await enqueueMail(tx, mails);
  return mails.length;
}
