import { and, asc, desc, gt, isNotNull, isNull, lte, max, sql } from "drizzle-orm";
import { postPath } from "~domain/blog-links";
import { categoryPath, productPath, subCategoryPath } from "~domain/catalog-links";
import { sellerPath } from "~domain/seller-links";
import { isListed } from "../catalog/listed";
import type { Db } from "../db/handle";
import { blogPosts, categories, products, users } from "../db/schema";
import { type Clock, systemClock } from "../http/rate-limit";
import { visiblePost } from "./visible-posts";

/** Products per product sitemap, well under the protocol's 50,000 URLs and 50 MB. */
export const PRODUCTS_PER_SITEMAP = 10_000;
/** Sellers' pages in their sitemap: the protocol's limit (a store with more lists the first by account). */
export const SELLERS_PER_SITEMAP = 50_000;

/** The pages worth finding from a search engine; the demo layouts of the same content are left out. */
const PAGES = [
  "/",
  "/shop/catalog",
  "/shop/track-order",
  "/blog/category-classic",
  "/site/about-us",
  "/site/contact-us",
  "/site/faq",
  "/site/returns",
  "/site/terms",
  "/site/privacy",
  "/site/delivery",
];

export type SitemapEntry = { path: string; lastModified?: Date };

/**
 * The sitemaps the index lists: one of pages, categories and posts, one of sellers' pages, then one per range of
 * PRODUCTS_PER_SITEMAP product ids, so any catalogue size is read in bounded index-range scans.
 */
export async function sitemapNames(db: Db): Promise<string[]> {
  const [row] = await db.select({ last: max(products.id) }).from(products);
  const productSitemaps = Math.ceil((row?.last ?? 0) / PRODUCTS_PER_SITEMAP);
  return ["pages", "sellers", ...Array.from({ length: productSitemaps }, (_, i) => `products-${i + 1}`)];
}

/** The fixed pages, every category (a sub-category as its parent filtered by it) and every post readers may see. */
export async function pageEntries(db: Db, now: Clock = systemClock): Promise<SitemapEntry[]> {
  const [categoryRows, posts] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(visiblePost(now))
      .orderBy(desc(blogPosts.publishedAt)),
  ]);
  const slugOf = new Map(categoryRows.map((c) => [c.id, c.slug]));
  return [
    ...PAGES.map((path) => ({ path })),
    ...categoryRows.map((c) => {
      const parent = c.parentId === null ? undefined : slugOf.get(c.parentId);
      return { path: parent ? subCategoryPath(parent, c.slug) : categoryPath(c.slug) };
    }),
    ...posts.map((post) => ({ path: postPath(post.slug), lastModified: post.publishedAt })),
  ];
}

/**
 * The pages of the sellers who have a listed product and are not locked (a page without listings is not worth
 * finding): accounts in key order, each asked for one listed product through products_owner_idx.
 */
export async function sellerEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: users.shopSlug })
    .from(users)
    .where(
      and(
        isNull(users.lockedAt),
        isNotNull(users.shopSlug),
        sql`exists (select 1 from ${products} where ${products.ownerId} = ${users.id} and ${products.listed})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(SELLERS_PER_SITEMAP);
  return rows.flatMap((row) => (row.slug ? [{ path: sellerPath(row.slug) }] : []));
}

/** The listed products whose ids fall in the n-th range (1-based). */
export async function productEntries(db: Db, n: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(gt(products.id, (n - 1) * PRODUCTS_PER_SITEMAP), lte(products.id, n * PRODUCTS_PER_SITEMAP), isListed))
    .orderBy(asc(products.id));
  return rows.map((row) => ({ path: productPath(row.slug), lastModified: row.updatedAt }));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function urlsetXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, names: string[]): string {
  const sitemaps = names.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}
