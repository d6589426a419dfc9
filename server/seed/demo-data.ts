import { productSlug } from "../catalog/product-slug";
import type { availability } from "../db/schema";
import { CAPACITIES, type ColorSlug, capacitySlug, speedSlug, VOLTAGES, voltageSlug } from "./data-attributes";
import { newsAndReviewPosts } from "./data-blog-news-reviews";
import type { DemoBlogPost } from "./data-blog-types";
import { workshopPosts } from "./data-blog-workshop";
import { type BrandSlug, demoBrands } from "./data-brands-currencies";
import { EMPTY_CATEGORY_SLUG, flattenCategories, isLeaf } from "./data-categories";
import { equipmentLines } from "./data-lines-equipment";
import { generalLines } from "./data-lines-general";
import { toolLines } from "./data-lines-tools";
import type { PowerProfile, ProductLine } from "./data-product-lines";
import { createRandom, type Random } from "./data-random";
import type { ArtKind } from "./product-art";

export { demoAttributes } from "./data-attributes";
export type { DemoBlogPost } from "./data-blog-types";
export { type BrandSlug, demoBrands, demoCurrencies } from "./data-brands-currencies";
export { demoCategories, flattenCategories } from "./data-categories";

export type Badge = "new" | "hot" | "used" | "sale";
export type Availability = (typeof availability.enumValues)[number];

/** A non-colour attribute value of a product, by slugs. */
export type DemoProductAttribute = { attribute: string; value: string; featured: boolean };

export type DemoProduct = {
  slug: string;
  name: string;
  /** The name without brand and model code, e.g. "18V Brushless Cordless Drill Driver". */
  title: string;
  description: string;
  priceCents: number;
  compareAtCents: number | null;
  availability: Availability;
  badges: Badge[];
  brand: BrandSlug;
  category: string;
  art: ArtKind;
  colors: ColorSlug[];
  /** Whether the first colour is a featured attribute (for products without technical ones). */
  colorFeatured: boolean;
  attributes: DemoProductAttribute[];
  imageCount: number;
  ratingSum: number;
  ratingCount: number;
  /** Age of the listing in days; the seed turns it into `created_at`. */
  daysAgo: number;
};

/** Slug of the fixed screwdriver shown on the demo product pages. */
import { DEMO_PRODUCT_SLUG } from "../catalog/demo-product";

export { DEMO_PRODUCT_SLUG };

const SEED = 0x5eed_2024;
/** How far back the demo listings go. */
export const CATALOGUE_AGE_DAYS = 120;

const demoScrewdriver: DemoProduct = {
  slug: DEMO_PRODUCT_SLUG,
  name: "Brandix Screwdriver SCREW1500ACC",
  title: "Cordless Screwdriver",
  description:
    "The Brandix SCREW1500ACC is a compact 18 V cordless screwdriver for assembly, cabinetry and general fixing work. " +
    "Its brushless motor reaches 1500 RPM, and a 21-stage clutch stops every screw flush with the surface. " +
    "Two 2 Ah Li-Ion batteries and a fast charger come in the case, so a charged pack is always ready. " +
    "An LED work light and a magnetic bit holder keep small jobs quick and tidy.",
  priceCents: 14_999,
  compareAtCents: 18_999,
  availability: "in-stock",
  badges: ["sale", "hot"],
  brand: "brandix",
  category: "screwdrivers",
  art: "cordless-screwdriver",
  colors: ["yellow", "black", "dark-gray"],
  colorFeatured: false,
  attributes: [
    { attribute: "power-source", value: "cordless", featured: true },
    { attribute: "voltage", value: voltageSlug(18), featured: true },
    { attribute: "speed", value: speedSlug(1500), featured: true },
    { attribute: "battery-cell-type", value: "li-ion", featured: false },
    { attribute: "battery-capacity", value: capacitySlug(2), featured: false },
  ],
  imageCount: 3,
  ratingSum: 50,
  ratingCount: 11,
  daysAgo: 2,
};

function powerOf(line: ProductLine, title: string, override: PowerProfile | undefined): PowerProfile {
  if (override) return override;
  if (line.power === "none") return "none";
  if (/pneumatic/i.test(title)) return "pneumatic";
  if (/cordless|\b\d+V\b/i.test(title)) return "cordless";
  if (/corded|\b\d+W\b/i.test(title)) return "corded";
  return line.power;
}

function technicalAttributes(
  rng: Random,
  line: ProductLine,
  title: string,
  power: PowerProfile,
): DemoProductAttribute[] {
  const out: DemoProductAttribute[] = [];
  const add = (attribute: string, value: string, featured: boolean) => {
    if (!out.some((a) => a.attribute === attribute && a.value === value)) out.push({ attribute, value, featured });
  };
  if (power !== "none") add("power-source", power, true);
  if (power === "cordless") {
    const stated = Number(/(\d+)\s?V\b/.exec(title)?.[1]);
    const volts = VOLTAGES.find((v) => v === stated && v !== 220) ?? rng.pick([12, 18, 18, 20, 36] as const);
    add("voltage", voltageSlug(volts), true);
    const cell = rng.next();
    add("battery-cell-type", cell < 0.85 ? "li-ion" : cell < 0.95 ? "nimh" : "nicd", false);
    add("battery-capacity", capacitySlug(rng.pick(CAPACITIES)), false);
  }
  if (power === "corded") add("voltage", voltageSlug(220), false);
  if (line.speeds && power !== "manual" && power !== "none") add("speed", speedSlug(rng.pick(line.speeds)), true);
  for (const [attribute, value] of line.extra ?? []) add(attribute, value, !out.some((a) => a.featured));
  return out;
}

