import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PAGE_DATA_CHANNEL, pagesToDrop } from "../page-cache/notices";
import { acquireDataDirLock } from "./data-dir-lock";
import type { Db } from "./handle";
import { dropKeptReads } from "./kept-reads";
import { installNamedStatements } from "./pglite-statements";
import { forgetKept, REFERENCE_DATA_CHANNEL, startKeeping } from "./reference-data";
import { openReplicas, type ReplicaOptions } from "./replicas";
import * as schema from "./schema";

export type Database = {
  db: Db;
  /**
   * For the catalogue's, search's and product pages' reads: the replicas' handle when DATABASE_REPLICA_URLS names
   * some (a replica that is down or behind is passed over for the primary), else `db` itself.
   */
  readDb: Db;
  /** Whether `readDb` reads from replicas. */
  replicated: boolean;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  /**
   * Resolves once every change committed before the call has reached this process's kept reads: at once on
   * PGlite, where the notice comes with the statement's result; on PostgreSQL when a notice sent now comes
   * back, as notices arrive in commit order. For a reader that must see its own write at once (tests).
   */
  settled(): Promise<void>;
  /** Hears what migration 0024's triggers say changed for the kept pages (server/page-cache/notices.ts). */
  onPageNotice(handler: (payload: string) => void): void;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any fixed number: every process migrating the same PostgreSQL database waits on it.
const MIGRATION_LOCK = 7_305_001;

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  /** Streaming replicas of `databaseUrl`'s server (DATABASE_REPLICA_URLS). */
  replicas?: ReplicaOptions;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.replicas);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  // Loaded here, not at the top: a process on PostgreSQL never needs the WASM engine in its memory.
  const [pglite, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let client: PGlite;
  try {
    // pg_trgm: the search's typo tolerance (migration 0002); PostgreSQL servers ship it in contrib.
    client = await pglite.PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  installNamedStatements(db, client, pglite);
  await client.listen(REFERENCE_DATA_CHANNEL, () => forgetKept(db));
  // The kept reads (kept-reads.ts) go with the pages that show them, whether or not a page cache listens too.
  const pageNotices = new Set<(payload: string) => void>([(payload) => dropKeptReads(db, pagesToDrop(payload))]);
  await client.listen(PAGE_DATA_CHANNEL, (payload) => {
    for (const handler of pageNotices) handler(payload);
  });
  startKeeping(db);
  return {
    db,
    readDb: db,
    replicated: false,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    settled: async () => {},
    onPageNotice: (handler) => pageNotices.add(handler),
    async close() {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(url: string, replicaOptions?: ReplicaOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = listenForReferenceChanges(url, db);
  // Kept from the first page on: the first attempt to listen is over before the store serves.
  await listener.firstAttempt;
  // Notices are not replicated: the listener above stays on the primary.
  const replicas =
    replicaOptions && replicaOptions.urls.length > 0
      ? await openReplicas(pool, db, replicaOptions.urls, {
          maxLagMs: replicaOptions.maxLagMs,
          log: replicaOptions.log,
        })
      : undefined;
  return {
    db,
    readDb: replicas?.db ?? db,
    replicated: replicas !== undefined,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async settled() {
      const token = `settled:${randomUUID()}`;
      const arrived = listener.awaitNotice(token);
      await pool.query("select pg_notify($1, $2)", [REFERENCE_DATA_CHANNEL, token]);
      await arrived;
    },
    onPageNotice: (handler) => listener.pageNotices.add(handler),
    async close() {
      await replicas?.close();
      await listener.stop();
      await pool.end();
    },
  };
}

/**
 * A connection of its own that listens for changes of reference data; while it is down, nothing is kept,
 * and it reconnects after a second.
 */
function listenForReferenceChanges(
  url: string,
  db: Db,
): {
  firstAttempt: Promise<void>;
  awaitNotice(payload: string): Promise<void>;
  pageNotices: Set<(payload: string) => void>;
  stop(): Promise<void>;
} {
  let client: pg.Client | undefined;
  // The kept reads (kept-reads.ts) go with the pages that show them, whether or not a page cache listens too.
  const pageNotices = new Set<(payload: string) => void>([(payload) => dropKeptReads(db, pagesToDrop(payload))]);
  const awaited = new Map<string, () => void>();
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      forgetKept(db, { stop: true });
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (notice) => {
      if (notice.channel === PAGE_DATA_CHANNEL) {
        for (const handler of pageNotices) handler(notice.payload ?? "");
        return;
      }
      forgetKept(db);
      if (notice.payload) awaited.get(notice.payload)?.();
    });
    try {
      await next.connect();
      await next.query(`listen ${REFERENCE_DATA_CHANNEL}`);
      await next.query(`listen ${PAGE_DATA_CHANNEL}`);
      if (!stopped && client === next) startKeeping(db);
    } catch {
      lost();
    }
  };
  return {
    firstAttempt: connect(),
    pageNotices,
    // Not listening, nothing is kept: there is nothing to wait for. A lost notice ends the wait after 5 s.
    awaitNotice(payload) {
      if (!client) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          awaited.delete(payload);
          resolve();
        };
        const timer = setTimeout(done, 5000);
        awaited.set(payload, done);
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      forgetKept(db, { stop: true });
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
