import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~server/db/handle";
import {
  attributes,
  attributeValues,
  brands,
  categories,
  currencies,
  productAttributes,
  products,
} from "~server/db/schema";
import { insertDemoSettings } from "~server/seed/demo-settings";

const text = (en: string) => ({ en, ru: en, ar: en });

/**
 * A small catalogue whose every count is known by construction:
 *   tools → drills (5 products), saws (3); garden → mowers (2); books (none)
 * brands acme, bolt, crown; colours red, blue, green.
 */
export type FixtureProduct = {
  slug: string;
  category: "drills" | "saws" | "mowers";
  brand: "acme" | "bolt" | "crown";
  price: number; // dollars
  compareAt?: number;
  colors: ("red" | "blue" | "green")[];
  daysOld: number;
};

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  { slug: "drill-a", category: "drills", brand: "acme", price: 10, colors: ["red"], daysOld: 1 },
  { slug: "drill-b", category: "drills", brand: "acme", price: 25, compareAt: 30, colors: ["red", "blue"], daysOld: 2 },
  { slug: "drill-c", category: "drills", brand: "bolt", price: 50, colors: ["blue"], daysOld: 3 },
  { slug: "drill-d", category: "drills", brand: "crown", price: 75.5, compareAt: 99, colors: [], daysOld: 4 },
  { slug: "drill-e", category: "drills", brand: "bolt", price: 100, colors: ["green", "red"], daysOld: 5 },
  { slug: "saw-a", category: "saws", brand: "acme", price: 40, colors: ["green"], daysOld: 6 },
  { slug: "saw-b", category: "saws", brand: "crown", price: 60, compareAt: 50, colors: ["red"], daysOld: 7 },
  { slug: "saw-c", category: "saws", brand: "bolt", price: 5, compareAt: 8, colors: ["blue", "green"], daysOld: 8 },
  { slug: "mower-a", category: "mowers", brand: "crown", price: 300, colors: ["green"], daysOld: 9 },
  { slug: "mower-b", category: "mowers", brand: "acme", price: 250, compareAt: 280, colors: ["red"], daysOld: 10 },
];

export async function seedCatalogFixture(db: Db) {
  const [tools, garden, books] = await db
    .insert(categories)
    .values([
      { slug: "tools", name: text("Tools"), position: 0 },
      { slug: "garden", name: text("Garden"), position: 1 },
      { slug: "books", name: text("Books"), position: 2 },
    ])
    .returning();
  const leaves = await db
    .insert(categories)
    .values([
      { slug: "drills", name: text("Drills"), parentId: tools!.id, position: 0 },
      { slug: "saws", name: text("Saws"), parentId: tools!.id, position: 1 },
      { slug: "mowers", name: text("Mowers"), parentId: garden!.id, position: 0 },
    ])
    .returning();
  const brandRows = await db
    .insert(brands)
    .values(["acme", "bolt", "crown"].map((slug) => ({ slug, name: slug.toUpperCase() })))
    .returning();
  await db.insert(attributes).values({ slug: "color", name: text("Colour") });
  const colorRows = await db
    .insert(attributeValues)
    .values(
      ["red", "blue", "green"].map((slug, position) => ({
        attributeSlug: "color",
        slug,
        name: text(slug),
        hex: ["#ff0000", "#0000ff", "#00ff00"][position],
        position,
      })),
    )
    .returning();
  const id = <T extends { slug: string; id: number }>(rows: T[], slug: string) => rows.find((r) => r.slug === slug)!.id;
  const now = Date.now();
  const inserted = await db
    .insert(products)
    .values(
      FIXTURE_PRODUCTS.map((p) => ({
        slug: p.slug,
        name: p.slug.replace("-", " ").toUpperCase(),
        description: p.slug,
        priceCents: Math.round(p.price * 100),
        compareAtCents: p.compareAt ? p.compareAt * 100 : null,
        brandId: id(brandRows, p.brand),
        categoryId: id(leaves, p.category),
        // Plenty: a test about running out sets a product's stock itself.
        stock: 50,
        createdAt: new Date(now - p.daysOld * 86_400_000),
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const links = FIXTURE_PRODUCTS.flatMap((p) =>
    p.colors.map((color) => ({ productId: id(inserted, p.slug), valueId: id(colorRows, color) })),
  );
  await db.insert(productAttributes).values(links);
  // The store takes bank transfers (the checkout's default) and cheques, as the demo store does.
  await db.transaction(insertDemoSettings);
  return { tools: tools!, garden: garden!, books: books!, colorId: (slug: string) => id(colorRows, slug) };
}

export async function productId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row!.id;
}

/**
 * A colour the product can be added to a cart in: its first, or '' when it has none. A test that is not about
 * colours adds a product sold in several (drill-b, drill-e, saw-c) in this one.
 */
export async function firstColor(db: Db, productId: number): Promise<string> {
  const [row] = await db
    .select({ slug: attributeValues.slug })
    .from(productAttributes)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributes.valueId))
    .where(and(eq(productAttributes.productId, productId), eq(attributeValues.attributeSlug, "color")))
    .orderBy(asc(attributeValues.position))
    .limit(1);
  return row?.slug ?? "";
}

/** The one currency an order needs: US dollars at rate 1. */
export async function seedDollar(db: Db): Promise<void> {
  await db
    .insert(currencies)
    .values({ code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } });
}
