import path from "node:path";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import { openDatabase } from "~server/db/client";
import { products } from "~server/db/schema";
import { parseEnv } from "~server/env";
import { createLocalMediaStore } from "~server/media/local-store";

/**
 * The database the environment names (DATA_DIR or DATABASE_URL), migrated, with its media store and the
 * `--runs` / `--warmup` options; prints what is measured on what.
 */
export async function openBench(what: string) {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "200" }, warmup: { type: "string", default: "20" } },
    // A benchmark may read options of its own (bench:import's --rows).
    strict: false,
  });
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  const env = parseEnv(process.env);
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  await database.migrate();
  const media = createLocalMediaStore(path.resolve(env.DATA_DIR, "media"));
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(products);
  console.log(`${what}: ${n.toLocaleString("en")} products on ${database.kind}; ${runs} runs after ${warmup} warm-up`);
  return { database, media, runs, warmup };
}

/** Runs `fn` `warmup` times untimed, then `runs` times timed; returns the sorted times in milliseconds. */
export async function timeRuns(runs: number, warmup: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const start = performance.now();
    await fn();
    if (i >= warmup) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The p-th percentile (0–1) of sorted times, by the nearest-rank method. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** "p50    7.3 ms   p95   11.6 ms" */
export function p50p95(sorted: number[]): string {
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1).padStart(6)} ms`;
  return `p50 ${ms(0.5)}   p95 ${ms(0.95)}`;
}
