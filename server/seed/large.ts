/**
 * Adds N synthetic products to the configured database, for load and pagination testing:
 *   npm run seed:large -- --products 100000
 * Seeds the demo catalogue first, then clones demo products with new brands, prices, colours and
 * dates, reusing their pictures. Re-running adds N more with fresh slugs.
 */

import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import {
  catalogFacetCounts,
  catalogPriceBuckets,
  productAttributes,
  productImages,
  products,
  searchTerms,
  searchTitles,
} from "../db/schema";
import { parseEnv } from "../env";
import { createLogger } from "../log/logger";
import { openMediaOrFail } from "../startup";
import { seedDemo } from "./demo";
import { addSyntheticProducts } from "./synthetic";

function readCount(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { products: { type: "string", default: "100000" } } });
  const count = Number(values.products);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new Error(`--products must be a positive integer (got "${values.products}")`);
  }
  return count;
}

async function main(): Promise<void> {
  const count = readCount(process.argv.slice(2));
  const env = parseEnv(process.env);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await database.migrate();
    const db = database.db;
    // The store's own media: the demo pictures the synthetic products reuse go where the store will look for them.
    await seedDemo(db, await openMediaOrFail(env, await createLogger({ level: env.LOG_LEVEL, readable: true })));
    console.log(`Demo catalogue ready (${seconds()} s). Adding ${count.toLocaleString("en-US")} synthetic products…`);

    await addSyntheticProducts(db, count, (message) => console.log(`  ${message} (${seconds()} s)`));
    // Fresh statistics, so the planner knows the catalogue grew, a fresh visibility map, so index-only scans
    // (the price indexes) need not visit the table, and the full-text index's pending list merged, so
    // searches need not scan it: PGlite has no autovacuum to do it later.
    await db.execute(
      sql`vacuum analyze ${products}, ${productImages}, ${productAttributes}, ${catalogFacetCounts}, ${catalogPriceBuckets}, ${searchTitles}, ${searchTerms}`,
    );
    console.log(`Done: ${count.toLocaleString("en-US")} products added in ${seconds()} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A failed query's own message would carry every parameter of a batch: its cause names the problem.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(cause instanceof Error ? cause.message : cause);
  process.exitCode = 1;
});
