import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gunzipSync, gzip, constants as zlibConstants } from "node:zlib";
import { parse } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { friendlyCount } from "~domain/friendly-count";
import { listedCount } from "../catalog/listed";
import type { Database } from "../db/client";
import { keepingSpell } from "../db/reference-data";
import { MEDIA_URL_PREFIX } from "../media/store";
import { type KeptPages, keptPages, type RenderStart } from "../page-cache/kept-pages";
import { pagesToDrop } from "../page-cache/notices";
import { collectingPageTags, keptUntil, pageTag } from "../page-cache/page-tags";
import { resolvePreferences } from "../prefs/preferences";
import { bodyForSessions, isPublicPage } from "./public-pages";
import { RECENT_WRITE_COOKIE } from "./read-routing";
import { hasSecretParam } from "./secret-params";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Every answer no cache may keep: someone's page, a page reached with a secret, a redirect, an error. */
const PRIVATE = "private, no-store";

/**
 * Cookies that make a visitor someone: a session (signed in, or a guest with a cart), a one-time message, or a
 * write a moment ago (their next pages are read from the primary, decision 039).
 */
const PERSONAL_COOKIES = ["sid", "flash", RECENT_WRITE_COOKIE];
// Headers of one response, not of the page: never kept, never replayed.
const NOT_KEPT = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "x-request-id",
  "set-cookie",
]);
// A page larger than this is served but not kept (none is near it).
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
// Pages being compressed at once, at most (each holds its HTML until done).
const MAX_PENDING = 32;

export type PageCacheOptions = {
  /** The bound of the kept pages' bytes (their compressed bodies and what they cost beside); 0 keeps none. */
  maxBytes: number;
  /** The longest a page is kept by this process, notices or not. */
  maxAgeSeconds: number;
  /** How long a cache in front of the app (nginx) may serve the page (`s-maxage`), and then stale while it asks again. */
  sharedSeconds: number;
  staleSeconds: number;
  /**
   * Which spell of listening to the database's notices this process is in (a new one after each reconnection), or
   * null while it does not listen: then nothing is kept or served, and what was kept before a gap is dropped.
   */
  listening: () => number | null;
  /** Told when a gap in the listening was found (what was read before it is not to be trusted). */
  onGap?: () => void;
  /** How far behind the primary a replica may be: a page read there is not kept if what it shows changed that recently. */
  replicaLagMs?: number;
  /** The time (tests move it): a page showing what changes by itself at a moment (a slide's end) goes then. */
  now?: () => number;
};

/**
 * The kept page's HTML as this request's visitor gets it (decision 076: the shell's parts that are theirs rendered
 * for them), or null when it cannot be (the page is then rendered whole). `onlyIfLike`: the body is theirs only when
 * their prices' tax place and lists are as for a visitor without a session; otherwise null.
 */
export type Personalize = (html: string, req: Request, res: Response, onlyIfLike: boolean) => Promise<string | null>;

export type PageCache = {
  /** Answers a request without a session from the kept pages (before compression: the bodies are compressed). */
  serve: RequestHandler;
  /**
   * Answers a visitor with a session, on a page whose body is the same for them (`bodyForSessions`), from the
   * page kept for visitors without one, its personal parts theirs; privately, and compressed by what follows it.
   */
  servePersonal: (personalize: Personalize) => RequestHandler;
  /** Around the rendering of such a request: collects what the page shows and keeps the page it gets. */
  keep: RequestHandler;
  pages: KeptPages;
  /** Resolves once every page sent so far is kept (or refused): compressing happens after the response. */
  settled(): Promise<void>;
};

type Capture = {
  key: string;
  start: RenderStart;
  tags: Set<string>;
  chunks: Buffer[];
  size: number;
  /** The response may be kept (a 200 for everyone), here and by caches in front. */
  keep: boolean;
  /** This process keeps it (the cache is on and hears the notices). */
  local: boolean;
};

/**
 * The page cache for visitors without a session (decision 038): their pages are the same for everyone with the same
 * address, language and currency, so each is rendered once and kept, compressed, until a notice says what it shows
 * changed. Everyone else's pages are rendered every time and marked private.
 */
