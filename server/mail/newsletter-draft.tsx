import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import type { Locale } from "~domain/locales";
import { localizedLangOf, localizedOf } from "~domain/localized-input";
import { renderMarkdown } from "../content/markdown";
import type { Db } from "../db/handle";
import { newsletterCampaigns, newsletterSubscriptions } from "../db/schema";
import { unsubscribeUrl } from "../newsletter/unsubscribe-link";
import { NewsletterCampaignMail, NewsletterConfirmMail } from "./templates/newsletter";
import { mailTranslator } from "./translate";

type NewsletterDraft = { subject: string; body: ReactElement; headers?: Record<string, string> } | { gone: string };

/** The confirmation link's mail; the token is erased from the row once it went out. */
export function confirmDraft(token: string | null, email: string, locale: Locale, base: string): NewsletterDraft {
  if (!token) return { gone: "the confirmation link was already sent" };
  const t = mailTranslator(locale);
  const href = `${base}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  return {
    subject: t("newsletter.confirm.subject"),
    body: <NewsletterConfirmMail locale={locale} email={email} href={href} />,
  };
}

/**
 * A campaign in the row's language (English where it was left empty), read when it is sent. A subscriber's copy is
 * not sent once they left the list, and carries their signed unsubscribe link and the List-Unsubscribe headers of
 * RFC 8058 (a mail program's one-click button); the operator's test carries neither.
 */
export async function campaignDraft(
  db: Db,
  ids: { campaignId: number; subscriptionId: number | null },
  locale: Locale,
  base: string,
): Promise<NewsletterDraft> {
  const [campaign] = await db
    .select({ subject: newsletterCampaigns.subject, body: newsletterCampaigns.body })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, ids.campaignId));
  if (!campaign) return { gone: "the campaign was deleted" };
  const subject = localizedOf(campaign.subject, locale);
  const mail = {
    locale,
    lang: localizedLangOf(campaign.body, locale),
    html: renderMarkdown(localizedOf(campaign.body, locale)),
  };
  if (ids.subscriptionId === null) {
    const t = mailTranslator(locale);
    const tested = t("newsletter.test.subject", { subject });
    return { subject: tested, body: <NewsletterCampaignMail {...mail} subject={subject} unsubscribeHref={null} /> };
  }
  const [subscriber] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, ids.subscriptionId));
  if (subscriber?.status !== "confirmed") return { gone: "the subscriber left the list" };
  const href = await unsubscribeUrl(db, base, ids.subscriptionId);
  return {
    subject,
    body: <NewsletterCampaignMail {...mail} subject={subject} unsubscribeHref={href} />,
    headers: { "List-Unsubscribe": `<${href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
