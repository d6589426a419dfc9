/**
 * Synthetic products for load and pagination testing (seed:large): clones of the demo products with new brands,
 * prices, colours and dates, reusing their pictures. Re-running adds more with fresh slugs.
 */ import { and, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { productSlug } from "../catalog/product-slug";
import type { Db } from "../db/handle";
import { attributeValues, brands, categoryBrands, productImages, products } from "../db/schema";
import { bulkLoadProducts, type StagedProduct } from "./bulk-load";
import { createRandom, type Random } from "./data-random";
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

/**
 * Adds `count` synthetic products, cloned from the demo products already in the database, in one transaction
 * (server/seed/bulk-load.ts). `log` hears the steps.
 */
export async function addSyntheticProducts(db: Db, count: number, log: (message: string) => void): Promise<void> {
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

  await bulkLoadProducts(
    db,
    count,
    async ({ firstId, stage }) => {
      for (let done = 0; done < count; ) {
        const size = Math.min(BATCH, count - done);
        const rows: StagedProduct[] = Array.from({ length: size }, (_, i) => {
          const row = synthesize(rng, first + done + i, now, templates, brandsByCategory, colorIds);
          return { ...row.product, id: firstId + done + i, imageKeys: row.imageKeys, valueIds: row.valueIds };
        });
        await stage(rows);
        done += size;
        if (done % 100_000 === 0 || done === count) {
          log(`${done.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} staged`);
        }
      }
    },
    log,
  );
}
