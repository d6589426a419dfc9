import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Env } from "./env";
import { createHttpApp } from "./http/app";
import type { MailSender } from "./mail/sender";
import { fail, localMedia, openDatabaseOrFail, prepareDatabase, readyLine } from "./startup";

/**
 * One app process: the whole store on its own (it migrates and seeds first), or a cluster worker, which
 * only serves (its primary prepared the database and says when the store is ready).
 */
export async function serveStore(env: Env, options: { dev: boolean }): Promise<void> {
  const started = Date.now();
  const worker = cluster.isWorker;
  const database = await openDatabaseOrFail(env);

  let server: Server | undefined;
  let vite: ViteDevServer | undefined;
  let mailSender: MailSender | undefined;
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    if (!worker) console.log(`${signal} received: closing.`);
    server?.close();
    server?.closeAllConnections();
    await vite?.close();
    await mailSender?.stop();
    await database.close();
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Ctrl+C reaches every process of the group; a worker waits for its primary's SIGTERM instead.
  process.on("SIGINT", () => {
    if (!worker) void shutdown("SIGINT");
  });

  const { mediaDir, media } = localMedia(env);
  if (!worker) await prepareDatabase(database, media, env);

  // Production: the build is imported once (an import() per request would ask the module loader every time,
  // and React Router would derive its routes again).
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (!options.dev) {
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
  listening.listen(env.PORT, env.HOST, async () => {
    const address = listening.address();
    const port = address && typeof address === "object" ? address.port : env.PORT;
    // Every process sends the outbox's mail; the rows' leases keep two from sending the same one.
    const { startStoreMailSender } = await import("./mail/mail-setup");
    const sender = await startStoreMailSender(database.db, env, port, { soleProcess: database.kind === "pglite" });
    if (closing) await sender.stop();
    else mailSender = sender;
    if (worker) return;
    const engine = database.kind === "pglite" ? `embedded database in ${path.resolve(env.DATA_DIR)}` : "PostgreSQL";
    console.log(readyLine(env, port, engine, started));
  });
}
