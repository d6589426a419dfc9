import { count, desc, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { mailOutbox } from "../db/schema";

// Mail that did not go (issue 48). Failed: given up after MAX_ATTEMPTS tries, or at once when what it was about is
// gone (markAttemptFailed, outbox.ts). Stuck: still pending STUCK_AFTER_MINUTES after it was written, when a mail goes
// out within seconds: it is being retried after failures (the waits double from a minute), or no sender takes it.

export const STUCK_AFTER_MINUTES = 30;

/** Literals, so that the planner reads each from its partial index (mail_outbox_failed_idx, mail_outbox_due_idx). */
const failed = sql`${mailOutbox.status} = 'failed'`;
function stuck(now: Date): SQL {
  const before = new Date(now.getTime() - STUCK_AFTER_MINUTES * 60_000).toISOString();
  return sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.createdAt} <= ${before}::timestamptz)`;
}

/** How many mails failed, and how many are stuck, on `now`. */
export async function outboxTrouble(db: Db, now: Date): Promise<{ failed: number; stuck: number }> {
  const [[failedRows], [stuckRows]] = await Promise.all([
    db.select({ total: count() }).from(mailOutbox).where(failed),
    db.select({ total: count() }).from(mailOutbox).where(stuck(now)),
  ]);
  return { failed: failedRows?.total ?? 0, stuck: stuckRows?.total ?? 0 };
}

export const TROUBLE_PAGE_SIZE = 30;

/** The failed and stuck mails, the latest first, a page at a time: to whom, what, how often tried and the last error. */
export async function troubledMailPage(db: Db, now: Date, page: number) {
  const where = or(failed, stuck(now));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        recipient: mailOutbox.recipient,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(TROUBLE_PAGE_SIZE)
      .offset((page - 1) * TROUBLE_PAGE_SIZE),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return {
    mails: rows.map((row) => ({
      ...row,
      status: row.status === "failed" ? ("failed" as const) : ("stuck" as const),
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
