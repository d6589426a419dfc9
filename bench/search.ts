/**
 * Server time of the search suggestions (what GET /shop/search-suggestions waits for: the words looked up in
 * the vocabulary, then the 5 best matches ranked) over realistic queries, on the database the environment
 * names — the embedded one in DATA_DIR, or DATABASE_URL:
 *   DATA_DIR=/tmp/bench-10k npm run seed:large -- --products 10000
 *   DATA_DIR=/tmp/bench-10k npm run bench:search
 * Prints p50 and p95 in milliseconds for each query, then over all of them; then the results page's search
 * (the first 12 best matches, their total and facets; at most 10,000 matches counted, decision 041) for a few of the
 * same queries. See bench/README.md.
 */

import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { categoryBySlug } from "~server/catalog/categories";
import { suggestProducts } from "~server/search/products";
import { searchPage } from "~server/search/search-page";
import { openBench, p50p95, timeRuns } from "./harness";

const QUERIES: { text: string; category?: string; kind: string }[] = [
  { text: "d", kind: "one letter" },
  { text: "s", kind: "one letter" },
  { text: "g", kind: "one letter" },
  { text: "dr", kind: "prefix" },
  { text: "scr", kind: "prefix" },
  { text: "angle gr", kind: "prefix" },
  { text: "drill", kind: "word" },
  { text: "hammer", kind: "word" },
  { text: "cordless drill", kind: "words" },
  { text: "angle grinder", kind: "words" },
  { text: "screwdriver set", kind: "words" },
  { text: "wakita 18v", kind: "brand, model" },
  { text: "125 mm", kind: "sizes" },
  { text: "plumbing", kind: "category" },
  { text: "screwdrivr", kind: "typo" },
  { text: "angel grinder", kind: "typo" },
  { text: "hamer dril", kind: "typos" },
  { text: "cordles drill", kind: "typo" },
  { text: "wrentch", kind: "typo" },
  { text: "дрели", kind: "Russian category" },
  { text: "xylophone", kind: "no match" },
  { text: "drill", category: "power-tools", kind: "word in a category" },
  { text: "s", category: "hand-tools", kind: "letter in a category" },
];

const { database, media, runs, warmup } = await openBench("search suggestions");
const all: number[] = [];
for (const query of QUERIES) {
  const view = query.category ? await categoryBySlug(database.db, query.category, "en") : null;
  const scope = view ? { categoryIds: view.subtreeIds } : {};
  let found = 0;
  const times = await timeRuns(runs, warmup, async () => {
    found = (await suggestProducts(database.db, media, "en", query.text, scope)).length;
  });
  all.push(...times);
  const label = `${query.text}${query.category ? ` (in ${query.category})` : ""}`;
  console.log(`${label.padEnd(28)} ${query.kind.padEnd(22)} ${p50p95(times)}   (${found} shown)`);
}
console.log(`${"all queries".padEnd(51)} ${p50p95(all.sort((a, b) => a - b))}`);

console.log("\nresults page (searchPage: the first 12 best matches, their total and facets)");
const firstPage = parseCatalogQuery(new URLSearchParams());
for (const text of ["d", "drill", "cordless drill", "angle grinder", "hamer dril", "125 mm", "xylophone"]) {
  let found = "";
  const times = await timeRuns(runs, warmup, async () => {
    const page = await searchPage(database.db, media, "en", text, null, firstPage);
    found = page.countedOnly === null ? `${page.total} found` : `over ${page.countedOnly} found, ${page.total} counted`;
  });
  console.log(`${text.padEnd(51)} ${p50p95(times)}   (${found})`);
}
await database.close();
