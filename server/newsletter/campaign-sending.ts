import { and, asc, eq, gt, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { mailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "../db/schema";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";

// Hands sending campaigns to the outbox (decision 057), a batch at a time, at NEWSLETTER_RATE_PER_MINUTE across the
// store: every process runs the job, and the campaign's row lock lets one at a time hand over its next batch. Each
// subscriber's outbox row and its delivery row (unique per campaign and subscriber) are written in one transaction,
// so a batch repeated after a crash fails whole instead of writing anyone a second mail.

/** The most rows one batch writes (one statement each for the outbox and the deliveries). */
export const MAX_BATCH = 500;
/** How often the job looks for a campaign to hand over (a full batch is followed at once by the next). */
const PASS_MS = 1000;

export type BatchOutcome = { campaignId: number; handed: number; done: boolean } | null;

/**
 * One batch of the oldest campaign being sent: as many subscribers as the rate allows since the last batch (at most a
 * minute's worth, and MAX_BATCH), the next confirmed ones in id order. Null when no campaign is being sent, or another
 * process is handing over its batch right now.
 */
export async function handOverNextBatch(db: Db, ratePerMinute: number): Promise<BatchOutcome> {
  const [oldest] = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.status, "sending"))
    .orderBy(asc(newsletterCampaigns.sendStartedAt), asc(newsletterCampaigns.id))
    .limit(1);
  if (!oldest) return null;
  return db.transaction(async (tx) => {
    // The rate's clock starts at most a minute back: a pause (a restart) does not save up a burst.
    const paidFrom = sql`greatest(${newsletterCampaigns.paidUntil}, now() - interval '1 minute')`;
    const [campaign] = await tx
      .select({
        id: newsletterCampaigns.id,
        cursor: newsletterCampaigns.cursor,
        status: newsletterCampaigns.status,
        due: sql<number>`floor(extract(epoch from (now() - ${paidFrom})) * ${ratePerMinute} / 60)::int`,
      })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, oldest.id))
      .for("update", { skipLocked: true });
    if (campaign?.status !== "sending") return null;
    const limit = Math.min(MAX_BATCH, Math.max(0, campaign.due));
    if (limit === 0) return { campaignId: campaign.id, handed: 0, done: false };
    const picked = await tx
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        locale: newsletterSubscriptions.locale,
      })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.status, "confirmed"),
          gt(newsletterSubscriptions.id, campaign.cursor),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(newsletterDeliveries)
              .where(
                and(
                  eq(newsletterDeliveries.campaignId, campaign.id),
                  eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(limit);
    if (picked.length > 0) {
      const mails = await tx
        .insert(mailOutbox)
        .values(
          picked.map((subscriber) => ({
            kind: "newsletter-campaign",
            recipient: subscriber.email,
            locale: subscriber.locale,
            payload: { campaignId: campaign.id, subscriptionId: subscriber.id },
          })),
        )
        .returning({ id: mailOutbox.id, payload: mailOutbox.payload });
      await tx.insert(newsletterDeliveries).values(
        mails.map((mail) => ({
          campaignId: campaign.id,
          subscriptionId: Number(mail.payload.subscriptionId),
          outboxId: mail.id,
        })),
      );
    }
    const done = picked.length < limit;
    await tx
      .update(newsletterCampaigns)
      .set({
        cursor: picked.at(-1)?.id ?? campaign.cursor,
        paidUntil: sql`${paidFrom} + make_interval(secs => ${(picked.length * 60) / ratePerMinute})`,
        ...(done ? { status: "sent" as const, enqueuedAt: sql`now()` } : {}),
      })
      .where(eq(newsletterCampaigns.id, campaign.id));
    return { campaignId: campaign.id, handed: picked.length, done };
  });
}

/** The job in every app process: a batch whenever the rate allows, the next at once after a full one. */
export function startNewsletterJob(
  db: Db,
  ratePerMinute: number,
  log: Pick<Logger, "info" | "error">,
  intervalMs = PASS_MS,
): Repeating {
  return startRepeating(
    async () => {
      const outcome = await handOverNextBatch(db, ratePerMinute);
      if (outcome?.done) log.info(`Newsletter: campaign ${outcome.campaignId} is wholly in the outbox.`);
      return { more: outcome !== null && outcome.handed === MAX_BATCH };
    },
    intervalMs,
    (error) => log.error(`Newsletter: ${error instanceof Error ? error.message : String(error)}`),
  );
}
