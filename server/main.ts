import { createServer, type Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { EnvError, parseEnv } from "./env";
import { createHttpApp } from "./http/app";
import { createLocalMediaStore } from "./media/local-store";
import { ensureDemoSeed } from "./seed/ensure-seeded";

const dev = process.argv.includes("--dev");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const started = Date.now();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }).catch((error) => {
  if (error instanceof DataDirLockedError) fail(error.message);
  fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
});

let server: Server | undefined;
let vite: ViteDevServer | undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received: closing.`);
  server?.close();
  server?.closeAllConnections();
  await vite?.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

const mediaDir = path.resolve(env.DATA_DIR, "media");
const media = createLocalMediaStore(mediaDir);
await database.migrate();
const seeded = await ensureDemoSeed(database.db, media);
if (seeded) console.log("Seeded the demo catalogue.");

// Production: the build is imported once (an import() per request would ask the module loader every time, and
// React Router would derive its routes again).
let build: ServerBuild | (() => Promise<ServerBuild>);
if (!dev) {
  const buildFile = path.resolve(env.BUILD_DIR, "server/index.js");
  build = (await import(buildFile).catch((error: Error) =>
    fail(`Could not load the built store from ${buildFile} (npm run build makes it): ${error.message}`),
  )) as ServerBuild;
} else {
  const devServer = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
  );
  build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  vite = devServer;
}

const app = createHttpApp({
  db: database.db,
  media,
  mediaDir,
  publicUrl: env.PUBLIC_URL,
  trustProxy: env.TRUST_PROXY,
  authLimits: { signInPerMinute: env.SIGN_IN_LIMIT_PER_MINUTE, signUpPerMinute: env.SIGN_UP_LIMIT_PER_MINUTE },
  buildDir: env.BUILD_DIR,
  vite,
  build,
});
const listening = createServer(app);
server = listening;
listening.on("error", (error) => fail(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`));
listening.listen(env.PORT, env.HOST, () => {
  const address = listening.address();
  const port = address && typeof address === "object" ? address.port : env.PORT;
  const shown = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const engine = database.kind === "pglite" ? `embedded database in ${path.resolve(env.DATA_DIR)}` : "PostgreSQL";
  console.log(`Tool Store ready at http://${shown}:${port} (${engine}, ${Date.now() - started} ms)`);
});
