import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { seedHomeAndPages } from "../content/seed-content";
import type { Db, Tx } from "../db/handle";
import {
  appMeta,
  attributes,
  attributeValues,
  blogPosts,
  brands,
  categories,
  categoryBrands,
  currencies,
  productAttributes,
  productImages,
  products,
  reviews,
} from "../db/schema";
import type { MediaStore } from "../media/store";
import { colorHex } from "./data-attributes";
import {
  buildCategoryBrands,
  buildDemoProducts,
  type DemoProduct,
  demoAttributes,
  demoBlogPosts,
  demoBrands,
  demoCategories,
  demoCurrencies,
  flattenCategories,
} from "./demo-data";
import { insertNewsletterDemo } from "./demo-newsletter";
import { demoReviews } from "./demo-reviews";
import { insertDemoSettings } from "./demo-settings";
import { demoStock } from "./demo-stock";
import { insertDemoTax } from "./demo-tax";
import { drawBlogArt, drawCategoryArt, drawProductArt } from "./product-art";
import { type ImageJob, renderImages } from "./render-images";

export { DEMO_PRODUCT_SLUG } from "./demo-data";

/** `app_meta` key set once the demo catalogue is complete. */
export const DEMO_SEEDED_KEY = "demo_seeded_at";

const DAY_MS = 86_400_000;
// Any fixed number: concurrent seeders (several app processes on one PostgreSQL) queue on it.
const SEED_LOCK = 7_305_002;
/** Tints of the category tiles, one per root, inherited by its descendants. */
const ROOT_TINTS = ["#ff8c1a", "#1e88e5", "#7e57c2", "#e53935", "#43a047", "#de3163", "#33cc99"];

const productImageKey = (slug: string, position: number) => `products/${slug}/${position}`;
const categoryImageKey = (slug: string) => `categories/${slug}`;
const blogImageKey = (slug: string) => `blog/${slug}`;

/**
 * Fills an empty database with the demo catalogue and its pictures. Safe to run on every start:
 * pictures already stored are not redrawn, and once the catalogue is complete (marked in
 * `app_meta`) the rows are left as they are, so products deleted later do not come back.
 */
/**
 * Draws the demo pictures' missing renditions (all of them on first start; a size added since, such as
 * `large`, on the next start of an older data folder).
 */
export async function renderDemoImages(media: MediaStore, demoProducts = buildDemoProducts()) {
  return renderImages(media, imageJobs(demoProducts));
}

/** The home pages' and site pages' rows, for a store seeded before they existed (issue 50); once, under the seed's lock. */
export async function seedContentRows(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedHomeAndPages(tx);
  });
}

export async function seedDemo(db: Db, media: MediaStore): Promise<void> {
  const demoProducts = buildDemoProducts();
  // Pictures first: once a row points at a picture, the picture exists.
  await renderDemoImages(media, demoProducts);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY)).limit(1);
    if (done.length > 0) return;
    await insertCurrencies(tx);
    const valueIds = await insertAttributes(tx);
    const brandIds = await insertBrands(tx);
    const categoryIds = await insertCategories(tx);
    await insertCategoryBrands(tx, demoProducts, categoryIds, brandIds);
    await insertProducts(tx, demoProducts, { valueIds, brandIds, categoryIds });
    await insertBlogPosts(tx);
    await insertDemoSettings(tx);
    // The demo's tax rates and legal identity (decision 058); the tests' catalogue fixture charges no tax.
    await insertDemoTax(tx);
    await seedHomeAndPages(tx);
    await insertNewsletterDemo(tx);
    await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
}

function imageJobs(demoProducts: DemoProduct[]): ImageJob[] {
  const jobs: ImageJob[] = [];
  const productSizes = ["thumb", "card", "gallery", "large"] as const;
  const categorySizes = ["thumb", "card", "gallery"] as const;
  const brandName = new Map<string, string>(demoBrands.map((b) => [b.slug, b.name]));
  for (const product of demoProducts) {
    for (let position = 0; position < product.imageCount; position++) {
      const color = product.colors[position] ?? product.colors[0] ?? "gray";
      jobs.push({
        prefix: productImageKey(product.slug, position),
        sizes: productSizes,
        draw: () =>
          drawProductArt({
            kind: product.art,
            color: colorHex(color),
            label: brandName.get(product.brand) ?? "",
            variant: position,
          }),
      });
    }
  }
  demoCategories.forEach((root, i) => {
    const tint = ROOT_TINTS[i % ROOT_TINTS.length] ?? "#999999";
    for (const category of flattenCategories([root])) {
      if (!category.withImage) continue;
      jobs.push({
        prefix: categoryImageKey(category.slug),
        sizes: categorySizes,
        draw: () => drawCategoryArt(category.art, tint),
      });
    }
  });
  for (const post of demoBlogPosts) {
    jobs.push({
      prefix: blogImageKey(post.slug),
      sizes: ["card", "gallery"],
      draw: () => drawBlogArt(post.art, post.background),
    });
  }
  return jobs;
}

async function insertCurrencies(tx: Tx): Promise<void> {
  await tx
    .insert(currencies)
    .values(demoCurrencies.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
}

/** Returns value ids keyed by `attribute/value` slugs. */
async function insertAttributes(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(attributes)
    .values(demoAttributes.map(({ slug, name }, position) => ({ slug, name, position })))
    .onConflictDoNothing();
  await tx
    .insert(attributeValues)
    .values(
      demoAttributes.flatMap((attribute) =>
        attribute.values.map((value, position) => ({
          attributeSlug: attribute.slug,
          slug: value.slug,
          name: value.name,
          hex: value.hex ?? null,
          position,
        })),
      ),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: attributeValues.id, attribute: attributeValues.attributeSlug, slug: attributeValues.slug })
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.attributeSlug,
        demoAttributes.map((a) => a.slug),
      ),
    );
  return new Map(rows.map((r) => [`${r.attribute}/${r.slug}`, r.id]));
}

