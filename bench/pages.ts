// Whole pages under load: the built store in production mode, timed with autocannon.
// Usage: npm run build, then DATA_DIR=… (or DATABASE_URL=postgres://…) npm run bench:pages -- [--seconds 20]
// [--connections 10]
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { someProductPath, startStore } from "./store-process";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]) / 1024;
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
  const idle = await rssMiB(pid);
  console.log(
    `${connections} connections, ${warmup} s warm-up then ${seconds} s per page; server idle ${idle.toFixed(0)} MiB`,
  );
  console.log("| page | req/s | p50 | p99 | errors | server memory after |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const [name, address] of targets) {
    await load(`${store.url}${address}`, warmup);
    const result = await load(`${store.url}${address}`, seconds);
    const errors = result.errors + result.timeouts + result.non2xx;
    const memory = await rssMiB(pid);
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${memory.toFixed(0)} MiB |`,
    );
  }
} finally {
  store.stop();
}
