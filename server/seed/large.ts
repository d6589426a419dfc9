/**
 * Adds N synthetic products to the configured database, for load and pagination testing:
 *   npm run seed:large -- --products 100000
 * Seeds the demo catalogue first, then clones demo products with new brands, prices, colours and
 * dates, reusing their pictures. Re-running adds N more with fresh slugs.
 */
import { parseArgs } from "node:util";
import { and, eq, inArray, isNull, like, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { productSlug } from "../catalog/product-slug";
import { type Db, openDatabase } from "../db/client";
import {
  attributeValues,
  brands,
  catalogFacetCounts,
  categoryBrands,
  productAttributes,
  productImages,
  products,
  searchTerms,
  searchTitles,
} from "../db/schema";
import { parseEnv } from "../env";
import { createLogger } from "../log/logger";
import { openMediaOrFail } from "../startup";
import { createRandom, type Random } from "./data-random";
import { seedDemo } from "./demo";
import {
  type Availability,
  type Badge,
  buildDemoProducts,
  CATALOGUE_AGE_DAYS,
  type DemoProduct,
  demoBrands,
} from "./demo-data";
import { demoStock } from "./demo-stock";

const BATCH = 2_000;
const DAY_MS = 86_400_000;
const ADJECTIVES = [
  "Pro",
  "Compact",
  "Heavy-Duty",
  "Max",
  "Plus",
  "Lite",
  "XR",
  "Expert",
  "Classic",
  "Ultra",
  "Smart",
  "Prime",
];

/** A demo product that synthetic ones are cloned from, with everything resolved to ids. */
type Template = {
  demo: DemoProduct;
  demoBrandName: string;
  categoryId: number;
  imageKeys: string[];
  valueIds: number[];
};

type BrandInfo = { id: number; name: string; code: string };

function readCount(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { products: { type: "string", default: "100000" } } });
  const count = Number(values.products);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new Error(`--products must be a positive integer (got "${values.products}")`);
  }
  return count;
}

async function loadTemplates(db: Db): Promise<{ templates: Template[]; brandsByCategory: Map<number, BrandInfo[]> }> {
  const demo = buildDemoProducts();
  const rows = await db
    .select({ slug: products.slug, categoryId: products.categoryId, mediaKey: productImages.mediaKey })
    .from(products)
    .innerJoin(productImages, eq(productImages.productId, products.id))
    .where(
      and(
        inArray(
          products.slug,
          demo.map((p) => p.slug),
        ),
        isNull(products.ownerId),
      ),
    )
    .orderBy(products.slug, productImages.position);
  const found = new Map<string, { categoryId: number; imageKeys: string[] }>();
  for (const row of rows) {
    const entry = found.get(row.slug) ?? { categoryId: row.categoryId, imageKeys: [] };
    entry.imageKeys.push(row.mediaKey);
    found.set(row.slug, entry);
  }

  const values = await db
    .select({ id: attributeValues.id, attribute: attributeValues.attributeSlug, slug: attributeValues.slug })
    .from(attributeValues);
  const valueId = new Map(values.map((v) => [`${v.attribute}/${v.slug}`, v.id]));

  const templates: Template[] = [];
  for (const p of demo) {
    const entry = found.get(p.slug);
    if (!entry) continue;
    templates.push({
      demo: p,
      demoBrandName: demoBrands.find((b) => b.slug === p.brand)?.name ?? "",
      categoryId: entry.categoryId,
      imageKeys: entry.imageKeys,
      valueIds: p.attributes.flatMap((a) => valueId.get(`${a.attribute}/${a.value}`) ?? []),
    });
  }
  if (templates.length === 0) throw new Error("No demo products found to clone; was the demo seed removed?");

  const links = await db
    .select({ categoryId: categoryBrands.categoryId, id: brands.id, slug: brands.slug, name: brands.name })
    .from(categoryBrands)
    .innerJoin(brands, eq(brands.id, categoryBrands.brandId));
  const brandsByCategory = new Map<number, BrandInfo[]>();
  for (const link of links) {
    const code = demoBrands.find((b) => b.slug === link.slug)?.code ?? link.name.slice(0, 2).toUpperCase();
    const list = brandsByCategory.get(link.categoryId) ?? [];
    list.push({ id: link.id, name: link.name, code });
    brandsByCategory.set(link.categoryId, list);
  }
  return { templates, brandsByCategory };
}

