import { and, type Column, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import { renditionKey } from "~domain/renditions";
import { isListed } from "../catalog/listed";
import { cardColumnsIn, type ProductCard, toProductCard } from "../catalog/product-card";
import type { Db } from "../db/handle";
import { brands, products, searchTitles } from "../db/schema";
import type { MediaStore } from "../media/store";
import { isCorrected, type PreparedSearch, prepareSearch, searchTsquery } from "./search-text";

export const SEARCH_RESULTS_LIMIT = 50;
export const SUGGESTIONS_LIMIT = 5;

/**
 * Where matches are looked for. The results page (and the catalogue's `search`) reads the whole document of
 * each product; the suggestions read only names, brands and categories from the narrow `search_titles`.
 *
 * The work per query is bounded whatever the text matches, one letter or nothing at all, so the planner's
 * guess of how many products match never decides the time. The candidates that get ranked are:
 * - the first `popular` matches among the `walk` most reviewed products (walking the popularity index:
 *   at most `walk` rows read even when nothing matches);
 * - when those are fewer than the query shows, any `matches` matches (the full-text index, whose bitmap of a common
 *   word costs in proportion to the catalogue; a text that needs it is rare among the most reviewed, so matches few);
 * - a product named exactly as the text.
 * A query with fewer matches than that ranks all of them.
 */
const sources = {
  documents: {
    table: products,
    id: products.id,
    vector: products.searchVector,
    popularity: products.ratingCount,
    category: products.categoryId,
    // Hidden listings are matched by no search (search_titles holds listed products only).
    listed: isListed,
    pool: { walk: 2000, popular: 100, matches: 400 },
  },
  titles: {
    table: searchTitles,
    id: searchTitles.productId,
    vector: searchTitles.title,
    popularity: searchTitles.ratingCount,
    category: searchTitles.categoryId,
    listed: undefined,
    pool: { walk: 1500, popular: 20, matches: 60 },
  },
};
type Source = (typeof sources)[keyof typeof sources];

/** The condition "matches the shopper's text" on the whole product, also the catalogue's `search` filter. */
export function matchesSearch(search: PreparedSearch): SQL {
  if (search.words.length === 0) return sql`false`;
  return sql`${products.searchVector} @@ ${searchTsquery(search)}`;
}

type Scope = { categoryIds?: number[] };

/**
 * The order of the best matches (before the id that ends every order): a product named exactly as the text, then
 * products that match without corrections, then by full-text rank (name above brand above category above
 * description), then the most reviewed. The results page sorts by it over every match; the suggestions over a pool.
 */
export function bestMatchFirst(
  search: PreparedSearch,
  source: Pick<Source, "vector" | "popularity"> = sources.documents,
): SQL[] {
  // Text without a word to look for ("򣩶򖚤") matches nothing and has no rank to order by.
  if (search.words.length === 0) return [desc(source.popularity)];
  return [
    desc(sql`lower(${products.name}) = lower(${search.text})`),
    ...(isCorrected(search) ? [desc(sql`${source.vector} @@ ${searchTsquery(search, { exact: true })}`)] : []),
    desc(sql`ts_rank(${source.vector}, ${searchTsquery(search)})`),
    desc(source.popularity),
  ];
}

/** "In the searched category" on a column, when the search is within one. */
const inScope = (scope: Scope, column: Column) => (scope.categoryIds ? inArray(column, scope.categoryIds) : undefined);

/** The first `pool.popular` matches among the `pool.walk` most reviewed products (walking the popularity index). */
function popularMatches(db: Db, source: Source, search: PreparedSearch, scope: Scope) {
  const mostReviewed = db
    .select({ id: sql<number>`${source.id}`.as("id"), vector: source.vector, category: source.category })
    .from(source.table)
    .where(source.listed)
    .orderBy(desc(source.popularity), desc(source.id))
    .limit(source.pool.walk)
    .as("most_reviewed");
  return db
    .select({ id: mostReviewed.id })
    .from(mostReviewed)
    .where(and(sql`${mostReviewed.vector} @@ ${searchTsquery(search)}`, inScope(scope, mostReviewed.category)))
    .limit(source.pool.popular);
}

/** Listed products named exactly as the text (products_name_lower_idx), and passing `more`. */
function exactNames(db: Db, search: PreparedSearch, scope: Scope, more?: SQL) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(
      and(sql`lower(${products.name}) = lower(${search.text})`, isListed, inScope(scope, products.categoryId), more),
    );
}

