import type { Db } from "../db/client";
import { composeMail, type MailSettings } from "./compose";
import { markAttemptFailed, markSent, renewLease, takeDueMail } from "./outbox";
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
    try {
      const message = await composeMail(db, row, settings);
      if ("gone" in message) {
        await markAttemptFailed(db, row, message.gone, true);
        continue;
      }
      const transportId = await transport.send(message);
      await markSent(db, row, transportId);
    } catch (error) {
      await markAttemptFailed(db, row, messageOf(error));
    }
  }
  return rows.length;
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
  let running = true;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (running) {
      let taken = 0;
      try {
        taken = await sendDueMail(db, transport, settings, { limit, leaseSeconds });
      } catch (error) {
        log(`Mail sender: ${messageOf(error)}`);
      }
      if (running && taken < limit) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, intervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  })();
  return {
    async stop() {
      running = false;
      (wake as (() => void) | null)?.();
      await loop;
      transport.close();
    },
  };
}
