/**
 * Server time of a catalogue page (one page of products, the total, every facet and the latest products),
 * on the database the environment names — the embedded one in DATA_DIR, or DATABASE_URL:
 *   DATA_DIR=/tmp/bench-10k npm run seed:large -- --products 10000
 *   DATA_DIR=/tmp/bench-10k npm run bench:catalog
 * Prints p50 and p95 in milliseconds for each filter combination. See bench/README.md.
 */
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { catalogPage } from "~server/catalog/catalog-page";
import { openBench, p50p95, timeRuns } from "./harness";

const SCENARIOS: { name: string; category: string | null; query: string }[] = [
  { name: "all products, no filter", category: null, query: "" },
  { name: "category, no filter", category: "power-tools", query: "" },
  { name: "one filter: brand", category: "power-tools", query: "filter_check=brandix" },
  { name: "one filter: colour", category: "power-tools", query: "filter_color=black" },
  { name: "one filter: discounted", category: null, query: "filter_radio=YES" },
  { name: "one filter: price", category: "power-tools", query: "filter_price=50-400" },
  { name: "all products, price", category: null, query: "filter_price=50-400" },
  { name: "sort by price, page 5", category: "power-tools", query: "sort=price-asc&page=5" },
  { name: "two colours, all products", category: null, query: "filter_color=black,yellow" },
  {
    name: "all filters",
    category: "power-tools",
    query:
      "filter_category=drills&filter_check=brandix,wakita&filter_color=black,yellow&filter_price=20-900&filter_radio=NO&sort=price-desc",
  },
];

const { database, media, runs, warmup } = await openBench("catalogue");

for (const scenario of SCENARIOS) {
  const query = parseCatalogQuery(new URLSearchParams(scenario.query));
  let total = 0;
  const times = await timeRuns(runs, warmup, async () => {
    total = (await catalogPage(database.db, media, "en", scenario.category, query))?.total ?? -1;
  });
  console.log(`${scenario.name.padEnd(26)} ${p50p95(times)}   (${total.toLocaleString("en")} matching)`);
}
await database.close();