/** The first free synthetic number: above every id and every earlier synthetic slug. */
async function firstFreeNumber(db: Db): Promise<number> {
  const [ids] = await db.select({ max: sql<number | string | null>`max(${products.id})` }).from(products);
  const [synthetic] = await db
    .select({
      max: sql<number | string | null>`max((substring(${products.slug} from '^synthetic-([0-9]+)-'))::bigint)`,
    })
    .from(products)
    .where(like(products.slug, "synthetic-%"));
  return Math.max(Number(ids?.max ?? 0), Number(synthetic?.max ?? 0)) + 1;
}

type ProductRow = Required<
  Pick<
    typeof products.$inferInsert,
    | "slug"
    | "name"
    | "description"
    | "priceCents"
    | "compareAtCents"
    | "availability"
    | "stock"
    | "badges"
    | "brandId"
    | "categoryId"
    | "ratingSum"
    | "ratingCount"
    | "createdAt"
  >
>;

type SyntheticRow = { product: ProductRow; imageKeys: string[]; valueIds: number[] };

function synthesize(
  rng: Random,
  n: number,
  now: number,
  templates: Template[],
  brandsByCategory: Map<number, BrandInfo[]>,
  colorIds: number[],
): SyntheticRow {
  const t = rng.pick(templates);
  const brand = rng.pick(brandsByCategory.get(t.categoryId) ?? []);
  const adjective = rng.pick(ADJECTIVES);
  const base = `${brand.name} ${adjective} ${t.demo.title}`;
  const priceCents = Math.max(199, Math.round((t.demo.priceCents * (0.7 + rng.next() * 0.7)) / 100) * 100 - 1);
  const compareAtCents = rng.chance(0.3) ? Math.round((priceCents * (1.1 + rng.next() * 0.4)) / 100) * 100 : null;
  const daysAgo = rng.next() * CATALOGUE_AGE_DAYS;
  const createdAt = new Date(now - daysAgo * DAY_MS);
  const badges: Badge[] = [];
  if (daysAgo < 14 && rng.chance(0.5)) badges.push("new");
  if (compareAtCents !== null && rng.chance(0.5)) badges.push("sale");
  if (rng.chance(0.08)) badges.push("hot");
  if (rng.chance(0.03)) badges.push("used");
  const roll = rng.next();
  const availability: Availability = roll < 0.85 ? "in-stock" : roll < 0.94 ? "sold-out" : "out-of-order";
  const ratingCount = rng.chance(0.3) ? 0 : rng.int(1, 40);
  const ratingSum = Math.min(
    5 * ratingCount,
    Math.max(ratingCount, Math.round(ratingCount * (2.5 + rng.next() * 2.5))),
  );
  const description = t.demoBrandName ? t.demo.description.replaceAll(t.demoBrandName, brand.name) : t.demo.description;
  return {
    product: {
      slug: `synthetic-${n}-${productSlug(base)}`,
      name: `${base} ${brand.code}-${n}`,
      description,
      priceCents,
      compareAtCents,
      availability,
      stock: demoStock(`synthetic-${n}`, availability),
      badges,
      brandId: brand.id,
      categoryId: t.categoryId,
      ratingSum,
      ratingCount,
      createdAt,
    },
    imageKeys: t.imageKeys,
    valueIds: [...t.valueIds, ...rng.sample(colorIds, rng.pick([1, 1, 2, 3]))],
  };
}

const column = (c: AnyPgColumn) => sql.identifier(c.name);

/**
 * One statement per batch, atomic by itself: the products, then their pictures and attribute
 * values joined back by slug. Columns travel as arrays through `unnest`, which PostgreSQL and
 * PGlite parse about twice as fast as a VALUES list of the same rows.
 */
