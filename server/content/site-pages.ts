import { eq, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import type { LocalizedInput } from "~domain/localized-input";
import { localizedLangOf, localizedOf } from "~domain/localized-input";
import type { DisplayCurrency } from "~domain/money";
import { fillPlaceholders } from "~domain/placeholders";
import { SITE_PAGES, SITE_PLACEHOLDERS, type SitePageInput, type SitePageSlug } from "~domain/site-pages";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { keptRead } from "../db/kept-reads";
import { sitePages } from "../db/schema";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { readStoreSettings } from "../settings/store-settings";
import { markdownText, renderMarkdown } from "./markdown";
import { DEFAULT_SITE_PAGES } from "./site-page-defaults";
import { placeholderTexts } from "./site-placeholders";

export type SitePageTexts = { title: LocalizedInput; body: LocalizedInput };

/** A page as saved (or as shipped, when never saved). Shows on the page being rendered as `site-page:<slug>`. */
export async function sitePageTexts(db: Db | Tx, slug: SitePageSlug): Promise<SitePageTexts> {
  showsOnPage(pageTag.sitePage(slug));
  const [row] = await db
    .select({ title: sitePages.title, body: sitePages.body })
    .from(sitePages)
    .where(eq(sitePages.slug, slug));
  return row ?? DEFAULT_SITE_PAGES[slug];
}

/** Every editable page's English title and when it was last saved (null: as shipped), for the back office. */
export async function sitePageList(db: Db) {
  const rows = await db.select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt }).from(sitePages);
  const saved = new Map(rows.map((row) => [row.slug, row.updatedAt]));
  return Promise.all(
    SITE_PAGES.map(async (slug) => ({
      slug,
      title: (await sitePageTexts(db, slug)).title,
      updatedAt: saved.get(slug) ?? null,
    })),
  );
}

type Reader = { locale: Locale; currency: DisplayCurrency; paypal: boolean };

/** Markdown with its placeholders filled from the settings now. */
async function filledMarkdown(db: Db, markdown: string, reader: Reader): Promise<string> {
  const texts = placeholderTexts(await readStoreSettings(db), reader);
  return fillPlaceholders(markdown, (name) => (isPlaceholder(name) ? texts[name] : null));
}

/** Markdown as a visitor reads it: the placeholders filled from the settings now, rendered and sanitised. */
export async function renderSitePageBody(db: Db, markdown: string, reader: Reader): Promise<string> {
  return renderMarkdown(await filledMarkdown(db, markdown, reader));
}

function isPlaceholder(name: string): name is (typeof SITE_PLACEHOLDERS)[number] {
  return (SITE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** What /site/<slug> shows in the reader's language (English where that language was left empty). */
export async function sitePageView(
  db: Db,
  slug: SitePageSlug,
  reader: Reader,
  /** The data this process keeps may serve (AppContext `keptReads`); else it is read and rendered afresh. */
  kept = false,
) {
  if (!kept) return sitePageViewRead(db, slug, reader);
  // Kept until its edit or a change of the settings it shows (server/db/kept-reads.ts, decision 064): the Markdown is
  // rendered and sanitised once, not for each shopper with a cart.
  const { locale, currency, paypal } = reader;
  const key = `site-page ${slug} ${locale} ${currency.code} ${currency.rate} ${paypal}`;
  return keptRead(db, key, () => sitePageViewRead(db, slug, reader));
}

async function sitePageViewRead(db: Db, slug: SitePageSlug, reader: Reader) {
  const page = await sitePageTexts(db, slug);
  const markdown = await filledMarkdown(db, localizedOf(page.body, reader.locale), reader);
  return {
    slug,
    title: localizedOf(page.title, reader.locale),
    titleLang: localizedLangOf(page.title, reader.locale),
    // Link previews' description: the words of the first paragraph.
    description: markdownText(markdown).split("\n")[0]?.slice(0, 300) ?? "",
    html: renderMarkdown(markdown),
    bodyLang: localizedLangOf(page.body, reader.locale),
  };
}

/** The operator saves a page; audited `page.update` in the same transaction (its trigger drops that page alone). */
export async function saveSitePage(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  slug: SitePageSlug,
  input: SitePageInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(sitePages)
      .values({ slug, title: input.title, body: input.body })
      .onConflictDoUpdate({
        target: sitePages.slug,
        set: { title: input.title, body: input.body, updatedAt: sql`now()` },
      });
    await recordAudit(tx, operator, { action: "page.update", subject: `page:${slug}`, subjectLabel: input.title.en });
  });
}
