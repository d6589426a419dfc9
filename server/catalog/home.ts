import { asc } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { latestPosts } from "../content/blog";
import type { Db } from "../db/client";
import { brands } from "../db/schema";
import { renditionKey } from "../media/renditions";
import type { MediaStore } from "../media/store";
import { popularCategories } from "./categories";
import { shelf } from "./shelves";

/** Everything the home pages show, read in parallel. */
export async function homePage(db: Db, media: MediaStore, locale: Locale) {
  const [featured, bestsellers, latest, topRated, discounted, categories, news, brandRows] = await Promise.all([
    shelf(db, media, "featured", 8),
    shelf(db, media, "bestsellers", 4),
    shelf(db, media, "latest", 8),
    shelf(db, media, "top-rated", 3),
    shelf(db, media, "discounted", 3),
    popularCategories(db, locale, 6),
    latestPosts(db, media, locale, 1, 3),
    db.select({ slug: brands.slug, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return {
    featured,
    bestsellers,
    latest,
    topRated,
    discounted,
    news: news.posts,
    brands: brandRows,
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      image: c.imageKey ? media.url(renditionKey(c.imageKey, "card")) : null,
      children: c.children.map((child) => ({ slug: child.slug, name: child.name })),
    })),
  };
}