function priceOf(rng: Random, [min, max]: readonly [number, number]): number {
  const dollars = Math.round(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))));
  return dollars * 100 + (dollars < 1000 && rng.chance(0.6) ? 99 : 0);
}

function productsOfLine(rng: Random, line: ProductLine, art: ArtKind, names: Set<string>): DemoProduct[] {
  return line.items.map(([title, code, options]) => {
    const brandSlug = rng.pick(line.brands);
    const brand = demoBrands.find((b) => b.slug === brandSlug);
    if (!brand) throw new Error(`Unknown brand ${brandSlug}`);
    let name = line.naming === "edition" ? `${title}, ${brand.name} Edition` : "";
    while (!name || names.has(name)) {
      if (line.naming === "edition") throw new Error(`Duplicate demo product ${name}`);
      name = `${brand.name} ${title} ${code}-${rng.int(100, 999)}`;
    }
    names.add(name);

    const picked = rng
      .sample(
        line.sentences.map((_, i) => i),
        rng.int(1, 3),
      )
      .sort((a, b) => a - b);
    const lead = line.lead.replace("{brand}", brand.name).replace("{title}", title);
    const description = [lead, ...picked.map((i) => line.sentences[i])].join(" ");

    const priceCents = priceOf(rng, line.price);
    const compareAtCents = rng.chance(0.34) ? Math.round((priceCents * (1.12 + rng.next() * 0.35)) / 100) * 100 : null;
    const daysAgo = rng.next() * CATALOGUE_AGE_DAYS;
    const badges: Badge[] = [];
    if (daysAgo < 21 && rng.chance(0.6)) badges.push("new");
    if (compareAtCents !== null && rng.chance(0.55)) badges.push("sale");
    if (rng.chance(0.1)) badges.push("hot");
    if (rng.chance(0.04)) badges.push("used");
    const roll = rng.next();
    const availability: Availability = roll < 0.82 ? "in-stock" : roll < 0.93 ? "sold-out" : "out-of-order";
    const ratingCount = rng.chance(0.2) ? 0 : rng.int(1, 40);
    const ratingSum = Math.min(5 * ratingCount, Math.max(ratingCount, Math.round(ratingCount * (3 + rng.next() * 2))));
    const attributes = technicalAttributes(rng, line, title, powerOf(line, title, options?.power));

    return {
      slug: productSlug(name),
      name,
      title,
      description,
      priceCents,
      compareAtCents: compareAtCents !== null && compareAtCents > priceCents ? compareAtCents : null,
      availability,
      badges,
      brand: brand.slug,
      category: line.category,
      art,
      colors: rng.sample(line.colors, rng.pick([1, 1, 2, 2, 3])),
      colorFeatured: !attributes.some((a) => a.featured),
      attributes,
      imageCount: rng.chance(0.25) ? 2 : 1,
      ratingSum,
      ratingCount,
      daysAgo,
    };
  });
}

const productLines: ProductLine[] = [...toolLines, ...equipmentLines, ...generalLines];

/** The demo catalogue; the same on every call and every machine. */
export function buildDemoProducts(): DemoProduct[] {
  const rng = createRandom(SEED);
  const leaves = new Map(
    flattenCategories()
      .filter(isLeaf)
      .map((c) => [c.slug, c]),
  );
  const names = new Set([demoScrewdriver.name]);
  const products = [demoScrewdriver];
  for (const line of productLines) {
    const leaf = leaves.get(line.category);
    if (!leaf) throw new Error(`Product line ${line.category} is not a leaf category`);
    if (line.category === EMPTY_CATEGORY_SLUG) throw new Error(`${EMPTY_CATEGORY_SLUG} must stay empty`);
    products.push(...productsOfLine(rng, line, leaf.art, names));
  }
  const slugs = new Set(products.map((p) => p.slug));
  if (slugs.size !== products.length) throw new Error("Demo product slugs are not unique");
  return products;
}

/**
 * Brands offered by each category: a leaf offers its product line's brands (or a default pair when
 * it has no products); a parent offers the union of its children's.
 */
export function buildCategoryBrands(products: DemoProduct[]): Map<string, Set<BrandSlug>> {
  const categories = flattenCategories();
  const links = new Map<string, Set<BrandSlug>>(categories.map((c) => [c.slug, new Set<BrandSlug>()]));
  for (const line of productLines) for (const brand of line.brands) links.get(line.category)?.add(brand);
  for (const product of products) links.get(product.category)?.add(product.brand);
  for (const category of categories) {
    const own = links.get(category.slug);
    if (own && isLeaf(category) && own.size === 0) for (const brand of ["brandix", "mitasia"] as const) own.add(brand);
  }
  // Deepest first, so each parent sees its children's final sets.
  for (const category of [...categories].sort((a, b) => b.depth - a.depth)) {
    if (!category.parentSlug) continue;
    const parent = links.get(category.parentSlug);
    for (const brand of links.get(category.slug) ?? []) parent?.add(brand);
  }
  return links;
}

export const demoBlogPosts: DemoBlogPost[] = [...newsAndReviewPosts, ...workshopPosts].sort(
  (a, b) => a.daysAgo - b.daysAgo,
);