function pageCache(options: PageCacheOptions): PageCache {
  const pending = new Set<Promise<unknown>>();
  const now = options.now ?? Date.now;
  const pages = keptPages({ maxBytes: options.maxBytes, maxAgeMs: options.maxAgeSeconds * 1000, now });
  /** What caches in front may do with a page for everyone: keep it a while, less when it changes by itself sooner. */
  const shared = (expiresAt: number | null) => {
    const left = expiresAt === null ? null : Math.max(0, Math.floor((expiresAt - now()) / 1000));
    if (left !== null && left < options.sharedSeconds + options.staleSeconds) {
      return `public, max-age=0, s-maxage=${Math.min(left, options.sharedSeconds)}`;
    }
    return `public, max-age=0, s-maxage=${options.sharedSeconds}, stale-while-revalidate=${options.staleSeconds}`;
  };
  let spell: number | null = null;
  const enabled = () => {
    if (options.maxBytes <= 0) return false;
    const now = options.listening();
    // Notices may have been missed between two spells of listening: nothing kept before can be trusted.
    if (now !== spell) {
      if (spell !== null) {
        pages.drop({ all: true });
        options.onGap?.();
      }
      spell = now;
    }
    return now !== null;
  };

  const serve: RequestHandler = (req, res, next) => {
    // The build's files and the pictures are never pages: not worth a key.
    if (req.path.startsWith("/assets/") || req.path.startsWith(`${MEDIA_URL_PREFIX}/`)) return next();
    const key = enabled() ? keyOf(req, res) : null;
    const page = key ? pages.get(key.key) : undefined;
    if (!page) return next();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Page-Cache", "hit");
    if (fresh(req.headers["if-none-match"], page.etag)) {
      res.statusCode = 304;
      for (const name of ["content-type", "content-security-policy"]) res.removeHeader(name);
      return res.end();
    }
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const compressed = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : null;
    if (compressed) res.setHeader("Content-Encoding", encoding as string);
    res.setHeader("Content-Length", String(compressed?.length ?? page.length));
    res.statusCode = 200;
    if (req.method === "HEAD") return res.end();
    // A client that takes no compression (rare: browsers and crawlers all take gzip) gets the HTML unpacked.
    res.end(compressed ?? gunzipSync(page.gzip));
  };

  const servePersonal =
    (personalize: Personalize): RequestHandler =>
    (req, res, next) => {
      const body = req.method === "GET" ? bodyForSessions(req.path) : null;
      if (body === null || !enabled()) return next();
      const key = newKeyOf(req, { session: true });
      const page = key ? pages.get(key.key) : undefined;
      if (!page) return next();
      personalize(gunzipSync(page.gzip).toString("utf8"), req, res, body === "if-like")
        .then((html) => {
          if (html === null) return next();
          // A nonce of its own: the kept page's is known to anyone who asked for that page, and this one holds a
          // visitor's data.
          const renew = renewNonce(page.headers);
          for (const [name, value] of page.headers) res.setHeader(name, renew(value));
          res.setHeader("Cache-Control", PRIVATE);
          res.setHeader("X-Page-Cache", "personal");
          res.statusCode = 200;
          res.end(renew(html));
        })
        .catch(next);
    };

  const keep: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = req.method === "GET" ? keyOf(req, res) : null;
    if (!key) {
      // A secret in the address: whatever the route says of its answer, no cache keeps it.
      markPrivate(res, hasSecretParam(queryOf(req)));
      return next();
    }
    // The same page for everyone: shared caches may keep it whether or not this process does.
    const capture: Capture = {
      key: key.key,
      start: pages.renderStart(),
      tags: new Set([pageTag.currency(key.currency)]),
      chunks: [],
      size: 0,
      keep: false,
      local: enabled(),
    };
    captureBody(res, capture, shared);
    collectingPageTags(capture.tags, next);
  };

  /** Keeps the page once it is sent whole, compressed both ways (off the response's path). */
  function store(res: Response, capture: Capture) {
    // A crawl of new addresses faster than they can be compressed: the next visit will keep them.
    if (pending.size >= MAX_PENDING) return;
    const body = Buffer.concat(capture.chunks);
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (NOT_KEPT.has(name) || value === undefined) continue;
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    }
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const lagMs = res.locals.readsFromReplica === true ? (options.replicaLagMs ?? 0) : 0;
    const storing = Promise.all([
      compressBrotli(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      compressGzip(body, { level: 6 }),
    ])
      .then(([br, gz]) => {
        pages.put(
          capture.key,
          { headers, etag, br, gzip: gz, length: body.length, tags: capture.tags, expiresAt: keptUntil(capture.tags) },
          capture.start,
          lagMs,
        );
      })
      .catch(() => {})
      .finally(() => pending.delete(storing));
    pending.add(storing);
  }

  /** Watches the response: its head decides whether it may be kept, its writes are copied until it ends. */
  function captureBody(res: Response, capture: Capture, cacheControl: (expiresAt: number | null) => string) {
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    // A page may be kept when it is a plain 200 for everyone: no cookie set, no caching rule of its own.
    res.writeHead = function keptHead(this: Response, ...args: Parameters<Response["writeHead"]>) {
      const status = typeof args[0] === "number" ? args[0] : this.statusCode;
      // A page that says it is one shopper's (decision 058: prices for their destination) is never for everyone.
      capture.keep =
        status === 200 &&
        !this.getHeader("set-cookie") &&
        !this.getHeader("cache-control") &&
        !capture.tags.has(pageTag.oneShopper);
      if (capture.keep) {
        this.setHeader("Cache-Control", cacheControl(keptUntil(capture.tags)));
        this.setHeader("Vary", "Accept-Encoding, Cookie");
      } else if (!this.getHeader("cache-control")) {
        this.setHeader("Cache-Control", PRIVATE);
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    const copy = (chunk: unknown, encoding: unknown) => {
      // Copied before the head is decided (the first write decides it): kept or not at the end.
      if (!capture.local || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      capture.size += buffer.length;
      if (capture.size > MAX_PAGE_BYTES) capture.local = false;
      else capture.chunks.push(buffer);
    };
    res.write = function keptWrite(this: Response, chunk: unknown, ...rest: unknown[]) {
      copy(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response["write"];
    res.end = function keptEnd(this: Response, chunk?: unknown, ...rest: unknown[]) {
      copy(chunk, rest[0]);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response["end"];
    res.once("finish", () => {
      // A render that failed in part (a stream cut short, a section that threw) is served, never kept.
      const failed = res.locals.dontKeepPage === true;
      if (capture.keep && capture.local && capture.size > 0 && !failed) store(res, capture);
    });
  }

  const settled = async () => {
    await Promise.all([...pending]);
  };
  return { serve, servePersonal, keep, pages, settled };
}

/** The store's page cache over its database: kept while the process hears the notices, dropped by them. */
export function storePageCache(
  database: Pick<Database, "db" | "onPageNotice">,
  settings: Omit<PageCacheOptions, "listening">,
): PageCache {
  let resync = () => {};
  const cache = pageCache({ ...settings, listening: () => keepingSpell(database.db), onGap: () => resync() });
  resync = dropOnNotices(cache, database, () => listedCount(database.db));
  return cache;
}

/**
 * Drops what each notice names (migration 0024). A product listed or unlisted changes the count the search box
 * says on every page, but only now and then the rounded number it says: those pages go when that number changes.
 */
function dropOnNotices(
  cache: PageCache,
  database: Pick<Database, "onPageNotice">,
  listedCount: () => Promise<number>,
): () => void {
  const dropCount = () => cache.pages.drop({ all: false, tags: [pageTag.listedCount], listedCountMayChange: false });
  let said: string | undefined;
  // Reads answer in any order: only the latest one asked counts.
  let asked = 0;
  const reread = (compare: boolean) => {
    const turn = ++asked;
    void listedCount()
      .then((count) => {
        if (turn !== asked) return;
        const now = JSON.stringify(friendlyCount(count));
        if (compare && said !== undefined && now !== said) dropCount();
        said = now;
      })
      .catch(() => {
        if (turn === asked) dropCount();
      });
  };
  reread(false);
  database.onPageNotice((payload) => {
    const drop = pagesToDrop(payload);
    cache.pages.drop(drop);
    if (drop.all || drop.listedCountMayChange) reread(true);
  });
  return () => reread(false);
}

/**
 * The kept page a request may get: a GET or HEAD of a page the same for everyone (`isPublicPage`), without a session,
 * a message, a choice of language or a secret in its address; one per address, language, currency, scheme and host,
 * and for crawlers apart (they get pages whole).
 */
function keyOf(req: Request, res: Response): PageKey | null {
  // Worked out once per request: `serve` asks first, `keep` again on a miss.
  const known: unknown = res.locals.pageKey;
  if (known !== undefined) return known as PageKey | null;
  const key = newKeyOf(req);
  res.locals.pageKey = key;
  return key;
}

type PageKey = { key: string; currency: string };

function newKeyOf(req: Request, { session }: { session: boolean } = { session: false }): PageKey | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!isPublicPage(req.path)) return null;
  const params = queryOf(req);
  if (params.has("dir") || hasSecretParam(params)) return null;
  const cookies = parse(req.headers.cookie ?? "");
  // With `session`: the key of the page kept for visitors without one, for a visitor with one and no other reason.
  if (session && cookies.sid === undefined) return null;
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined && !(session && name === "sid"))) return null;
  const { locale, currency } = resolvePreferences(cookies, null).prefs;
  const agent = req.headers["user-agent"];
  const crawler = agent && isbot(agent) ? "bot" : "";
  // The day too: a product page's delivery estimate counts from today.
  const day = new Date().toISOString().slice(0, 10);
  return {
    key: `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl} ${locale} ${currency} ${crawler} ${day}`,
    currency,
  };
}

/** The address's query, as sent. */
function queryOf(req: Request): URLSearchParams {
  const mark = req.originalUrl.indexOf("?");
  return new URLSearchParams(mark === -1 ? "" : req.originalUrl.slice(mark + 1));
}

/**
 * A page for someone (or one not kept): no cache, in front of the app or in the browser, may keep it. A route's own
 * rule (a download's, search suggestions') stands, unless `always`.
 */
function markPrivate(res: Response, always = false) {
  const writeHead = res.writeHead;
  res.writeHead = function privateHead(this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (always || !this.getHeader("cache-control")) this.setHeader("Cache-Control", PRIVATE);
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/** Puts a fresh nonce wherever a kept page's policy and HTML have the kept one. */
function renewNonce(headers: [string, string][]): (text: string) => string {
  const policy = headers.find(([name]) => name === "content-security-policy")?.[1];
  const kept = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  if (!kept) return (text) => text;
  const fresh = randomBytes(16).toString("base64");
  return (text) => text.replaceAll(kept, fresh);
}

/** If-None-Match names this page (weak comparison, as for a GET). */
function fresh(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}
