import type { Locale } from "~domain/locales";
import { latestPosts } from "../content/blog";
import type { Db } from "../db/handle";
import { renditionKey } from "../media/renditions";
import type { MediaStore } from "../media/store";
import { allBrands } from "./catalog-filters";
import { allCategories, popularCategories } from "./categories";
import type { ProductCard } from "./product-card";
import { shelf } from "./shelves";

export type HomeVariant = "one" | "two";

/** How many of each the home pages show (specification, section 7). */
export const HOME_LIMITS = {
  one: { featured: 20, bestsellers: 7, latest: 8, categories: 6, news: 8, brands: 24, columns: 3 },
  two: { featured: 12, bestsellers: 7, latest: 8, categories: 6, news: 8, brands: 24, columns: 5 },
} as const satisfies Record<HomeVariant, Record<string, number>>;

/** The featured products' tabs after "All" (specification, section 9). */
export const FEATURED_TABS = ["power-tools", "hand-tools", "plumbing"] as const;
/** The category each of the three slides leads to, in slide order. */
const SLIDE_CATEGORIES = ["power-tools", "hand-tools", "measurement"] as const;

export type FeaturedTab = { slug: string; name: string; products: ProductCard[] };

/** What the first paint needs: the slides' pictures and the featured products of every tab. */
async function aboveTheFold(db: Db, media: MediaStore, locale: Locale, variant: HomeVariant) {
  const limit = HOME_LIMITS[variant].featured;
  const [named, all, ...tabs] = await Promise.all([
    allCategories(db, locale),
    shelf(db, media, locale, "featured", limit),
    ...FEATURED_TABS.map((slug) => shelf(db, media, locale, "featured", limit, { categorySlug: slug })),
  ]);
  const bySlug = new Map(named.map((row) => [row.slug, row]));
  const image = (slug: string) => {
    const key = bySlug.get(slug)?.imageKey;
    return key ? media.url(renditionKey(key, "card")) : null;
  };
  return {
    slides: SLIDE_CATEGORIES.map((slug) => ({ category: slug, image: image(slug) })),
    featured: {
      all,
      tabs: FEATURED_TABS.flatMap((slug, index): FeaturedTab[] => {
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
 * Everything a home page shows. The first paint (slides, featured tabs) is awaited; the blocks below the
 * fold are returned as promises, for the route to stream with `<Await>`, so they never delay the first byte.
 */
export async function homePage(db: Db, media: MediaStore, locale: Locale, variant: HomeVariant) {
  const limits = HOME_LIMITS[variant];
  // Started first, so that on a single connection these queries run before the ones below the fold.
  const first = aboveTheFold(db, media, locale, variant);
  const bestsellers = shelf(db, media, locale, "bestsellers", Math.max(limits.bestsellers, limits.columns));
  const below = {
    bestsellers: bestsellers.then((products) => products.slice(0, limits.bestsellers)),
    categories: categoryCards(db, media, locale, limits.categories),
    latest: shelf(db, media, locale, "latest", limits.latest),
    news: latestPosts(db, media, locale, limits.news),
    brands: brandList(db, media, limits.brands),
    topRated: shelf(db, media, locale, "top-rated", limits.columns),
    discounted: shelf(db, media, locale, "discounted", limits.columns),
    bestsellersColumn: bestsellers.then((products) => products.slice(0, limits.columns)),
  };
  // Should the first part fail, nobody awaits these: mark them handled so a rejection cannot stop the process.
  for (const promise of Object.values(below)) promise.catch(() => {});
  return { limits, ...(await first), ...below };
}

export type HomePageData = Awaited<ReturnType<typeof homePage>>;
