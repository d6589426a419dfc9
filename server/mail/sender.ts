import type { Db } from "../db/handle";
import { startRepeating } from "../jobs/repeating";
import { composeMail, type MailSettings } from "./compose";
import { LEASE_SECONDS, markAttemptFailed, markSent, type OutboxRow, renewLease, takeDueMail } from "./outbox";
import type { MailTransport } from "./transport";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type SendOptions = {
  /** Mails taken per pass. */
  limit?: number;
  /** How long taken rows are this sender's (outbox.ts LEASE_SECONDS). */
  leaseSeconds?: number;
};

/**
 * One pass of the sender: takes up to `limit` due mails, renders and sends each, and records the outcome (sent with
 * the transport's id, or due again later, or failed for good). Returns how many it took.
 */
export async function sendDueMail(
  db: Db,
  transport: MailTransport,
  settings: MailSettings,
  { limit = 20, leaseSeconds }: SendOptions = {},
): Promise<number> {
  const rows = await takeDueMail(db, limit, leaseSeconds);
  for (const row of rows) {
    if (!(await renewLease(db, row, leaseSeconds))) continue;
    const leased = keepLeased(db, row, leaseSeconds);
    const outcome = await sendOne(db, transport, settings, row).finally(() => leased.stop());
    if ("transportId" in outcome) await markSent(db, row, outcome.transportId);
    else await markAttemptFailed(db, row, outcome.error, outcome.final);
  }
  return rows.length;
}

/** Renders and sends one row: the transport's id, or why it failed (for good when its subject is gone). */
async function sendOne(
  db: Db,
  transport: MailTransport,
  settings: MailSettings,
  row: OutboxRow,
): Promise<{ transportId: string } | { error: string; final: boolean }> {
  try {
    const message = await composeMail(db, row, settings);
    if ("gone" in message) return { error: message.gone, final: true };
    return { transportId: await transport.send(message) };
  } catch (error) {
    return { error: messageOf(error), final: false };
  }
}

/**
 * Renews the row's lease every third of it while it is being sent, so a send slower than the lease keeps its row.
 * `stop` waits for a renewal under way, so none lands after the outcome is recorded.
 */
function keepLeased(db: Db, row: OutboxRow, leaseSeconds = LEASE_SECONDS): { stop(): Promise<void> } {
  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      renewal = renewal.then(() => renewLease(db, row, leaseSeconds)).catch(() => false);
    },
    (leaseSeconds * 1000) / 3,
  );
  return {
    async stop() {
      clearInterval(timer);
      await renewal;
    },
  };
}

export type MailSender = { stop(): Promise<void> };

/**
 * The sender inside an app process: a pass, then another at once while there was a full batch, else after
 * `intervalMs`. Every process of the store runs one; the outbox's leases keep them from sending a row twice.
 * `stop` lets the pass in progress finish.
 */
export function startMailSender(
  db: Db,
  transport: MailTransport,
  settings: MailSettings,
  options: SendOptions & { intervalMs?: number; log?: (line: string) => void } = {},
): MailSender {
  const { intervalMs = 1000, limit = 20, leaseSeconds, log = console.error } = options;
  const repeating = startRepeating(
    async () => ({ more: (await sendDueMail(db, transport, settings, { limit, leaseSeconds })) >= limit }),
    intervalMs,
    (error) => log(`Mail sender: ${messageOf(error)}`),
  );
  return {
    async stop() {
      await repeating.stop();
      transport.close();
    },
  };
}
