// Starts the store: `npm run dev` (tsx, --dev: Vite), or the compiled build/server-main.js (`npm start`).
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { createLogger } from "./log/logger";
import { removeProtoAccessor } from "./process-protections";
import { readEnv } from "./startup";

// Before any request can arrive, and before the probes record the built-in prototypes (serve.ts, imported below).
removeProtoAccessor();

const dev = process.argv.includes("--dev");
const env = readEnv();
const log = await createLogger({ level: env.LOG_LEVEL, readable: dev });
const processes = env.WEB_CONCURRENCY ?? availableParallelism();

if (cluster.isPrimary && env.DATABASE_URL && processes > 1 && !dev) {
  const { runCluster } = await import("./cluster");
  await runCluster(env, log, processes);
} else {
  // One process: the embedded database (its lock allows no other), dev, WEB_CONCURRENCY=1, or a cluster worker.
  if (!env.DATABASE_URL && processes > 1 && env.WEB_CONCURRENCY) {
    log.warn(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: the embedded database allows one process (set DATABASE_URL to run several).`,
    );
  }
  const { serveStore } = await import("./serve");
  await serveStore(env, log, { dev });
}
