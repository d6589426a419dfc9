import { and, between, count, eq, inArray, max, min, ne, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "../db/client";
import { catalogColourPrices, catalogFacetCounts, catalogPriceBuckets, products } from "../db/schema";
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
 * price buckets (decision 040), with the slider's bounds still read from the summary; several colours at once from
 * catalog_colour_prices (`groupsInColours`).
 */
export function facetPath(f: ResolvedFilters): FacetPath {
  return f.search === null ? "summary" : "products";
}

const groupKey = (g: { categoryId: number; brandId: number; discounted: boolean }) =>
  `${g.categoryId}/${g.brandId}/${g.discounted}`;

async function groups(db: Db, f: ResolvedFilters, path: FacetPath): Promise<Group[]> {
  if (path === "products") return groupsOfProducts(db, f, true);
  const t = catalogFacetCounts;
  // Colour 0 counts every product once; each colour counts the products that have it.
  const colorIds = f.colorIds ?? [0];
  const [summary, counted] = await Promise.all([
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
    // A product may have several of the chosen colours: a sum of their counts would count it more than once.
    colorIds.length > 1
      ? groupsInColours(db, f)
      : f.priceCents
        ? groupsInPriceRange(db, f, f.priceCents, colorIds[0] ?? 0)
        : null,
  ]);
  if (!counted) return summary;
  return summary.map((g) => ({ ...g, products: counted.get(groupKey(g)) ?? 0 }));
}

/**
 * Products per group in any of the chosen colours (and the price range), from catalog_colour_prices: each colour's
 * rows, less the products that have a chosen colour of a lower bit (counted there), so each product counts once.
 */
async function groupsInColours(db: Db, f: ResolvedFilters): Promise<Map<string, number>> {
  const c = catalogColourPrices;
  const mask = f.colorMask ?? 0;
  const bits = [...Array(53).keys()].filter((bit) => Math.floor(mask / 2 ** bit) % 2 === 1);
  // The chosen colours of a lower bit than the row's: `mask & (2^bit - 1)`. Counted as a FILTER rather than in the
  // WHERE, so that the planner knows how many rows it groups (it would guess few and sort them on disk).
  const lowerChosen = sql`(${mask}::bigint & ((1::bigint << ${c.bit}) - 1))`;
  const rows = await db
    .select({
      categoryId: c.categoryId,
      brandId: c.brandId,
      discounted: c.discounted,
      products: sql<number>`count(*) filter (where (${c.colorBits} & ${lowerChosen}) = 0)`.mapWith(Number),
    })
    .from(c)
    .where(
      and(
        sql`${c.bit} = any(${sql.param(bits)}::smallint[])`,
        f.subtree ? inArray(c.categoryId, f.subtree) : undefined,
        f.priceCents ? between(c.priceCents, f.priceCents.min, f.priceCents.max) : undefined,
      ),
    )
    .groupBy(c.categoryId, c.brandId, c.discounted);
  return new Map(rows.map((g) => [groupKey(g), g.products]));
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
  colorId: number,
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
    .where(and(eq(b.colorId, colorId), f.subtree ? inArray(b.categoryId, f.subtree) : undefined))
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
  pageCategoryId: number | null,
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
  // A text search lists the categories its matches sit in; browsing lists the page's sub-categories.
  const childOf = f.search ? ownCategories(dictionaries) : childLookup(dictionaries, pageCategoryId);
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
    : dictionaries.categories.filter((c) => c.parentId === pageCategoryId);
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

/** Maps every category below the page's category to the child of the page's category it belongs to. */
function childLookup(dictionaries: CatalogDictionaries, pageCategoryId: number | null): Map<number, number> {
  const parentOf = new Map(dictionaries.categories.map((c) => [c.id, c.parentId]));
  const lookup = new Map<number, number>();
  for (const c of dictionaries.categories) {
    let id: number | null = c.id;
    while (id !== null && parentOf.get(id) !== pageCategoryId) id = parentOf.get(id) ?? null;
    if (id !== null) lookup.set(c.id, id);
  }
  return lookup;
}
