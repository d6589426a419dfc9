import type { HomeShelf } from "~domain/home-content";
import type { Locale } from "~domain/locales";
import { localizedLangOf, localizedOf } from "~domain/localized-input";
import { renditionKey } from "~domain/renditions";
import { latestPosts } from "../content/blog";
import { type HomeSettings, readHomeSettings } from "../content/home-settings";
import { slideImageUrl, slidesShownAt } from "../content/home-slides";
import type { Db } from "../db/handle";
import type { MediaStore } from "../media/store";
import { allBrands } from "./catalog-filters";
import { allCategories, popularCategories } from "./categories";
import type { ProductCard } from "./product-card";
import { shelf } from "./shelves";

export type HomeVariant = "one" | "two";

/**
 * How many of each the home pages show (specification, section 7); the shelves' counts are the operator's
 * (/admin/home), the columns' length the page's.
 */
export const HOME_LIMITS = {
  one: { featured: 20, categories: 6, news: 8, brands: 24, columns: 3 },
  two: { featured: 12, categories: 6, news: 8, brands: 24, columns: 5 },
} as const satisfies Record<HomeVariant, Record<string, number>>;

export type FeaturedTab = { slug: string; name: string; products: ProductCard[] };

/** A text of the operator's in the visitor's language, with the language it is in (English where left empty). */
const localized = (text: Parameters<typeof localizedOf>[0], locale: Locale) => ({
  text: localizedOf(text, locale),
  lang: localizedLangOf(text, locale),
});

/** The slides shown at `now`, in the visitor's language. */
async function slidesOf(db: Db, media: MediaStore, locale: Locale, now: Date) {
  return (await slidesShownAt(db, now)).map((slide) => ({
    id: slide.id,
    headline: localized(slide.headline, locale),
    text: localized(slide.text, locale),
    buttonLabel: localized(slide.buttonLabel, locale),
    link: slide.link,
    image: slideImageUrl(media, slide.imageKey),
  }));
}
export type SlideData = Awaited<ReturnType<typeof slidesOf>>[number];

/** The feature strip's texts in the visitor's language; the free-shipping line's {{amount}} is filled in the page. */
function featuresOf(features: HomeSettings["features"], locale: Locale) {
  return {
    shipping: {
      title: localized(features.shipping.title, locale),
      text: localized(features.shipping.text, locale),
      titlePaid: localized(features.shipping.titlePaid, locale),
      textPaid: localized(features.shipping.textPaid, locale),
    },
    support: { title: localized(features.support.title, locale), text: localized(features.support.text, locale) },
    safety: { title: localized(features.safety.title, locale), text: localized(features.safety.text, locale) },
    offers: { title: localized(features.offers.title, locale), text: localized(features.offers.text, locale) },
  };
}
export type FeatureTexts = ReturnType<typeof featuresOf>;

/** One of the operator's shelves: its source and category, at most `count` products (one indexed, limited query). */
function homeShelf(db: Db, media: MediaStore, locale: Locale, settings: HomeSettings, name: HomeShelf, count?: number) {
  const { source, category, count: chosen } = settings.shelves[name];
  return shelf(db, media, locale, source, count ?? chosen, category ? { categorySlug: category } : {});
}

/** What the first paint needs: the slides, the feature strip and the featured products of every tab. */
async function aboveTheFold(
  db: Db,
  media: MediaStore,
  locale: Locale,
  variant: HomeVariant,
  settings: HomeSettings,
  now: Date,
) {
  const limit = HOME_LIMITS[variant].featured;
  const [named, slides, all, ...tabs] = await Promise.all([
    allCategories(db, locale),
    slidesOf(db, media, locale, now),
    shelf(db, media, locale, "featured", limit),
    ...settings.featuredTabs.map((slug) => shelf(db, media, locale, "featured", limit, { categorySlug: slug })),
  ]);
  const bySlug = new Map(named.map((row) => [row.slug, row]));
  return {
    slides,
    features: featuresOf(settings.features, locale),
    featured: {
      all,
      tabs: settings.featuredTabs.flatMap((slug, index): FeaturedTab[] => {
        const row = bySlug.get(slug);
        return row ? [{ slug, name: row.name, products: tabs[index] ?? [] }] : [];
      }),
    },
  };
}

async function categoryCards(db: Db, media: MediaStore, locale: Locale, limit: number) {
  const rows = await popularCategories(db, locale, limit);
  return rows.map((c) => ({
    slug: c.slug,
    name: c.name,
    image: c.imageKey ? media.url(renditionKey(c.imageKey, "card")) : null,
    children: c.children.map((child) => ({ slug: child.slug, name: child.name })),
  }));
}

async function brandList(db: Db, media: Pick<MediaStore, "url">, limit: number) {
  return (await allBrands(db)).slice(0, limit).map(({ slug, name, logoKey }) => ({
    slug,
    name,
    // The operator's logo (issue 50), else the carousel draws a mark.
    logo: logoKey ? media.url(renditionKey(logoKey, "card")) : null,
  }));
}

/**
 * Everything a home page shows at `now` (the slides' dates; the route passes its clock, tests their own). The first
 * paint (slides, feature strip, featured tabs) is awaited; the blocks below the fold are returned as promises, for
 * the route to stream with `<Await>`, so they never delay the first byte.
 */
export async function homePage(db: Db, media: MediaStore, locale: Locale, variant: HomeVariant, now: Date) {
  const settings = await readHomeSettings(db);
  const { columns } = HOME_LIMITS[variant];
  const limits = {
    ...HOME_LIMITS[variant],
    latest: settings.shelves.newArrivals.count,
    bestsellers: settings.shelves.bestsellers.count,
    specialOffers: Math.min(settings.shelves.specialOffers.count, columns),
  };
  // Started first, so that on a single connection these queries run before the ones below the fold.
  const first = aboveTheFold(db, media, locale, variant, settings, now);
  const bestsellers = homeShelf(
    db,
    media,
    locale,
    settings,
    "bestsellers",
    Math.max(limits.bestsellers, limits.columns),
  );
  const below = {
    bestsellers: bestsellers.then((products) => products.slice(0, limits.bestsellers)),
    categories: categoryCards(db, media, locale, limits.categories),
    latest: homeShelf(db, media, locale, settings, "newArrivals"),
    news: latestPosts(db, media, locale, limits.news),
    brands: brandList(db, media, limits.brands),
    topRated: shelf(db, media, locale, "top-rated", limits.columns),
    discounted: homeShelf(db, media, locale, settings, "specialOffers", limits.specialOffers),
    bestsellersColumn: bestsellers.then((products) => products.slice(0, limits.columns)),
  };
  // Should the first part fail, nobody awaits these: mark them handled so a rejection cannot stop the process.
  for (const promise of Object.values(below)) promise.catch(() => {});
  return { limits, ...(await first), ...below };
}

export type HomePageData = Awaited<ReturnType<typeof homePage>>;
