import type { CategoryRow } from "../catalog/categories";
import type { PreparedSearch } from "./search-text";

const wordsOf = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** An English plural's singular ("drills" → drill, "presses" → press, "batteries" → battery); other words as they are. */
export function singular(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/**
 * How well a category's name matches the searched words: 4 the same words, 3 the same words in any number
 * ("Drills" for "drill"), 2 every searched word is a word of the name ("Drill Presses" for "drill"), 1 some
 * are, 0 none. A misspelt word counts with its corrections; the word being typed also as the start of a word.
 */
export function nameMatch(name: string, search: PreparedSearch): number {
  const nameWords = wordsOf(name);
  if (nameWords.length === 0 || search.words.length === 0) return 0;
  if (nameWords.join(" ") === search.words.map((w) => w.word).join(" ")) return 4;
  const forms = search.words.map((w) => [w.word, ...w.alternatives].map(singular));
  const same = (i: number, nameWord: string) => forms[i]?.includes(singular(nameWord)) ?? false;
  const found = (i: number) =>
    nameWords.some(
      (nameWord) =>
        same(i, nameWord) || (search.words[i]?.prefix === true && nameWord.startsWith(search.words[i].word)),
    );
  if (nameWords.length === search.words.length && nameWords.every((nameWord, i) => same(i, nameWord))) return 3;
  const matched = search.words.filter((_, i) => found(i)).length;
  if (matched === search.words.length) return 2;
  return matched > 0 ? 1 : 0;
}

/**
 * The category to offer as "See everything in …" for a search: the one whose name best matches the text,
 * the one holding more matches on a tie (a parent counts its sub-categories' matches), then the deeper one; when
 * no name matches, the category holding the most matches itself. `counts`: matches per category they sit in. Within a searched
 * category (`scopeId`), only the categories below it.
 */
export function bestCategory(
  rows: CategoryRow[],
  counts: ReadonlyMap<number, number>,
  search: PreparedSearch,
  scopeId: number | null,
): CategoryRow | null {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const totals = new Map<number, number>();
  const depths = new Map<number, number>();
  const inScope = new Set<number>();
  for (const row of rows) {
    const n = counts.get(row.id) ?? 0;
    let below = scopeId === null;
    let depth = 0;
    for (let id: number | null = row.id; id !== null; id = parentOf.get(id) ?? null, depth++) {
      if (n > 0) totals.set(id, (totals.get(id) ?? 0) + n);
      if (parentOf.get(id) === scopeId) below = true;
    }
    depths.set(row.id, depth);
    if (below && row.id !== scopeId) inScope.add(row.id);
  }
  // Best name match, then most matches, then the more specific (deeper) category.
  const key = (row: CategoryRow, score: number) => [
    score,
    score > 0 ? (totals.get(row.id) ?? 0) : (counts.get(row.id) ?? 0),
    depths.get(row.id) ?? 0,
  ];
  let best: { row: CategoryRow; key: number[] } | null = null;
  for (const row of rows) {
    if (!inScope.has(row.id)) continue;
    const candidate = { row, key: key(row, nameMatch(row.name, search)) };
    if (candidate.key[1] === 0) continue;
    if (!best || ranksAbove(candidate.key, best.key)) best = candidate;
  }
  return best?.row ?? null;
}

/** Whether key `a` ranks above `b`, comparing from the first number on, larger first. */
function ranksAbove(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}
