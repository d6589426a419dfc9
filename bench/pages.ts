// Whole pages under load: the built store in production mode, timed with autocannon.
// Usage: npm run build, then DATA_DIR=… (or DATABASE_URL=postgres://…) npm run bench:pages -- [--seconds 20]
// [--connections 10] [--only product] [--crawl 100000]. On PostgreSQL the store runs WEB_CONCURRENCY processes
// (default: one per core). Each page is asked as a visitor without a session (answered from the page cache after
// its first request, decision 038) and as a visitor with a cart (a session: rendered every time).
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
    // Instead of the pages: this many distinct addresses, once each, and the memory after every tenth of them.
    crawl: { type: "string", default: "0" },
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

function load(url: string, duration: number, cookie?: string) {
  return autocannon({
    url,
    connections,
    duration,
    // As a browser asks: compressed with brotli when the server offers it.
    headers: { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
  });
}

/** A guest with one product in their cart: the session cookie their browser sends. */
async function cartCookie(url: string, product: string): Promise<string> {
  const html = await (await fetch(`${url}${product}`)).text();
  const productId = html.match(/name="productId" value="(\d+)"/)?.[1];
  if (!productId) throw new Error(`No add-to-cart form on ${product}`);
  const color = html.match(/name="color" value="([^"]+)"/)?.[1];
  const response = await fetch(`${url}/shop/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url },
    body: new URLSearchParams({
      intent: "add",
      productId,
      quantity: "1",
      redirectTo: "/",
      ...(color ? { color } : {}),
    }),
  });
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("sid="));
  if (!session) throw new Error(`Adding to the cart gave no session (${response.status})`);
  return session;
}

/**
 * A crawler's visit: `count` distinct addresses, each once, as fast as the store answers; the memory after each
 * tenth. The addresses are the shell's page with a parameter that makes each new (a page the store renders and
 * keeps like any other, and the cheapest to render: the point is the kept pages' memory, not the rendering).
 */
async function crawl(url: string, pid: number, count: number) {
  console.log(`Crawling ${count} distinct addresses; server idle ${await memory(pid)}`);
  console.log("| addresses | req/s meanwhile | server memory |");
  console.log("| --- | --- | --- |");
  let next = 0;
  const step = Math.ceil(count / 10);
  for (let done = 0; done < count; done += step) {
    const end = Math.min(count, done + step);
    const started = Date.now();
    const result = await autocannon({
      url,
      connections,
      amount: end - done,
      headers: { "accept-encoding": "br, gzip" },
      requests: [
        {
          setupRequest(request) {
            const n = next++;
            return { ...request, path: `/site/terms?v=${n}` };
          },
        },
      ],
    });
    const seconds = (Date.now() - started) / 1000;
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `| ${end} | ${((end - done) / seconds).toFixed(0)}${errors ? ` (${errors} errors)` : ""} | ${await memory(pid)} |`,
    );
  }
}

const store = await startStore();
const pid = store.child.pid!;
try {
  if (Number(values.crawl) > 0) {
    await crawl(store.url, pid, Number(values.crawl));
  } else {
    const product = await someProductPath(store.url);
    const cart = await cartCookie(store.url, product);
    const pages = [
      ["/site/terms (the shell)", "/site/terms"],
      ["product page", product],
      ["/shop/catalog", "/shop/catalog"],
      ["/", "/"],
    ] as const;
    const targets: [name: string, address: string, cookie?: string][] = [
      ["/robots.txt (no rendering)", "/robots.txt"],
      ...pages.map(([name, address]): [string, string] => [`${name}, no session`, address]),
      ...pages.map(([name, address]): [string, string, string] => [`${name}, with a cart`, address, cart]),
      ["catalogue data request, no session", "/shop/catalog.data"],
      ["search suggestions", "/shop/search-suggestions?query=drill&category=all"],
    ];
    console.log(
      `${connections} connections, ${warmup} s warm-up then ${seconds} s per page; server idle ${await memory(pid)}`,
    );
    console.log("Memory: resident (VmRSS) of each process; in a cluster each worker's, then the primary's.");
    console.log("| page | req/s | of robots.txt | p50 | p99 | errors | server memory after |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    let robots = 0;
    for (const [name, address, cookie] of targets.filter(
      ([name]) => name.includes(values.only) || name.startsWith("/robots"),
    )) {
      await load(`${store.url}${address}`, warmup, cookie);
      const result = await load(`${store.url}${address}`, seconds, cookie);
      const errors = result.errors + result.timeouts + result.non2xx;
      const rate = result.requests.average;
      if (address === "/robots.txt") robots = rate;
      console.log(
        `| ${name} | ${rate.toFixed(0)} | ${(rate / robots).toFixed(2)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${await memory(pid)} |`,
      );
    }
  }
} finally {
  await store.stop();
}
