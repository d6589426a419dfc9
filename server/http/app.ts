import { readdirSync } from "node:fs";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { parse } from "cookie";
import express from "express";
import type { ServerBuild } from "react-router";
import type { AppContext, AuthLimits } from "../app-context";
import type { Db } from "../db/handle";
import type { Logger } from "../log/logger";
import { requestLog } from "../log/request-log";
import { MEDIA_URL_PREFIX, type MediaStore } from "../media/store";
import type { PayPalAccount } from "../payments/paypal-account";
import { preferenceCookies, resolvePreferences } from "../prefs/preferences";
import { VIES_DEFAULT_URL } from "../tax/vies";
import { refuseCrossSiteWrites } from "./cross-site";
import { mountHealthChecks, type ReadinessCheck } from "./health";
import { refuseMalformedUrls } from "./malformed-url";
import { serveMedia } from "./media-files";
import type { PageCache } from "./page-cache";
import { precompressedAssets } from "./precompressed-assets";
import type { Clock } from "./rate-limit";
import { isWrite, readsFromReplica, recentWriteCookie } from "./read-routing";
import { assetHeaders, cspNonceOf, securityHeaders } from "./security-headers";

export type HttpAppOptions = {
  db: Db;
  /**
   * Streaming replicas (DATABASE_REPLICA_URLS): their read handle, and how long after a visitor's write their reads
   * stay on the primary (REPLICA_STICKY_SECONDS). Unset, every read goes to `db`.
   */
  replicas?: { readDb: Db; stickySeconds: number };
  media: MediaStore;
  /** Where a CDN serves the media (MEDIA_PUBLIC_URL): its origin may show images on the pages. */
  mediaPublicUrl?: string;
  publicUrl?: string;
  logger: Logger;
  /** What /readyz answers: the database answers, the migrations are applied, the process is not stopping. */
  ready: ReadinessCheck;
  /** Express's `trust proxy` value (TRUST_PROXY); unset, client addresses come from the socket. */
  trustProxy?: string;
  authLimits: AuthLimits;
  /** The store's PayPal app (PAYPAL_*); unset, PayPal is not offered. */
  paypal?: PayPalAccount | null;
  /** VIES's REST API (VIES_URL); unset, the EU's. */
  viesUrl?: string;
  /** The pages kept for visitors without a session (decision 038); unset, every page is rendered. */
  pageCache?: PageCache;
  /**
   * Whether pages may use the data a process keeps (server/db/kept-reads.ts): `always` on PGlite, whose notices
   * arrive with the writing statement; on PostgreSQL, except for a visitor who wrote within `stickySeconds` (a write's
   * answer sets the recent-write cookie, as with replicas). Unset, never.
   */
  keptReads?: "always" | { stickySeconds: number };
  /** The rate limits' clock; unset, the system clock. */
  now?: Clock;
  buildDir: string;
  /** Development: Vite serves assets and modules. Production: the built client in build/client. */
  vite?: import("vite").ViteDevServer;
  /**
   * Production: the imported build, from which React Router derives its routes once. Development: a function
   * that asks Vite for the current build, so the routes are derived anew on each request.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
};

export function createHttpApp(options: HttpAppOptions): express.Express {
  /**
   * What every loader and action gets of the request (React Router's load context): made once per request, so that a
   * kept page's personalising that gives way to a whole render (decision 076) sets no cookie twice, and the render
   * finds the session it read.
   */
  const loadContextOf = (req: express.Request, res: express.Response): AppContext => {
    const known: unknown = res.locals.loadContext;
    if (known) return known as AppContext;
    const dir = typeof req.query.dir === "string" ? req.query.dir : Array.isArray(req.query.dir) ? "" : null;
    const cookies = parse(req.headers.cookie ?? "");
    const { prefs, remember } = resolvePreferences(cookies, dir);
    const setCookies = preferenceCookies(remember, req.secure);
    const { replicas, keptReads } = options;
    // A write's answer sends this browser's next reads to the primary, and past the kept reads, for the window
    // (read your writes).
    const sticky = replicas?.stickySeconds ?? (typeof keptReads === "object" ? keptReads.stickySeconds : undefined);
    if (sticky !== undefined && isWrite(req.method)) setCookies.push(recentWriteCookie(sticky, req.secure));
    if (setCookies.length > 0) res.append("Set-Cookie", setCookies);
    const fromReplica = replicas !== undefined && readsFromReplica(req.method, cookies);
    if (fromReplica) res.locals.readsFromReplica = true;
    const origin = options.publicUrl ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const context: AppContext = {
      db: options.db,
      readDb: fromReplica ? replicas.readDb : options.db,
      readsFromReplica: fromReplica,
      keptReads: keptReads === "always" || (keptReads !== undefined && readsFromReplica(req.method, cookies)),
      media: options.media,
      prefs,
      publicUrl: origin.replace(/\/$/, ""),
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      // Read when the page renders: a kept page's personalising makes the context before the policy's nonce is drawn.
      get cspNonce() {
        return cspNonceOf(res);
      },
      authLimits: options.authLimits,
      paypal: options.paypal ?? null,
      viesUrl: options.viesUrl ?? VIES_DEFAULT_URL,
      now: options.now,
      log: req.log,
      dontKeepPage: () => {
        res.locals.dontKeepPage = true;
      },
    };
    res.locals.loadContext = context;
    return context;
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(options.trustProxy));
  app.use(requestLog(options.logger));
  mountHealthChecks(app, options.ready);
  // A kept page is answered before anything else works on the request: its bodies are compressed already.
  if (options.pageCache) app.use(options.pageCache.serve);
  // Brotli quality 3 rather than the middleware's 4: about half the compression CPU for pages about 5 % larger.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }));
  // A visitor with a session on a page whose body is everyone's: the kept page with their own parts (decision 076).
  if (options.pageCache) {
    app.use(
      options.pageCache.servePersonal((html, req, res, onlyIfLike) =>
        personalize(options.build, { html, req, context: loadContextOf(req, res), onlyIfLike }),
      ),
    );
  }
  const mediaOrigin = options.mediaPublicUrl ? new URL(options.mediaPublicUrl).origin : undefined;
  const formOrigins = options.paypal ? [options.paypal.approvalOrigin] : [];
  const pageHeaders = securityHeaders({ withPolicy: !options.vite, imageOrigin: mediaOrigin, formOrigins });
  const client = path.resolve(options.buildDir, "client");
  if (!options.vite) {
    // Fingerprinted file names: cached for a year and never asked about again, so no validators either.
    const assets = path.join(client, "assets");
    const once = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false };
    const assetsApp = express();
    // res.sendFile takes its ETag setting from the app, whatever its options say.
    assetsApp.disable("etag");
    assetsApp.disable("x-powered-by");
    assetsApp.use(assetHeaders(pageHeaders), precompressedAssets(assets, once), express.static(assets, once));
    app.use("/assets", assetsApp);
  }
  app.use(pageHeaders);
  app.use(refuseCrossSiteWrites(options.publicUrl));

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    // The few files of public/ (favicon, link-preview image): only their addresses reach the file system, so a
    // page request does not pay for a failed stat.
    const publicFiles = new Set(
      readdirSync(client, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
    const servePublic = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  }
  app.use(MEDIA_URL_PREFIX, serveMedia(options.media));
  app.use(refuseMalformedUrls());
  if (options.pageCache) app.use(options.pageCache.keep);

  app.all(
    "/{*path}",
    createRequestHandler({
      build: options.build,
      getLoadContext: loadContextOf,
    }),
  );
  // What escaped every handler: logged with its stack on the request's line, and a plain 500 (or the 4xx a
  // malformed request earned).
  app.use(((error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    res.err = error instanceof Error ? error : new Error(String(error));
    res
      .status(status)
      .type("text/plain")
      .send(status === 500 ? "Internal Server Error" : "Bad Request");
  }) as express.ErrorRequestHandler);
  return app;
}

type PersonalizeKeptPage = (
  html: string,
  request: Request,
  context: AppContext,
  onlyIfLike: boolean,
) => Promise<string | null>;

/** The build's own way to put a visitor's parts in a kept page (app/entry.server.tsx), if it has one. */
async function personalize(
  build: HttpAppOptions["build"],
  { html, req, context, onlyIfLike }: { html: string; req: express.Request; context: AppContext; onlyIfLike: boolean },
): Promise<string | null> {
  const entry: object = (typeof build === "function" ? await build() : build).entry.module;
  if (!("personalizeKeptPage" in entry) || typeof entry.personalizeKeptPage !== "function") return null;
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const request = new Request(url, { headers: { cookie: req.headers.cookie ?? "" } });
  return (entry.personalizeKeptPage as PersonalizeKeptPage)(html, request, context, onlyIfLike);
}

/** A number is a hop count; anything else a list of names, addresses and ranges; unset trusts nobody. */
function trustProxySetting(value: string | undefined): boolean | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}
