/**
 * Server time of a catalogue page (one page of products, the total, every facet and the latest products),
 * on the database the environment names — the embedded one in DATA_DIR, or DATABASE_URL:
 *   DATA_DIR=/tmp/bench-10k npm run seed:large -- --products 10000
 *   DATA_DIR=/tmp/bench-10k npm run bench:catalog
 * Prints p50 and p95 in milliseconds for each filter combination. See bench/README.md.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import { parseCatalogQuery } from "~/lib/catalog-query";
import { catalogPage } from "~server/catalog/catalog-page";
import { openDatabase } from "~server/db/client";
import { products } from "~server/db/schema";
import { parseEnv } from "~server/env";
import { createLocalMediaStore } from "~server/media/local-store";

const SCENARIOS: { name: string; category: string | null; query: string }[] = [
  { name: "all products, no filter", category: null, query: "" },
  { name: "category, no filter", category: "power-tools", query: "" },
  { name: "one filter: brand", category: "power-tools", query: "filter_check=brandix" },
  { name: "one filter: colour", category: "power-tools", query: "filter_color=black" },
  { name: "one filter: discounted", category: null, query: "filter_radio=YES" },
  { name: "one filter: price", category: "power-tools", query: "filter_price=50-400" },
  { name: "all products, price", category: null, query: "filter_price=50-400" },
  { name: "sort by price, page 5", category: "power-tools", query: "sort=price-asc&page=5" },
  {
    name: "all filters",
    category: "power-tools",
    query:
      "filter_category=drills&filter_check=brandix,wakita&filter_color=black,yellow&filter_price=20-900&filter_radio=NO&sort=price-desc",
  },
];

const { values } = parseArgs({
  options: { runs: { type: "string", default: "200" }, warmup: { type: "string", default: "20" } },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);

const env = parseEnv(process.env);
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
await database.migrate();
const media = createLocalMediaStore(path.resolve(env.DATA_DIR, "media"));
const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(products);
console.log(`catalogue: ${n.toLocaleString("en")} products on ${database.kind}; ${runs} runs after ${warmup} warm-up`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

for (const scenario of SCENARIOS) {
  const query = parseCatalogQuery(new URLSearchParams(scenario.query));
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < warmup + runs; i++) {
    const start = performance.now();
    const page = await catalogPage(database.db, media, "en", scenario.category, query);
    const elapsed = performance.now() - start;
    if (i >= warmup) times.push(elapsed);
    total = page?.total ?? -1;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${scenario.name.padEnd(26)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 0.95)
      .toFixed(1)
      .padStart(6)} ms   (${total.toLocaleString("en")} matching)`,
  );
}
await database.close();
