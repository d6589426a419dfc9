import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import type { Db, Tx } from "../db/handle";
import { mailOutbox } from "../db/schema";
import type { MailKind, MailPayload } from "./mail-kinds";

/** A mail to write into the outbox, inside the transaction of the event that causes it. */
export type OutgoingMail<K extends MailKind = MailKind> = {
  kind: K;
  to: string;
  locale: Locale;
  payload: MailPayload<K>;
};

/** Writes mails into the outbox with the caller's transaction: they exist exactly when the event does. */
export async function enqueueMail(tx: Tx | Db, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ kind: mail.kind, recipient: mail.to, locale: mail.locale, payload: mail.payload })));
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Tries before a mail is given up as failed; the waits between them double from a minute (about 8.5 days in all). */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 60;
/**
 * How long a taken row is left to its sender before another may take it. Short, so the mail of a sender that died
 * waits seconds, not minutes: the sender renews the lease of the row it is sending every third of it (sender.ts),
 * so a slow send keeps its row however long it takes.
 */
export const LEASE_SECONDS = 30;

/**
 * Takes up to `limit` due mails for this sender. The rows are picked with FOR UPDATE SKIP LOCKED, so senders in
 * other processes skip them, and leased (`leased_until`, LEASE_SECONDS) in the same statement: the transaction is
 * short, and no lock is held while mail goes out. A process killed mid-send leaves its rows leased: when the lease
 * ends (or at once when the embedded database's only process starts again) they are taken again, and sent with the
 * same Message-ID. Each take counts as an attempt.
 */
export async function takeDueMail(db: Db, limit: number, leaseSeconds = LEASE_SECONDS): Promise<OutboxRow[]> {
  const due = sql`(
    SELECT id FROM ${mailOutbox}
    WHERE status = 'pending' AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until <= now())
    ORDER BY next_attempt_at, id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED
  )`;
  const taken = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return taken.sort((a, b) => a.id - b.id);
}

/**
 * Gives back every lease: only for a database one process alone can open (the embedded one), at its start, when no
 * sender can be holding a row any more. Returns how many rows a sender that died had taken.
 */
export async function releaseLeases(db: Db): Promise<number> {
  const released = await db
    .update(mailOutbox)
    .set({ leasedUntil: null })
    .where(and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.leasedUntil)))
    .returning({ id: mailOutbox.id });
  return released.length;
}

/** This taken row's own condition: still pending, and not taken since by another sender (whose take counted). */
function stillOurs(row: OutboxRow) {
  return and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending"), eq(mailOutbox.attempts, row.attempts));
}

/**
 * Renews the lease of a taken row just before it is sent; false when it is no longer this sender's (the batch took
 * longer than the lease and another sender has it), and then it must not be sent. So a lease only has to outlast
 * one send, whatever the batch's size.
 */
export async function renewLease(db: Db, row: OutboxRow, leaseSeconds = LEASE_SECONDS): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(stillOurs(row))
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

/** What a row keeps once it is done with (sent or failed): a reset or review link's token lives in its mail only. */
function withoutSecrets(row: OutboxRow): Record<string, unknown> {
  if (row.kind === "password-reset" || row.kind === "newsletter-confirm") return { token: null };
  if (row.kind === "part-changed" && "reviewLinks" in row.payload) {
    const { reviewLinks: _links, ...rest } = row.payload;
    return rest;
  }
  return row.payload;
}

/** The mail went out: it is never taken again. */
export async function markSent(db: Db, row: OutboxRow, transportId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      transportId,
      sentAt: sql`now()`,
      lastError: null,
      leasedUntil: null,
      payload: withoutSecrets(row),
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
}

/** The send failed: due again after 1, 2, 4… minutes, or failed for good after MAX_ATTEMPTS (or when `final`). */
export async function markAttemptFailed(db: Db, row: OutboxRow, error: string, final = false): Promise<void> {
  const giveUp = final || row.attempts >= MAX_ATTEMPTS;
  const waitSeconds = FIRST_RETRY_SECONDS * 2 ** Math.max(0, row.attempts - 1);
  await db
    .update(mailOutbox)
    .set(
      giveUp
        ? { status: "failed", lastError: error.slice(0, 2000), leasedUntil: null, payload: withoutSecrets(row) }
        : {
            lastError: error.slice(0, 2000),
            leasedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})`,
          },
    )
    .where(stillOurs(row));
}
