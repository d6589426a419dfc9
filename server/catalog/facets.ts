import { and, between, count, inArray, max, min, ne, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "../db/handle";
import { catalogColourPairs, catalogFacetCounts, catalogPriceBuckets, products } from "../db/schema";
import { type CatalogDictionaries, conditions, dimensions, type ResolvedFilters } from "./catalog-filters";
import type { FacetOption, Facets } from "./facet-types";
import { priceBucketRuns } from "./price-buckets";

export type FacetCounts = {
  total: number;
  facets: Facets;
  /** Products per option of the category facet (by category id), with every other filter applied. */
  byCategory: Map<number, number>;
};

/** Products of one (category, brand, discounted) group that pass the colour and price filters. */
type Group = { categoryId: number; brandId: number; discounted: boolean; products: number; min: number; max: number };

/** How the facets are counted: from the summary table where the query allows it, else over the products. */
export type FacetPath = "summary" | "products";

/**
 * The summary table has no text: a text search needs the products themselves. A price range is summed from the
 * price buckets (decision 040), with the slider's bounds still read from the summary; several colours at once, less
 * what their sum counts twice (`countedTwice`). Two chosen colours of one bit (positions are meant to be distinct)
 * are counted over the products.
 */
export function facetPath(f: ResolvedFilters): FacetPath {
  return f.search === null && chosenBits(f).length === (f.colorIds?.length ?? 0) ? "summary" : "products";
}

const groupKey = (g: { categoryId: number; brandId: number; discounted: boolean }) =>
  `${g.categoryId}/${g.brandId}/${g.discounted}`;

async function groups(db: Db, f: ResolvedFilters, path: FacetPath): Promise<Group[]> {
  if (path === "products") return groupsOfProducts(db, f, true);
  const t = catalogFacetCounts;
  // Colour 0 counts every product once; each colour counts the products that have it.
  const colorIds = f.colorIds ?? [0];
  const [summary, inRange, twice] = await Promise.all([
    db
      .select({
        categoryId: t.categoryId,
        brandId: t.brandId,
        discounted: t.discounted,
        products: sum(t.products).mapWith(Number),
        // The bounds of a union of colours are the widest of each colour's bounds.
        min: min(t.minPriceCents).mapWith(Number),
        max: max(t.maxPriceCents).mapWith(Number),
      })
      .from(t)
      .where(and(inArray(t.colorId, colorIds), f.subtree ? inArray(t.categoryId, f.subtree) : undefined))
      .groupBy(t.categoryId, t.brandId, t.discounted),
    // Within a price range the sum comes from the buckets; several colours' sum counts some products twice.
    f.priceCents ? groupsInPriceRange(db, f, f.priceCents, colorIds) : null,
    colorIds.length > 1 ? countedTwice(db, f) : null,
  ]);
  return summary.map((g) => {
    const key = groupKey(g);
    return { ...g, products: (inRange ? (inRange.get(key) ?? 0) : g.products) - (twice?.get(key) ?? 0) };
  });
}

/** The bits of the chosen colours in products.color_bits, lowest first. */
const chosenBits = (f: ResolvedFilters) =>
  [...Array(53).keys()].filter((bit) => Math.floor((f.colorMask ?? 0) / 2 ** bit) % 2 === 1);

/**
 * Per group (within the price range), how many times a sum of the chosen colours' counts counted a product more
 * than once: k − 1 for a product in k of them. Each such product is read once, from catalog_colour_pairs, under the
 * pair of its two lowest chosen colours (a row whose colours hold no chosen one below its higher colour but its
 * lower); only the chosen pairs' rows are read. Counted in a FILTER, so the planner knows how many rows it groups.
 */
async function countedTwice(db: Db, f: ResolvedFilters): Promise<Map<string, number>> {
  const p = catalogColourPairs;
  const mask = f.colorMask ?? 0;
  const bits = chosenBits(f);
  const pairs = bits.flatMap((low, i) => bits.slice(i + 1).map((high) => low * 64 + high));
  const chosen = sql`(${p.colorBits} & ${mask}::bigint)`;
  const lowestTwo = sql`(${chosen} & ((1::bigint << (${p.pair} % 64)) - 1)) = (1::bigint << (${p.pair} / 64))`;
  const rows = await db
    .select({
      categoryId: p.categoryId,
      brandId: p.brandId,
      discounted: p.discounted,
      extra: sql<number>`coalesce(sum(bit_count(${chosen}::bit(64)) - 1) filter (where ${lowestTwo}), 0)`.mapWith(
        Number,
      ),
    })
    .from(p)
    .where(
      and(
        sql`${p.pair} = any(${sql.param(pairs)}::smallint[])`,
        f.subtree ? inArray(p.categoryId, f.subtree) : undefined,
        f.priceCents ? between(p.priceCents, f.priceCents.min, f.priceCents.max) : undefined,
      ),
    )
    .groupBy(p.categoryId, p.brandId, p.discounted);
  return new Map(rows.map((g) => [groupKey(g), g.extra]));
}

/**
 * The runs of buckets that hold exactly the prices of the range (whole dollars, as the filter gives them), as a
 * table to join: one index range per run, read from the index alone (an OR of the runs would visit the table).
 */
function bucketRunsOf(range: { min: number; max: number }): SQL {
  const runs = priceBucketRuns(range.min / 100, range.max / 100);
  return sql`unnest(${sql.param(runs.map((r) => r.width))}::int[], ${sql.param(runs.map((r) => r.first))}::int[], ${sql.param(runs.map((r) => r.last))}::int[]) as runs(width, first, last)`;
}

const inRun = sql`${catalogPriceBuckets.width} = runs.width and ${catalogPriceBuckets.bucket} between runs.first and runs.last`;

/** Products per (category, brand, discounted) group within the price range, summed from its buckets. */
async function groupsInPriceRange(
  db: Db,
  f: ResolvedFilters,
  range: { min: number; max: number },
  colorIds: number[],
): Promise<Map<string, number>> {
  const b = catalogPriceBuckets;
  const rows = await db
    .select({
      categoryId: b.categoryId,
      brandId: b.brandId,
      discounted: b.discounted,
      products: sum(b.products).mapWith(Number),
    })
    .from(b)
    .innerJoin(bucketRunsOf(range), inRun)
    .where(and(inArray(b.colorId, colorIds), f.subtree ? inArray(b.categoryId, f.subtree) : undefined))
    .groupBy(b.categoryId, b.brandId, b.discounted);
  return new Map(rows.map((g) => [groupKey(g), g.products]));
}

/** Groups counted over the products that pass the price and colour filters (and the text search). */
async function groupsOfProducts(db: Db, f: ResolvedFilters, withBounds: boolean): Promise<Group[]> {
  const d = dimensions.products;
  const inPrice = f.priceCents
    ? sql`${products.priceCents} between ${f.priceCents.min} and ${f.priceCents.max}`
    : sql`true`;
  const rows = await db
    .select({
      categoryId: d.categoryId,
      brandId: d.brandId,
      discounted: d.discounted,
      products: sql<number>`count(*) filter (where ${inPrice})`.mapWith(Number),
      // Price bounds ignore the price filter, so the slider keeps its full range while it is used.
      min: min(products.priceCents),
      max: max(products.priceCents),
    })
    .from(products)
    .where(conditions(f, "products", ["category", "brand", "discount", ...(withBounds ? (["price"] as const) : [])]))
    .groupBy(d.categoryId, d.brandId, d.discounted);
  return rows.map((row) => ({ ...row, min: row.min ?? 0, max: row.max ?? 0 }));
}

/** Products per colour (by colour id), with every filter but the colour one. */
async function colorCounts(
  db: Db,
  dictionaries: CatalogDictionaries,
  f: ResolvedFilters,
  path: FacetPath,
): Promise<Map<number, number>> {
  if (path === "summary" && !f.priceCents) {
    const rows = await db
      .select({ colorId: catalogFacetCounts.colorId, products: sum(catalogFacetCounts.products).mapWith(Number) })
      .from(catalogFacetCounts)
      .where(and(ne(catalogFacetCounts.colorId, 0), conditions(f, "summary", ["color"])))
      .groupBy(catalogFacetCounts.colorId);
    return new Map(rows.map((row) => [row.colorId, row.products]));
  }
  if (path === "summary" && f.priceCents) {
    const b = catalogPriceBuckets;
    const rows = await db
      .select({ colorId: b.colorId, products: sum(b.products).mapWith(Number) })
      .from(b)
      .innerJoin(bucketRunsOf(f.priceCents), inRun)
      .where(and(ne(b.colorId, 0), conditions(f, "buckets", ["color"])))
      .groupBy(b.colorId);
    return new Map(rows.map((row) => [row.colorId, row.products]));
  }
  // One row per combination of colours present (a few hundred at most), read from the price indexes.
  const rows = await db
    .select({ bits: products.colorBits, products: count() })
    .from(products)
    .where(conditions(f, "products", ["color"]))
    .groupBy(products.colorBits);
  const hasBit = (bits: number, bit: number) => Math.floor(bits / 2 ** bit) % 2 === 1;
  return new Map(
    dictionaries.colors.map((c) => [
      c.id,
      rows.reduce((n, row) => (hasBit(row.bits, c.bit) ? n + row.products : n), 0),
    ]),
  );
}

/** The total and the sidebar facets of a catalogue query. */
export async function countFacets(
  db: Db,
  dictionaries: CatalogDictionaries,
  f: ResolvedFilters,
  /** Whose children the category facet lists (the page's category, or the category it shows; decision 067). */
  listedCategoryId: number | null,
  path: FacetPath = facetPath(f),
): Promise<FacetCounts> {
  const [rows, byColor] = await Promise.all([groups(db, f, path), colorCounts(db, dictionaries, f, path)]);
  const passes = {
    category: (g: Group) => !f.category || f.category.ids.has(g.categoryId),
    brand: (g: Group) => !f.brandIds || f.brandIds.includes(g.brandId),
    discount: (g: Group) => f.discount === "ALL" || g.discounted === (f.discount === "YES"),
  };
  const total = (keep: (g: Group) => boolean) => rows.reduce((n, g) => (keep(g) ? n + g.products : n), 0);
  const all = (g: Group) => passes.category(g) && passes.brand(g) && passes.discount(g);

  // Each option of a facet counts with every other filter applied.
  const brandCounts = new Map<number, number>();
  const childCounts = new Map<number, number>();
  // A text search lists the categories its matches sit in; browsing lists the shown category's sub-categories.
  const childOf = f.search ? ownCategories(dictionaries) : childLookup(dictionaries, listedCategoryId);
  for (const g of rows) {
    if (passes.category(g) && passes.discount(g)) {
      brandCounts.set(g.brandId, (brandCounts.get(g.brandId) ?? 0) + g.products);
    }
    const child = childOf.get(g.categoryId);
    if (child !== undefined && passes.brand(g) && passes.discount(g)) {
      childCounts.set(child, (childCounts.get(child) ?? 0) + g.products);
    }
  }
  const bounded = rows.filter(all);
  const options = <T extends { id: number; slug: string; name: string }>(
    items: T[],
    counts: Map<number, number>,
    isSelected: (item: T) => boolean,
  ) =>
    items.flatMap((item) => {
      const selected = isSelected(item);
      const n = counts.get(item.id) ?? 0;
      return n > 0 || selected ? [{ item, option: { slug: item.slug, name: item.name, count: n, selected } }] : [];
    });

  const children = f.search
    ? dictionaries.categories
        .filter((c) => childCounts.has(c.id) || c.slug === f.category?.slug)
        .sort((a, b) => (childCounts.get(b.id) ?? 0) - (childCounts.get(a.id) ?? 0))
    : dictionaries.categories.filter((c) => c.parentId === listedCategoryId);
  return {
    total: total(all),
    byCategory: childCounts,
    facets: {
      categories: options(children, childCounts, (c) => c.slug === f.category?.slug)
        .filter(({ option }, index) => index < 10 || option.selected)
        .map(({ option }) => option),
      brands: options(dictionaries.brands, brandCounts, (b) => f.brandIds?.includes(b.id) ?? false).map(
        ({ option }) => option,
      ),
      colors: options(dictionaries.colors, byColor, (c) => f.colorIds?.includes(c.id) ?? false).map(
        ({ item, option }): FacetOption & { hex: string } => ({ ...option, hex: item.hex }),
      ),
      price:
        bounded.length > 0
          ? {
              min: Math.floor(Math.min(...bounded.map((g) => g.min)) / 100),
              max: Math.ceil(Math.max(...bounded.map((g) => g.max)) / 100),
            }
          : null,
      discount: {
        ALL: total((g) => passes.category(g) && passes.brand(g)),
        YES: total((g) => passes.category(g) && passes.brand(g) && g.discounted),
        NO: total((g) => passes.category(g) && passes.brand(g) && !g.discounted),
      },
    },
  };
}

/** Maps every category to itself: the facet of a text search counts each category its matches sit in. */
function ownCategories(dictionaries: CatalogDictionaries): Map<number, number> {
  return new Map(dictionaries.categories.map((c) => [c.id, c.id]));
}

/** Maps every category below the listed category to the child of the listed category it belongs to. */
function childLookup(dictionaries: CatalogDictionaries, listedCategoryId: number | null): Map<number, number> {
  const parentOf = new Map(dictionaries.categories.map((c) => [c.id, c.parentId]));
  const lookup = new Map<number, number>();
  for (const c of dictionaries.categories) {
    let id: number | null = c.id;
    while (id !== null && parentOf.get(id) !== listedCategoryId) id = parentOf.get(id) ?? null;
    if (id !== null) lookup.set(c.id, id);
  }
  return lookup;
}
