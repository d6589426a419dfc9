import type { Db } from "../db/handle";
import { claimOnce } from "../jobs/claims";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";
import { tellOperators } from "./operator-mail";
import { digestCounts } from "./todo";

// Once a day, each operator who wants it gets what waits (issue 48): the orders awaiting payment, the parcels to ship
// and late, the payouts due and the store's low stock, counted by the Overview's own functions. Every app process runs
// the pass; the day is claimed with its key in the transaction that writes the mails, so the digest is written once
// across processes and never twice a day (decision 045).

/** The hour (UTC) from which the day's digest is written: the operators find it in the morning, in Europe. */
export const DIGEST_HOUR_UTC = 6;

/** The claim's key for the day of `now` (UTC). */
export const digestKey = (now: Date) => `digest:${now.toISOString().slice(0, 10)}`;

/**
 * Writes the day's digest to every operator who gets it, unless it is before DIGEST_HOUR_UTC, or another pass (this
 * process's or another's) has claimed the day. Nothing is written when nothing waits, the day claimed all the same.
 * Returns how many mails were written.
 */
export async function writeDailyDigest(db: Db, now: Date): Promise<number> {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimOnce(tx, digestKey(now)))) return 0;
    const counts = await digestCounts(tx, now);
    const waiting =
      counts.awaiting + counts.storeParcels + counts.lateParcels + counts.payouts.sellers + counts.lowStock;
    if (waiting === 0) return 0;
    return tellOperators(tx, "daily-digest", [
      {
        day: now.toISOString().slice(0, 10),
        awaiting: counts.awaiting,
        storeParcels: counts.storeParcels,
        lateParcels: counts.lateParcels,
        shipDays: counts.shipDays,
        payoutSellers: counts.payouts.sellers,
        payoutCents: counts.payouts.availableCents,
        lowStock: counts.lowStock,
      },
    ]);
  });
}

/** How often each process looks whether the day's digest is due. */
const DIGEST_PASS_MS = 10 * 60_000;

/** The pass in an app process, every ten minutes; `clock` is for tests. `stop` lets it finish. */
export function startDailyDigest(
  db: Db,
  log: Pick<Logger, "info" | "error">,
  clock: () => Date = () => new Date(),
): Repeating {
  return startRepeating(
    async () => {
      const written = await writeDailyDigest(db, clock());
      if (written > 0) log.info(`Daily digest: ${written} mail(s) to operators.`);
      return { more: false };
    },
    DIGEST_PASS_MS,
    (error) => log.error(`Daily digest: ${error instanceof Error ? error.message : String(error)}`),
  );
}