async function insertBrands(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(brands)
    .values(demoBrands.map(({ slug, name, country }) => ({ slug, name, country })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(
      inArray(
        brands.slug,
        demoBrands.map((b) => b.slug),
      ),
    );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Inserts the tree level by level, so every parent id is known before its children. */
async function insertCategories(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const flat = flattenCategories();
  for (let depth = 0; flat.some((c) => c.depth === depth); depth++) {
    const level = flat.filter((c) => c.depth === depth);
    await tx
      .insert(categories)
      .values(
        level.map((c) => ({
          slug: c.slug,
          name: c.name,
          parentId: c.parentSlug ? must(ids, c.parentSlug, "category") : null,
          imageKey: c.withImage ? categoryImageKey(c.slug) : null,
          position: c.position,
        })),
      )
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(
        inArray(
          categories.slug,
          level.map((c) => c.slug),
        ),
      );
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

async function insertCategoryBrands(
  tx: Tx,
  demoProducts: DemoProduct[],
  categoryIds: Map<string, number>,
  brandIds: Map<string, number>,
): Promise<void> {
  const rows = [...buildCategoryBrands(demoProducts)].flatMap(([category, brandSlugs]) =>
    [...brandSlugs].map((brand) => ({
      categoryId: must(categoryIds, category, "category"),
      brandId: must(brandIds, brand, "brand"),
    })),
  );
  await tx.insert(categoryBrands).values(rows).onConflictDoNothing();
}

async function insertProducts(
  tx: Tx,
  demoProducts: DemoProduct[],
  ids: { valueIds: Map<string, number>; brandIds: Map<string, number>; categoryIds: Map<string, number> },
): Promise<void> {
  const now = Date.now();
  await tx
    .insert(products)
    .values(
      demoProducts.map((p): typeof products.$inferInsert => {
        const createdAt = new Date(now - p.daysAgo * DAY_MS);
        return {
          slug: p.slug,
          name: p.name,
          description: p.description,
          priceCents: p.priceCents,
          compareAtCents: p.compareAtCents,
          availability: p.availability,
          stock: demoStock(p.slug, p.availability),
          badges: p.badges,
          brandId: must(ids.brandIds, p.brand, "brand"),
          categoryId: must(ids.categoryIds, p.category, "category"),
          ratingSum: p.ratingSum,
          ratingCount: p.ratingCount,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing();
  // Only the demo's own rows: a seller's product that happens to share a slug is left alone.
  const rows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      and(
        inArray(
          products.slug,
          demoProducts.map((p) => p.slug),
        ),
        isNull(products.ownerId),
      ),
    );
  const productIds = new Map(rows.map((r) => [r.slug, r.id]));

  const images: (typeof productImages.$inferInsert)[] = [];
  const values: (typeof productAttributes.$inferInsert)[] = [];
  for (const p of demoProducts) {
    const productId = productIds.get(p.slug);
    if (productId === undefined) continue;
    for (let position = 0; position < p.imageCount; position++) {
      // Each picture is drawn in one of the product's colours (imageJobs): a product in several is tied to it.
      const colorSlug = p.colors.length > 1 ? (p.colors[position] ?? p.colors[0] ?? null) : null;
      images.push({ productId, position, mediaKey: productImageKey(p.slug, position), colorSlug });
    }
    p.colors.forEach((color, i) => {
      const valueId = must(ids.valueIds, `color/${color}`, "colour");
      values.push({ productId, valueId, featured: p.colorFeatured && i === 0 });
    });
    for (const a of p.attributes) {
      values.push({
        productId,
        valueId: must(ids.valueIds, `${a.attribute}/${a.value}`, "attribute value"),
        featured: a.featured,
      });
    }
  }
  if (images.length > 0) await tx.insert(productImages).values(images).onConflictDoNothing();
  if (values.length > 0) await tx.insert(productAttributes).values(values).onConflictDoNothing();

  // Reviews only for products that have none yet, so a second run adds nothing.
  const reviewed = await tx
    .selectDistinct({ productId: reviews.productId })
    .from(reviews)
    .where(inArray(reviews.productId, [...productIds.values()]));
  const done = new Set(reviewed.map((r) => r.productId));
  const reviewRows = demoProducts.flatMap((p) => {
    const productId = productIds.get(p.slug);
    return productId === undefined || done.has(productId)
      ? []
      : demoReviews(productId, p.slug, p.ratingSum, p.ratingCount, p.daysAgo);
  });
  for (let i = 0; i < reviewRows.length; i += 1000) {
    await tx.insert(reviews).values(reviewRows.slice(i, i + 1000));
  }
}

async function insertBlogPosts(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx
    .insert(blogPosts)
    .values(
      demoBlogPosts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: {
          en: post.body.en.join("\n\n"),
          ru: post.body.ru.join("\n\n"),
          ar: post.body.ar.join("\n\n"),
        },
        category: post.category,
        tags: post.tags,
        author: post.author,
        imageKey: blogImageKey(post.slug),
        publishedAt: new Date(now - post.daysAgo * DAY_MS),
      })),
    )
    .onConflictDoNothing();
}

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown ${what} ${String(key)}`);
  return value;
}
