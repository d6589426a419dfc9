import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { schemaIsCurrent } from "./db/schema-version";
import type { Env } from "./env";
import { createHttpApp } from "./http/app";
import { storePageCache } from "./http/page-cache";
import type { Repeating } from "./jobs/repeating";
import type { Logger } from "./log/logger";
import type { MailSender } from "./mail/sender";
import { paypalAccountOf } from "./payments/paypal-account";
import { fail, openDatabaseOrFail, openMediaOrFail, prepareDatabase, readyLine, STOP_GRACE_MS } from "./startup";

/** Longer than any client or proxy in front keeps an idle connection (nginx: 60 s). */
const KEEP_ALIVE_MS = 65_000;

/**
 * One app process: the whole store on its own (it migrates and seeds first), or a cluster worker, which
 * only serves (its primary prepared the database and says when the store is ready).
 */
export async function serveStore(env: Env, log: Logger, options: { dev: boolean }): Promise<void> {
  const started = Date.now();
  const worker = cluster.isWorker;
  const database = await openDatabaseOrFail(env, log);

  let server: Server | undefined;
  let vite: ViteDevServer | undefined;
  let mailSender: MailSender | undefined;
  /** The passes this process runs beside serving: unpaid orders, PayPal's reconciling, the rates' import. */
  const jobs: Repeating[] = [];
  let stopping = false;
  // A stop: /readyz answers 503 at once, the port takes no new connection, the requests in flight finish (their
  // connections close as they go idle; whatever is left after STOP_GRACE_MS is cut), then the mail sender and the
  // database close, and the process exits 0.
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing the requests in flight, then stopping.`);
    if (server) {
      const open = server;
      const closed = new Promise<void>((resolve) => open.close(() => resolve()));
      const idle = setInterval(() => open.closeIdleConnections(), 100);
      const cut = setTimeout(() => open.closeAllConnections(), STOP_GRACE_MS);
      await closed;
      clearInterval(idle);
      clearTimeout(cut);
    }
    await vite?.close();
    await mailSender?.stop();
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
    log.info("Stopped.");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Ctrl+C reaches every process of the group; a worker waits for its primary's SIGTERM instead.
  process.on("SIGINT", () => {
    if (!worker) void shutdown("SIGINT");
  });

  const media = await openMediaOrFail(env, log);
  if (!worker) await prepareDatabase(database, media, env, log);

  // Production: the build is imported once (an import() per request would ask the module loader every time,
  // and React Router would derive its routes again).
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (!options.dev) {
    const buildFile = path.resolve(env.BUILD_DIR, "server/index.js");
    build = (await import(buildFile).catch((error: Error) =>
      fail(log, `Could not load the built store from ${buildFile} (npm run build makes it): ${error.message}`),
    )) as ServerBuild;
  } else {
    const devServer = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    vite = devServer;
  }

  const paypal = paypalAccountOf(env);
  const pageCache = storePageCache(database, {
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    maxAgeSeconds: env.PAGE_CACHE_MAX_AGE_SECONDS,
    sharedSeconds: env.PAGE_CACHE_SHARED_SECONDS,
    staleSeconds: env.PAGE_CACHE_STALE_SECONDS,
    replicaLagMs: env.REPLICA_STICKY_SECONDS * 1000,
  });
  const app = createHttpApp({
    pageCache,
    db: database.db,
    replicas: database.replicated ? { readDb: database.readDb, stickySeconds: env.REPLICA_STICKY_SECONDS } : undefined,
    keptReads: database.kind === "pglite" ? "always" : { stickySeconds: env.REPLICA_STICKY_SECONDS },
    media,
    mediaPublicUrl: env.MEDIA_PUBLIC_URL,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    authLimits: { signInPerMinute: env.SIGN_IN_LIMIT_PER_MINUTE, signUpPerMinute: env.SIGN_UP_LIMIT_PER_MINUTE },
    paypal,
    viesUrl: env.VIES_URL,
    logger: log,
    ready: async () => !stopping && (await schemaIsCurrent(database.db)),
    buildDir: env.BUILD_DIR,
    vite,
    build,
  });
  const listening = createServer(app);
  server = listening;
  // An idle kept-alive connection is closed by the client (nginx's upstream keepalive_timeout is 60 s), never by
  // us: Node's 5 s default closed sockets a client was reusing at that moment, and the request met ECONNRESET.
  listening.keepAliveTimeout = KEEP_ALIVE_MS;
  listening.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // A request that arrives on an open connection while stopping is served, and its connection closed after it.
  listening.on("request", (_req, res) => {
    if (stopping) res.setHeader("Connection", "close");
  });
  listening.on("error", (error) => fail(log, `Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`));
  listening.listen(env.PORT, env.HOST, async () => {
    const address = listening.address();
    const port = address && typeof address === "object" ? address.port : env.PORT;
    // Every process sends the outbox's mail; the rows' leases keep two from sending the same one.
    const { startStoreMailSender } = await import("./mail/mail-setup");
    const sender = await startStoreMailSender(database.db, env, port, log, {
      soleProcess: database.kind === "pglite",
      media,
    });
    if (stopping) await sender.stop();
    else mailSender = sender;
    // Every process looks for unpaid orders to remind or expire; each order is taken by one (SKIP LOCKED).
    const { startUnpaidOrdersJob } = await import("./payments/unpaid-orders");
    if (!stopping) jobs.push(startUnpaidOrdersJob(database.db, log));
    // The operators' daily digest: every process looks, the day's claim lets one write it (decision 045).
    const { startDailyDigest } = await import("./admin/daily-digest");
    if (!stopping) jobs.push(startDailyDigest(database.db, log));
    // Every process hands sending newsletter campaigns to the outbox; a campaign's row lock lets one at a time.
    const { startNewsletterJob } = await import("./newsletter/campaign-sending");
    if (!stopping) jobs.push(startNewsletterJob(database.db, env.NEWSLETTER_RATE_PER_MINUTE, log));
    const { startReturnEscalation } = await import("./returns/returns");
    if (!stopping) jobs.push(startReturnEscalation(database.db, log));
    // Scheduled blog posts whose time has come: marked live, which drops what was kept without them (decision 056).
    const { startScheduledPosts } = await import("./content/blog-schedule");
    if (!stopping) jobs.push(startScheduledPosts(database.db, log));
    // Every process writes queued product imports; each import is taken by one (SKIP LOCKED, with a lease).
    const { startProductImports } = await import("./listings/import-job");
    if (!stopping) jobs.push(startProductImports(database.db, media, log));
    // Invoices and credit notes issued with a payment or a refund, drawn and stored after its commit (decision 059).
    const { startInvoiceStoring } = await import("./jobs/invoice-storing");
    if (!stopping) jobs.push(startInvoiceStoring(database.db, media, log));
    // PayPal payments left half done (a closed tab, a lost webhook) and refunds still due: every step is keyed.
    if (!paypal && !worker) log.info("PayPal is not offered: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set.");
    if (paypal && !stopping) {
      const { startPayPalReconciling } = await import("./payments/paypal-checkout");
      jobs.push(startPayPalReconciling(database.db, paypal, log));
    }
    // Every process imports the ECB's rates (under the cluster only workers get here: the primary keeps no database);
    // several importing at once is harmless, as they write the same rates and writeRates writes only differences.
    if (env.RATES_URL && !stopping) {
      const { startRatesImport } = await import("./settings/ecb-rates");
      jobs.push(startRatesImport(database.db, env.RATES_URL, log));
    }
    if (worker) return;
    const engine = database.kind === "pglite" ? `embedded database in ${path.resolve(env.DATA_DIR)}` : "PostgreSQL";
    log.info(readyLine(env, port, engine, started));
  });
}
