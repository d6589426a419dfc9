import { eq } from "drizzle-orm";
import { categoryPath } from "~domain/catalog-links";
import type { Db, Tx } from "../db/handle";
import { appMeta, categories, homeSlides, sitePages } from "../db/schema";
import { DEFAULT_FEATURED_TABS, DEFAULT_FEATURES, DEFAULT_SHELVES, DEFAULT_SLIDES } from "./home-defaults";
import { writeHomeSetting } from "./home-settings";
import { DEFAULT_SITE_PAGES } from "./site-page-defaults";

/** Set once the home pages' and the site pages' rows have been written (a later start writes them no more). */
export const CONTENT_SEEDED_KEY = "content_seeded_at";

/**
 * The home pages' slides and settings and the site pages, as the store shipped them, written as rows the operator
 * then edits (issue 50). Once per database: a store seeded before they existed gets them at its next start.
 */
export async function seedHomeAndPages(tx: Db | Tx): Promise<void> {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, CONTENT_SEEDED_KEY));
  if (done) return;
  const pictures = new Map(
    (await tx.select({ slug: categories.slug, imageKey: categories.imageKey }).from(categories)).map((row) => [
      row.slug,
      row.imageKey,
    ]),
  );
  await tx.insert(homeSlides).values(
    DEFAULT_SLIDES.map((slide, position) => ({
      headline: slide.headline,
      text: slide.text,
      buttonLabel: slide.buttonLabel,
      link: categoryPath(slide.category),
      imageKey: pictures.get(slide.category) ?? null,
      position,
    })),
  );
  await writeHomeSetting(tx, "featuredTabs", DEFAULT_FEATURED_TABS);
  await writeHomeSetting(tx, "shelves", DEFAULT_SHELVES);
  await writeHomeSetting(tx, "features", DEFAULT_FEATURES);
  await tx
    .insert(sitePages)
    .values(Object.entries(DEFAULT_SITE_PAGES).map(([slug, page]) => ({ slug, ...page })))
    .onConflictDoNothing();
  await tx.insert(appMeta).values({ key: CONTENT_SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
}