/**
 * The matches the best-match order must never leave out, whatever else it ranks (the candidates `rankedIds` always
 * takes): the first matches among the most reviewed products, and (`exactNameMatches`) a product named exactly as
 * the text. The results page counts them first when the text has more matches than it counts (counted-matches.ts).
 */
export function mostReviewedMatches(db: Db, search: PreparedSearch, scope: Scope) {
  return popularMatches(db, sources.documents, search, scope);
}

/** Listed products named exactly as the text (within the scope) that match it. */
export function exactNameMatches(db: Db, search: PreparedSearch, scope: Scope) {
  return exactNames(db, search, scope, matchesSearch(search));
}

/** The ids of the best matches among the candidates, best first (`bestMatchFirst`). */
function rankedIds(db: Db, source: Source, search: PreparedSearch, scope: Scope, limit: number) {
  const popular = popularMatches(db, source, search, scope);
  // The full-text index is asked only when the most reviewed products hold fewer matches than are shown: its
  // bitmap of a common word pair costs in proportion to the catalogue (30 ms for "cordless drill" at a million
  // products, decision 040), while a text that needs it matches few products and costs little.
  const fewPopular = sql`(select count(*) from (${popular}) as popular) < ${limit}`;
  const candidates = sql`${popular} union ${db
    .select({ id: source.id })
    .from(source.table)
    .where(
      and(
        fewPopular,
        sql`${source.vector} @@ ${searchTsquery(search)}`,
        inScope(scope, source.category),
        source.listed,
      ),
    )
    .limit(source.pool.matches)} union ${exactNames(db, search, scope)}`;
  const order = [...bestMatchFirst(search, source), desc(source.id)];
  const position = sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("position");
  const ranked = db.select({ id: products.id, position }).from(products).where(sql`${products.id} in (${candidates})`);
  return (source.table === products ? ranked : ranked.innerJoin(source.table, eq(source.id, products.id)))
    .orderBy(position)
    .limit(limit)
    .as("ranked");
}

export type SearchResults = {
  items: ProductCard[];
  /** The words as searched, with the corrections that were added to misspelt ones. */
  corrections: { word: string; alternatives: string[] }[];
  /** The best match's category, for the link to its catalogue view. */
  bestCategoryId: number | null;
};

/** The prepared text and its best matches as card rows (with their category), best first. */
async function rankedRows(db: Db, source: Source, locale: Locale, text: string, scope: Scope, limit: number) {
  const search = await prepareSearch(db, text);
  if (search.words.length === 0) return { search, rows: [] };
  const ranked = rankedIds(db, source, search, scope, limit);
  const rows = await db
    .select({ ...cardColumnsIn(locale), categoryId: products.categoryId })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(ranked.position);
  return { search, rows };
}

/** Products matching the text, optionally within a category's subtree, ranked; at most 50. */
export async function searchProducts(
  db: Db,
  media: MediaStore,
  locale: Locale,
  text: string,
  scope: Scope = {},
): Promise<SearchResults> {
  const { search, rows } = await rankedRows(db, sources.documents, locale, text, scope, SEARCH_RESULTS_LIMIT);
  return {
    items: rows.map((row) => toProductCard(row, media)),
    corrections: search.words.filter((w) => w.alternatives.length > 0),
    bestCategoryId: rows[0]?.categoryId ?? null,
  };
}

/** What a suggestion under the search box shows. */
export type Suggestion = Pick<
  ProductCard,
  "id" | "slug" | "name" | "nameLang" | "priceCents" | "compareAtCents" | "taxClass" | "availability" | "asksColor"
> & {
  thumb: string | null;
};

/** The 5 best matches for text being typed, for the suggestions under the search box. */
export async function suggestProducts(
  db: Db,
  media: MediaStore,
  locale: Locale,
  text: string,
  scope: Scope = {},
): Promise<Suggestion[]> {
  const { rows } = await rankedRows(db, sources.titles, locale, text, scope, SUGGESTIONS_LIMIT);
  return rows.map((row) => {
    const card = toProductCard(row, media);
    return {
      id: card.id,
      slug: card.slug,
      name: card.name,
      nameLang: card.nameLang,
      priceCents: card.priceCents,
      compareAtCents: card.compareAtCents,
      taxClass: card.taxClass,
      availability: card.availability,
      asksColor: card.asksColor,
      thumb: card.picture ? renditionKey(card.picture, "thumb") : null,
    };
  });
}
