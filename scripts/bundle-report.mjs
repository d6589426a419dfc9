// What the scripts of four pages are made of, gzipped: the app's own code, React, React Router, Radix, embla,
// photoswipe, sonner and the locale texts, and the rest of node_modules. Reads what the client build left:
// React Router's manifest (which chunks each route loads) and build/bundle-modules.json (which modules each chunk
// holds, vite.config.ts bundleModules). A chunk's gzipped bytes are shared among its modules by their size
// before minifying: an estimate per part, exact per page. "Later" is what the page may import on first use.
// Usage: node scripts/bundle-report.mjs [--outdir DIR] [--top 10]   (default: BUILD_DIR, else build)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({ options: { outdir: { type: "string" }, top: { type: "string", default: "10" } } });
const build = path.resolve(values.outdir ?? (process.env.BUILD_DIR || "build"));
const client = path.join(build, "client");
const chunks = JSON.parse(readFileSync(path.join(build, "bundle-modules.json"), "utf8"));
const manifestFile = readdirSync(path.join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("bundle-report: no React Router manifest in the client build");
const manifestText = readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1));
// With routeDiscovery "initial" (react-router.config.ts, decision 066) every page loads the whole manifest file too.
const serverBuild = readFileSync(path.join(build, "server", "index.js"), "utf8");
const discovery = /routeDiscovery = \{ "mode": "(\w+)"/.exec(serverBuild)?.[1];
if (!discovery) throw new Error("bundle-report: no routeDiscovery mode in the server build");
const wholeManifest = discovery === "initial" ? `/assets/${manifestFile}` : null;

const PAGES = [
  ["home", "routes/home"],
  ["product", "routes/product"],
  ["catalogue", "routes/catalog"],
  ["search", "routes/search"],
];

/** The part a module belongs to, by its path. */
const PARTS = [
  ["React", /node_modules\/(react|react-dom|scheduler)\//],
  ["React Router", /node_modules\/(react-router|@react-router|cookie|set-cookie-parser|turbo-stream)\//],
  ["Radix", /node_modules\/@radix-ui\//],
  ["embla", /node_modules\/embla-carousel/],
  ["photoswipe", /node_modules\/photoswipe\//],
  ["sonner", /node_modules\/sonner\//],
  ["locale texts", /\/app\/i18n\/.*\.json/],
  ["other packages", /node_modules\//],
  ["the app's own", /./],
];
const partOf = (id) => PARTS.find(([, pattern]) => pattern.test(id.replaceAll("\\", "/")))?.[0] ?? "the app's own";

const gzipped = new Map();
function gzipBytes(file) {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    // Vite drops a chunk that only imported a stylesheet after the bundle is written: nothing is loaded for it.
    const where = path.join(client, file);
    bytes = existsSync(where) ? gzipSync(readFileSync(where), { level: 9 }).length : 0;
    gzipped.set(file, bytes);
  }
  return bytes;
}

/** A chunk's gzipped bytes shared among its modules (by their size before minifying). */
function modulesOf(file) {
  const modules = Object.entries(chunks[file]?.modules ?? {});
  const total = modules.reduce((sum, [, length]) => sum + length, 0);
  const bytes = gzipBytes(file);
  return modules.map(([id, length]) => ({ id, bytes: total ? (bytes * length) / total : 0 }));
}

/** The files a route loads with its page: the entry's, and each route's from the root down to it. */
function filesOf(routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (wholeManifest) files.add(wholeManifest);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  return files;
}

/** What those files may import later (their dynamic imports, and what those import), not loaded with the page. */
function laterOf(files) {
  const later = new Set();
  const queue = [...files].flatMap((file) => chunks[file]?.dynamicImports ?? []);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file) || later.has(file)) continue;
    later.add(file);
    queue.push(...(chunks[file]?.dynamicImports ?? []));
  }
  return later;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const partNames = PARTS.map(([name]) => name);
const rows = [];
const everything = new Map();
for (const [page, routeId] of PAGES) {
  if (!manifest.routes[routeId]) throw new Error(`bundle-report: no route ${routeId}`);
  const files = filesOf(routeId);
  const byPart = new Map(partNames.map((name) => [name, 0]));
  for (const file of files) {
    for (const module of modulesOf(file)) {
      byPart.set(partOf(module.id), (byPart.get(partOf(module.id)) ?? 0) + module.bytes);
      const name = module.id
        .replace(/^.*node_modules\//, "")
        .replace(/^.*\/(app|domain)\//, "$1/")
        .replace(/\?.*$/, "");
      everything.set(name, Math.max(everything.get(name) ?? 0, module.bytes));
    }
  }
  const total = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const later = [...laterOf(files)].reduce((sum, file) => sum + gzipBytes(file), 0);
  const routes = wholeManifest ? gzipBytes(wholeManifest) : 0;
  rows.push([
    page,
    kb(total),
    files.size,
    kb(routes),
    ...partNames.map((name) => kb(byPart.get(name) ?? 0)),
    kb(later),
  ]);
}

console.log("Scripts per page, KB gzipped (scripts/bundle-report.mjs):\n");
console.log(`| page | total | files | route manifest | ${partNames.join(" | ")} | later |`);
console.log(`| --- | ${["---:", "---:", "---:", ...partNames.map(() => "---:"), "---:"].join(" | ")} |`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
const top = [...everything].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
console.log(`\nThe ${top.length} biggest modules of these pages, KB gzipped:\n`);
for (const [name, bytes] of top) console.log(`- ${name}: ${kb(bytes)}`);
