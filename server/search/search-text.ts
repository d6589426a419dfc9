import { sql } from "drizzle-orm";
import { cleanSearchText, MAX_SEARCH_TEXT } from "~domain/search-path";
import type { Db } from "../db/handle";

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Misspelt words shorter than this are not corrected: too many words are one letter away. */
const MIN_CORRECTED_LENGTH = 3;
const ALTERNATIVES_PER_WORD = 3;

export type SearchWord = {
  word: string;
  /** The word being typed (the last one, with no space after it) also matches as a prefix. */
  prefix: boolean;
  /** Known words of the catalogue that look like this one, when it is not a word of the catalogue itself. */
  alternatives: string[];
};

export type PreparedSearch = {
  /** The shopper's text, trimmed, with runs of spaces folded, for the exact-name comparison. */
  text: string;
  words: SearchWord[];
};

/**
 * The words of a shopper's text: letters and digits only, so no quote, `%`, `_`, backslash, markup or
 * tsquery operator ever reaches a query as anything but a parameter, and never as syntax.
 */
export function searchWords(raw: string): { text: string; words: Omit<SearchWord, "alternatives">[] } {
  const cut = raw.slice(0, MAX_SEARCH_TEXT);
  const text = cleanSearchText(raw);
  const tokens = (
    cut
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  )
    .map((token) => token.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_WORDS);
  const typing = /[\p{L}\p{M}\p{N}]$/u.test(cut);
  return {
    text,
    words: tokens.map((word, i) => ({ word, prefix: typing && i === tokens.length - 1 })),
  };
}

/**
 * Parses the text and, in one query, looks each word up in the catalogue's vocabulary (`search_terms`):
 * a word that is not there (nor, while typed, the start of one) gets the closest known words by trigram
 * similarity, so "screwdrivr" also searches "screwdriver". Digits and stop words are never corrected.
 */
export async function prepareSearch(db: Db, raw: string): Promise<PreparedSearch> {
  const { text, words } = searchWords(raw);
  if (words.length === 0) return { text, words: [] };
  const unnested = sql`unnest(${sql.param(words.map((w) => w.word))}::text[], ${sql.param(words.map((w) => w.prefix))}::boolean[])
      with ordinality as w(word, prefix, ord)`;
  const rows = await db
    .select({
      ord: sql<number>`w.ord::int`,
      alternatives: sql<string[] | null>`case
        when length(w.word) < ${MIN_CORRECTED_LENGTH} or w.word ~ '[[:digit:]]'
          or numnode(plainto_tsquery('english', w.word)) = 0
          or exists (select from search_terms t where t.term = w.word)
          or (w.prefix and exists (select from search_terms t where t.term >= w.word and t.term < w.word || chr(1114111)))
        then null
        else array(select t.term from search_terms t where t.term % w.word
                   order by similarity(t.term, w.word) desc, t.term limit ${ALTERNATIVES_PER_WORD})
        end`,
    })
    .from(unnested);
  const alternatives = new Map(rows.map((row) => [row.ord, row.alternatives ?? []]));
  return { text, words: words.map((w, i) => ({ ...w, alternatives: alternatives.get(i + 1) ?? [] })) };
}

/** Whether any word was widened with corrections. */
export function isCorrected(search: PreparedSearch): boolean {
  return search.words.some((w) => w.alternatives.length > 0);
}

/**
 * The tsquery of a prepared search: every word must match (AND), each as itself, its corrections (OR) and,
 * for the word being typed, as the start of a word of the name, brand or category (`:*ABC`: a prefix that
 * only the description has would match nearly everything). `exact` leaves the corrections out.
 */
export function searchTsquery(search: PreparedSearch, options: { exact?: boolean } = {}) {
  const clauses = search.words.map((w) => {
    const parts = [sql`plainto_tsquery('english', ${w.word})`];
    // The stemmed prefix ("grinders" → grinder…), or the literal one where the English configuration drops
    // the word as a stop word ("s", "a"): it may only be the start of the word being typed.
    if (w.prefix) {
      const prefix = `${w.word}:*ABC`;
      parts.push(sql`coalesce(nullif(to_tsquery('english', ${prefix}), ''), to_tsquery('simple', ${prefix}))`);
    }
    if (!options.exact) for (const term of w.alternatives) parts.push(sql`plainto_tsquery('english', ${term})`);
    return sql`(${sql.join(parts, sql` || `)})`;
  });
  return sql`(${sql.join(clauses, sql` && `)})`;
}
