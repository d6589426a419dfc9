import { render } from "@react-email/render";
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

/** A draft to render, or one rendered already (a campaign's, the same for all its readers in a language). */
type NewsletterDraft =
  | { subject: string; body: ReactElement; headers?: Record<string, string> }
  | { subject: string; rendered: { html: string; text: string }; headers?: Record<string, string> }
  | { gone: string };

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

// A campaign cannot change once it is sent, so its mail is rendered once per language and kept (a few, the newest):
// each subscriber's copy differs only by their unsubscribe link, put in place of this stand-in.
const LINK_STAND_IN = "https://unsubscribe.invalid/stand-in";
const KEPT_RENDERINGS = 24;
const renderings = new Map<string, Promise<{ subject: string; html: string; text: string }>>();

async function renderedCampaign(
  campaignId: number,
  locale: Locale,
  read: () => Promise<{ subject: string; body: ReactElement } | null>,
) {
  const key = `${campaignId}:${locale}`;
  let kept = renderings.get(key);
  if (!kept) {
    kept = read().then(async (draft) => {
      if (!draft) throw new Error("gone");
      const [html, text] = await Promise.all([render(draft.body), render(draft.body, { plainText: true })]);
      return { subject: draft.subject, html, text };
    });
    renderings.set(key, kept);
    kept.catch(() => renderings.delete(key));
    if (renderings.size > KEPT_RENDERINGS) renderings.delete(renderings.keys().next().value ?? key);
  }
  return kept;
}

/** The rendered campaign with this subscriber's link where the stand-in was (escaped as React escapes it in HTML). */
function withLink(rendered: { html: string; text: string }, href: string) {
  return {
    html: rendered.html.replaceAll(LINK_STAND_IN, href.replaceAll("&", "&amp;")),
    text: rendered.text.replaceAll(LINK_STAND_IN, href),
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
  const mail = () => ({
    locale,
    lang: localizedLangOf(campaign.body, locale),
    html: renderMarkdown(localizedOf(campaign.body, locale)),
  });
  if (ids.subscriptionId === null) {
    const t = mailTranslator(locale);
    const tested = t("newsletter.test.subject", { subject });
    return { subject: tested, body: <NewsletterCampaignMail {...mail()} subject={subject} unsubscribeHref={null} /> };
  }
  const [subscriber] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, ids.subscriptionId));
  if (subscriber?.status !== "confirmed") return { gone: "the subscriber left the list" };
  const href = await unsubscribeUrl(db, base, ids.subscriptionId);
  const rendered = await renderedCampaign(ids.campaignId, locale, async () => ({
    subject,
    body: <NewsletterCampaignMail {...mail()} subject={subject} unsubscribeHref={LINK_STAND_IN} />,
  }));
  return {
    subject: rendered.subject,
    rendered: withLink(rendered, href),
    headers: { "List-Unsubscribe": `<${href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
