// Compiles server/main.ts, with what it imports from server/ and domain/, into ES modules beside the app's
// build (`server-main.js` and its chunks), so the production server runs on plain `node`: no TypeScript
// compiler at run time. Packages stay in node_modules. The operator command (server/operator.ts) is compiled
// beside it (`operator.js`), for an installation without the sources, such as the container image.
// Usage: node scripts/build-server.mjs [--outdir DIR]   (default: BUILD_DIR, else build)
import { cp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: "string" } } });
const outdir = path.resolve(values.outdir ?? (process.env.BUILD_DIR || "build"));

for (const file of await readdir(outdir).catch(() => [])) {
  if (file.startsWith("server-main") || file.startsWith("operator.js")) await rm(path.join(outdir, file));
}

await build({
  absWorkingDir: root,
  entryPoints: { "server-main": "server/main.ts", operator: "server/operator.ts" },
  outdir,
  bundle: true,
  // What only some processes need (the seed's data and image drawing: the one that prepares the database;
  // the HTTP app: not a cluster's primary) is a chunk of its own, loaded when used.
  splitting: true,
  // Beside the entry, so `import.meta.url` in every chunk points into the folder holding the migrations.
  chunkNames: "server-main-[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The migrator reads its SQL files beside the module that runs it (server/db/client.ts: ./migrations).
const migrations = path.join(outdir, "migrations");
await rm(migrations, { recursive: true, force: true });
await cp(path.join(root, "server/db/migrations"), migrations, { recursive: true });
console.log(`Compiled the server into ${path.relative(process.cwd(), path.join(outdir, "server-main.js"))}`);
