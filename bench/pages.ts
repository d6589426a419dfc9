// Whole pages under load: the built store in production mode, timed with autocannon.
// Usage: npm run build, then DATA_DIR=… (or DATABASE_URL=postgres://…) npm run bench:pages -- [--seconds 20]
// [--connections 10] [--only product]. On PostgreSQL the store runs WEB_CONCURRENCY processes (default: one per core).
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { someProductPath, startStore } from "./store-process";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    // Only the pages whose name contains this text (e.g. --only product).
    only: { type: "string", default: "" },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]) / 1024;
}

/**
 * Resident memory of every process of the store: one figure for a single process; in a cluster, each
 * worker (the processes that serve) and then the primary (which only forks and watches them).
 */
async function memory(pid: number): Promise<string> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, "utf8")).trim().split(/\s+/).filter(Boolean);
  const own = (await rssMiB(pid)).toFixed(0);
  if (children.length === 0) return `${own} MiB`;
  const workers = await Promise.all(children.map(async (child) => (await rssMiB(Number(child))).toFixed(0)));
  return `${workers.join(" / ")} MiB (primary ${own})`;
}

function load(url: string, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    // As a browser asks: compressed with brotli when the server offers it.
    headers: { "accept-encoding": "br, gzip" },
  });
}

const store = await startStore();
const pid = store.child.pid!;
try {
  const product = await someProductPath(store.url);
  const targets = [
    ["/robots.txt (no rendering)", "/robots.txt"],
    ["/site/terms (the shell)", "/site/terms"],
    ["product page", product],
    ["/shop/catalog", "/shop/catalog"],
    ["/", "/"],
    ["catalogue data request", "/shop/catalog.data"],
    ["search suggestions", "/shop/search-suggestions?query=drill&category=all"],
  ] as const;
  console.log(
    `${connections} connections, ${warmup} s warm-up then ${seconds} s per page; server idle ${await memory(pid)}`,
  );
  console.log("Memory: resident (VmRSS) of each process; in a cluster each worker's, then the primary's.");
  console.log("| page | req/s | p50 | p99 | errors | server memory after |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const [name, address] of targets.filter(([name]) => name.includes(values.only))) {
    await load(`${store.url}${address}`, warmup);
    const result = await load(`${store.url}${address}`, seconds);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${await memory(pid)} |`,
    );
  }
} finally {
  await store.stop();
}
