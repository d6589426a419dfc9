import { count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { LOCALES, type Locale } from "~domain/locales";
import { localizedInput, localizedLangOf, localizedOf } from "~domain/localized-input";
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from "~domain/newsletter-campaign";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import { renderMarkdown } from "../content/markdown";
import type { Db } from "../db/handle";
import { mailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "../db/schema";
import { enqueueMail } from "../mail/outbox";

// The newsletter's campaigns in the back office (decision 057): written as a draft in three languages, previewed,
// tried on the operator's own address, then sent to the confirmed subscribers (campaign-sending.ts hands it to the
// outbox). Every change is in the audit log.

export const campaignSchema = z.object({
  subject: localizedInput(CAMPAIGN_SUBJECT_MAX),
  body: localizedInput(CAMPAIGN_BODY_MAX),
});
export type CampaignInput = z.infer<typeof campaignSchema>;

export type CampaignStatus = (typeof newsletterCampaigns.$inferSelect)["status"];

/** How far a campaign is: mails sent, waiting (in the outbox or not yet handed to it), and given up. */
export type CampaignProgress = { total: number; sent: number; queued: number; failed: number };

/** A campaign as a reader in each language sees it: the subject and the body's sanitised HTML. */
export type CampaignPreview = { locale: Locale; lang: Locale; subject: string; html: string };

export function previewOf(text: CampaignInput): CampaignPreview[] {
  return LOCALES.map((locale) => ({
    locale,
    lang: localizedLangOf(text.body, locale),
    subject: localizedOf(text.subject, locale),
    html: renderMarkdown(localizedOf(text.body, locale)),
  }));
}

/** The confirmed subscribers now: who a campaign sent now would go to. */
export async function confirmedCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, "confirmed"));
  return row?.n ?? 0;
}

async function progressOf(
  db: Db,
  campaign: { id: number; status: CampaignStatus; recipients: number | null },
): Promise<CampaignProgress> {
  const [row] = await db
    .select({
      handed: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'sent' or ${newsletterDeliveries.outboxId} is null))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
    })
    .from(newsletterDeliveries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.outboxId))
    .where(eq(newsletterDeliveries.campaignId, campaign.id));
  const handed = row?.handed ?? 0;
  const sent = row?.sent ?? 0;
  const failed = row?.failed ?? 0;
  // While it is being handed over, the whole is who was confirmed when it was sent (or more, confirmed since).
  const total = campaign.status === "sent" ? handed : Math.max(campaign.recipients ?? 0, handed);
  return { total, sent, failed, queued: Math.max(0, total - sent - failed) };
}

/** The campaigns, newest first, each with its progress. */
export async function campaignList(db: Db) {
  const rows = await db
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      status: newsletterCampaigns.status,
      recipients: newsletterCampaigns.recipients,
      createdAt: newsletterCampaigns.createdAt,
      sendStartedAt: newsletterCampaigns.sendStartedAt,
    })
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .limit(200);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      subject: row.subject.en,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sendStartedAt: row.sendStartedAt?.toISOString() ?? null,
      progress: row.status === "draft" ? null : await progressOf(db, row),
    })),
  );
}

/** One campaign for its page: its texts, their preview, and its progress once sent. */
export async function campaignView(db: Db, id: number) {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!row) return null;
  const text = { subject: row.subject, body: row.body };
  return {
    id: row.id,
    status: row.status,
    text,
    preview: previewOf(text),
    sendStartedAt: row.sendStartedAt?.toISOString() ?? null,
    progress: row.status === "draft" ? null : await progressOf(db, row),
  };
}

const labelOf = (text: CampaignInput) => text.subject.en.slice(0, 200);

export async function createCampaign(db: Db, operator: SessionUser, input: CampaignInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(newsletterCampaigns)
      .values({ subject: input.subject, body: input.body, createdBy: operator.id })
      .returning({ id: newsletterCampaigns.id });
    if (!made) throw new Error("The campaign was not written");
    await recordAudit(tx, operator, {
      action: "campaign.create",
      subject: `campaign:${made.id}`,
      subjectLabel: labelOf(input),
    });
    return made.id;
  });
}

type Change = { ok: true } | { ok: false; error: "notFound" | "notDraft" };

/** Saves a draft's texts; a campaign sent (or being sent) cannot change. */
export async function updateCampaign(db: Db, operator: SessionUser, id: number, input: CampaignInput): Promise<Change> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: newsletterCampaigns.status })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id))
      .for("update");
    if (!row) return { ok: false, error: "notFound" };
    if (row.status !== "draft") return { ok: false, error: "notDraft" };
    await tx
      .update(newsletterCampaigns)
      .set({ subject: input.subject, body: input.body, updatedAt: sql`now()` })
      .where(eq(newsletterCampaigns.id, id));
    await recordAudit(tx, operator, {
      action: "campaign.update",
      subject: `campaign:${id}`,
      subjectLabel: labelOf(input),
    });
    return { ok: true };
  });
}

/** Writes the campaign to the operator's own address once in each language, marked as a test. */
export async function sendCampaignTest(db: Db, operator: SessionUser, id: number): Promise<Change> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ subject: newsletterCampaigns.subject })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    if (!row) return { ok: false, error: "notFound" };
    await enqueueMail(
      tx,
      LOCALES.map((locale) => ({ kind: "newsletter-test", to: operator.email, locale, payload: { campaignId: id } })),
    );
    await recordAudit(tx, operator, {
      action: "campaign.test",
      subject: `campaign:${id}`,
      subjectLabel: row.subject.en.slice(0, 200),
    });
    return { ok: true };
  });
}

/**
 * Sends a draft to the confirmed subscribers: it becomes `sending`, with who is confirmed now as its whole, and the
 * newsletter job hands it to the outbox from the next pass. Sending twice is refused (it is no longer a draft).
 */
export async function startSendingCampaign(db: Db, operator: SessionUser, id: number): Promise<Change> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: newsletterCampaigns.status, subject: newsletterCampaigns.subject })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id))
      .for("update");
    if (!row) return { ok: false, error: "notFound" };
    if (row.status !== "draft") return { ok: false, error: "notDraft" };
    const [confirmed] = await tx
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, "confirmed"));
    await tx
      .update(newsletterCampaigns)
      .set({
        status: "sending",
        recipients: confirmed?.n ?? 0,
        sendStartedAt: sql`now()`,
        paidUntil: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterCampaigns.id, id));
    await recordAudit(tx, operator, {
      action: "campaign.send",
      subject: `campaign:${id}`,
      subjectLabel: row.subject.en.slice(0, 200),
      reason: `${confirmed?.n ?? 0} subscribers`,
    });
    return { ok: true };
  });
}
