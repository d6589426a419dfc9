import { and, desc, inArray, sql } from "drizzle-orm";
import { isListed } from "../catalog/listed";
import type { Db } from "../db/handle";
import { products, searchTitles } from "../db/schema";
import { exactNameMatches, matchesSearch, mostReviewedMatches } from "./products";
import { type PreparedSearch, searchTsquery } from "./search-text";

/** How many matches of a text the results page sorts, filters, pages and counts at most (decision 041). */
export const SEARCH_MATCHES_COUNTED = 10_000;

export type CountedMatches = {
  /** The ids of the matches the page works on, ascending (the order of the table, for the lookups by id). */
  ids: number[];
  /** The text has more matches than are counted: `ids` are some of them, and counts over them are not the totals. */
  over: boolean;
};

/**
 * The matches of the text (within the searched category) that the results page works on: all of them when there
 * are at most `cap`. Else `cap` of them: the matches the best-match order never leaves out (an exact name, the
 * first matches among the most reviewed), then the first the database finds among the products whose name, brand
 * or category match (the narrow `search_titles`, read in its own order, when the text matches a large share of the
 * most reviewed titles), then among the rest. A name, brand or category match also matches the whole
 * document (decision 006) and ranks above a match in the description alone, so the page loses little by preferring
 * them. One query, whose work stops at `cap` + 1 matches of each kind whatever the text matches in all; the page's
 * queries then look up those ids instead of matching every product again (decision 041).
 */
export async function countedMatches(
  db: Db,
  search: PreparedSearch,
  subtree: number[] | null,
  cap: number,
  listed: number,
): Promise<CountedMatches> {
  const scope = { categoryIds: subtree ?? undefined };
  const inTitle = and(
    sql`${searchTitles.title} @@ ${searchTsquery(search)}`,
    subtree ? inArray(searchTitles.categoryId, subtree) : undefined,
  );
  // The titles are read first only where the text matches so many (at least DENSE × cap, judged by its share of the
  // most reviewed titles, a few pages of the popularity index) that their first matches come from reading the table
  // in its order. Fewer, and their full-text index costs what the documents' does, whose rows the page reads next.
  const sample = db
    .select({ title: searchTitles.title, categoryId: searchTitles.categoryId })
    .from(searchTitles)
    .orderBy(desc(searchTitles.ratingCount), desc(searchTitles.productId))
    .limit(SAMPLE);
  const titles = db
    .select({ id: sql<number>`${searchTitles.productId}`.as("id") })
    .from(searchTitles)
    .where(and(sql`(select dense from density)`, inTitle))
    .limit(cap + 1);
  // Read only when the titles hold at most `cap` matches: else the text has more than that, whatever the rest holds.
  const documents = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`(select count(*) from titles) <= ${cap}`,
        isListed,
        matchesSearch(search),
        subtree ? inArray(products.categoryId, subtree) : undefined,
      ),
    )
    .limit(cap + 1);
  const over = sql`((select count(*) from titles) > ${cap} or (select count(*) from documents) > ${cap})`;
  const rows = await db.select({ id: sql<number>`counted.id`.mapWith(Number), kind: sql<Kind>`counted.kind` }).from(
    sql`(with density as materialized (
          select count(*) filter (where ${inTitle}) * ${listed}::bigint >= ${DENSE * cap} * greatest(count(*), 1) as dense
          from (${sample}) as search_titles
        ), titles as materialized (${titles}), documents as materialized (${documents})
        select id, 'title' from titles
        union all select id, 'document' from documents
        union all select id, 'exact' from (${exactNameMatches(db, search, scope)}) as exact where ${over}
        union all select id, 'popular' from (${mostReviewedMatches(db, search, scope)}) as popular where ${over}
      ) as counted(id, kind)`,
  );
  const of = (kind: Kind) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const ascending = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
  const [fromTitles, fromDocuments] = [of("title"), of("document")];
  if (fromTitles.length <= cap && fromDocuments.length <= cap) return { ids: ascending(fromDocuments), over: false };
  // An exact name always; then the most reviewed, the title matches, the others (the documents' first matches
  // include title matches again), up to `cap`.
  const counted = new Set(of("exact"));
  for (const id of [...of("popular"), ...fromTitles, ...fromDocuments]) {
    if (counted.size >= cap) break;
    counted.add(id);
  }
  return { ids: ascending(counted), over: true };
}

type Kind = "title" | "document" | "exact" | "popular";

/** How many of the most reviewed titles tell whether a text matches many titles. */
const SAMPLE = 2000;
/** A text that matches this many times the cap is read from the titles first ("drill": 55,207 at a million). */
const DENSE = 4;