async function insertBatch(db: Db, rows: SyntheticRow[]): Promise<void> {
  const list = <T>(pick: (product: ProductRow) => T) => sql.param(rows.map((row) => pick(row.product)));
  const images = rows.flatMap((row) =>
    row.imageKeys.map((key, position) => ({ slug: row.product.slug, position, key })),
  );
  const values = rows.flatMap((row) =>
    row.valueIds.map((valueId, i) => ({ slug: row.product.slug, valueId, featured: i === 0 })),
  );
  const p = products;
  const pi = productImages;
  const pa = productAttributes;
  await db.execute(sql`
    with inserted as (
      insert into ${p} (${column(p.slug)}, ${column(p.name)}, ${column(p.description)}, ${column(p.priceCents)},
        ${column(p.compareAtCents)}, ${column(p.availability)}, ${column(p.stock)}, ${column(p.badges)}, ${column(p.brandId)},
        ${column(p.categoryId)}, ${column(p.ratingSum)}, ${column(p.ratingCount)}, ${column(p.createdAt)},
        ${column(p.updatedAt)})
      select slug, name, description, price, compare_at, availability::availability, stock, badges::text[], brand, category,
        rating_sum, rating_count, created_at, created_at
      from unnest(
        ${list((r) => r.slug)}::text[], ${list((r) => r.name)}::text[], ${list((r) => r.description)}::text[],
        ${list((r) => r.priceCents)}::int[], ${list((r) => r.compareAtCents)}::int[], ${list((r) => r.availability)}::text[],
        ${list((r) => r.stock)}::int[], ${list((r) => `{${r.badges.join(",")}}`)}::text[], ${list((r) => r.brandId)}::int[], ${list((r) => r.categoryId)}::int[],
        ${list((r) => r.ratingSum)}::int[], ${list((r) => r.ratingCount)}::int[],
        ${list((r) => r.createdAt.toISOString())}::timestamptz[]
      ) as u(slug, name, description, price, compare_at, availability, stock, badges, brand, category, rating_sum, rating_count, created_at)
      returning ${column(p.id)} as id, ${column(p.slug)} as slug
    ), images as (
      insert into ${pi} (${column(pi.productId)}, ${column(pi.position)}, ${column(pi.mediaKey)})
      select inserted.id, u.position, u.key
      from unnest(
        ${sql.param(images.map((i) => i.slug))}::text[], ${sql.param(images.map((i) => i.position))}::int[],
        ${sql.param(images.map((i) => i.key))}::text[]
      ) as u(slug, position, key)
      join inserted using (slug)
    )
    insert into ${pa} (${column(pa.productId)}, ${column(pa.valueId)}, ${column(pa.featured)})
    select inserted.id, u.value_id, u.featured
    from unnest(
      ${sql.param(values.map((v) => v.slug))}::text[], ${sql.param(values.map((v) => v.valueId))}::int[],
      ${sql.param(values.map((v) => v.featured))}::bool[]
    ) as u(slug, value_id, featured)
    join inserted using (slug)`);
}

async function main(): Promise<void> {
  const count = readCount(process.argv.slice(2));
  const env = parseEnv(process.env);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await database.migrate();
    const db = database.db;
    // The store's own media: the demo pictures the synthetic products reuse go where the store will look for them.
    await seedDemo(db, await openMediaOrFail(env, await createLogger({ level: env.LOG_LEVEL, readable: true })));
    console.log(`Demo catalogue ready (${seconds()} s). Adding ${count.toLocaleString("en-US")} synthetic products…`);

    const { templates, brandsByCategory } = await loadTemplates(db);
    const colorRows = await db
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(eq(attributeValues.attributeSlug, "color"));
    const colorIds = colorRows.map((r) => r.id);
    const first = await firstFreeNumber(db);
    // Seeded from the first number, so a given database state always grows the same way.
    const rng = createRandom(first);
    const now = Date.now();

    for (let done = 0; done < count; ) {
      const size = Math.min(BATCH, count - done);
      const rows = Array.from({ length: size }, (_, i) =>
        synthesize(rng, first + done + i, now, templates, brandsByCategory, colorIds),
      );
      await insertBatch(db, rows);
      done += size;
      if (done % 10_000 === 0 || done === count) {
        console.log(`  ${done.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} products (${seconds()} s)`);
      }
    }
    // Fresh statistics, so the planner knows the catalogue grew, a fresh visibility map, so index-only scans
    // (the price indexes) need not visit the table, and the full-text index's pending list merged, so
    // searches need not scan it: PGlite has no autovacuum to do it later.
    await db.execute(
      sql`vacuum analyze ${products}, ${productImages}, ${productAttributes}, ${catalogFacetCounts}, ${searchTitles}, ${searchTerms}`,
    );
    console.log(`Done: ${count.toLocaleString("en-US")} products added in ${seconds()} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
