import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "../log/logger";
import type { Db } from "./handle";
import { mustReadPrimary, registerReadHandle } from "./primary-reads";
import * as schema from "./schema";

/** How often each replica is asked how far it has replayed (and a replica that is down, whether it is back). */
const CHECK_EVERY_MS = 1000;
/** A replica that takes longer than this to answer its check is down. */
const CHECK_TIMEOUT_MS = 2000;
/**
 * A read that has had no answer after this long is sent to the primary, and its replica is down until it answers a
 * check again: a replica that went silent mid-query (a frozen server, a lost network) keeps its connections open,
 * and without a limit the page would wait for ever. Far above any catalogue read.
 */
const READ_TIMEOUT_MS = 5000;
/** The primary's write positions remembered to time a replica's lag: two minutes of them at most. */
const MAX_SAMPLES = 120;

export type ReplicaOptions = {
  urls: string[];
  /** A replica further behind than this takes no reads (REPLICA_STICKY_SECONDS). */
  maxLagMs: number;
  log?: Logger;
};

export type ReadReplicas = {
  /** Reads from a replica that is up and not too far behind; from the primary when none is. */
  db: Db;
  close(): Promise<void>;
};

type Replica = {
  /** host:port/database, for the log: never the password. */
  name: string;
  pool: pg.Pool;
  down: boolean;
  /** Not in recovery: a promoted former replica, whose data no longer follows the primary's. */
  notStandby: boolean;
  lagMs: number;
};

type QueryArgs = [config: pg.QueryConfig, values?: unknown[]];

/**
 * A pool per replica URL, and a read handle over them: each query goes to the next usable replica in turn; one
 * that fails there for a connection reason marks the replica down and is sent once more, to the primary. Every
 * second each replica is asked how far it has replayed, which both brings a replica that was down back and times
 * its lag against the primary's write positions; a replica further behind than `maxLagMs` takes no reads.
 */
export async function openReplicas(
  primary: pg.Pool,
  primaryDb: Db,
  urls: string[],
  options: { maxLagMs: number; log?: Logger },
): Promise<ReadReplicas> {
  const log = options.log;
  const replicas: Replica[] = urls.map((url) => {
    const parsed = new URL(url);
    const replica: Replica = {
      name: `${parsed.host}${parsed.pathname}`,
      pool: new pg.Pool({
        connectionString: url,
        max: 10,
        connectionTimeoutMillis: 2000,
        query_timeout: READ_TIMEOUT_MS,
        keepAlive: true,
      }),
      down: true,
      notStandby: false,
      lagMs: 0,
    };
    // An idle connection that breaks (the replica stopped) is reported here; unheard, it would end the process.
    replica.pool.on("error", (error) => markDown(replica, error));
    return replica;
  });
  /** The primary's write positions, oldest first, with when they were read. */
  const samples: { at: number; lsn: bigint }[] = [];
  /** How far each replica had replayed at its last check. */
  const replayedBy = new Map<Replica, bigint>();
  let next = 0;

  function markDown(replica: Replica, error: unknown) {
    if (replica.down) return;
    replica.down = true;
    log?.warn(`Read replica ${replica.name} is down, reading from the primary: ${messageOf(error)}`);
  }
  const usable = () =>
    replicas.filter((replica) => !replica.down && !replica.notStandby && replica.lagMs <= options.maxLagMs);
  const pick = (): Replica | undefined => {
    if (mustReadPrimary()) return undefined;
    const choices = usable();
    if (choices.length === 0) return undefined;
    next = (next + 1) % choices.length;
    return choices[next];
  };

  async function query(...args: QueryArgs): Promise<pg.QueryResult> {
    const replica = pick();
    if (!replica) return primary.query(...args);
    try {
      return await replica.pool.query(...args);
    } catch (error) {
      if (!failsOver(error)) throw error;
      if (isConnectionFailure(error)) markDown(replica, error);
      return primary.query(...args);
    }
  }
  // Drizzle takes a connection of its own for a transaction.
  async function connect(): Promise<pg.PoolClient> {
    const replica = pick();
    if (replica) {
      try {
        return await replica.pool.connect();
      } catch (error) {
        markDown(replica, error);
      }
    }
    return primary.connect();
  }

  let checking: Promise<void> | undefined;
  async function checkAll() {
    const at = Date.now();
    const position = await primary
      .query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")
      .then((result) => lsnOf(result.rows[0]?.lsn))
      .catch(() => null);
    if (position !== null && (samples.length === 0 || position > samples[samples.length - 1]!.lsn)) {
      samples.push({ at, lsn: position });
      if (samples.length > MAX_SAMPLES) samples.shift();
    }
    await Promise.all(replicas.map((replica) => withinCheckTime(replica, checkOne(replica))));
    // What every replica has replayed is no longer needed to time anyone's lag; the newest position is kept. A down
    // replica counts with what it had replayed, so that once back it is timed against the positions it missed.
    let least: bigint | undefined;
    for (const replica of replicas) {
      const replayed = replayedBy.get(replica);
      if (replayed !== undefined && (least === undefined || replayed < least)) least = replayed;
    }
    while (least !== undefined && samples.length > 1 && samples[0]!.lsn <= least) samples.shift();
  }
  async function checkOne(replica: Replica) {
    try {
      const { rows } = await replica.pool.query<{ standby: boolean; lsn: string | null }>(
        "select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn",
      );
      const row = rows[0];
      const replayed = lsnOf(row?.lsn ?? null) ?? 0n;
      replayedBy.set(replica, replayed);
      const notStandby = row?.standby !== true;
      if (notStandby && !replica.notStandby) {
        log?.error(`Read replica ${replica.name} is not in recovery (promoted?): it takes no reads.`);
      }
      replica.notStandby = notStandby;
      // The lag: how long ago the primary had written the oldest position this replica has not replayed yet.
      const behind = samples.find((sample) => sample.lsn > replayed);
      const lagMs = behind ? Date.now() - behind.at : 0;
      const wasLagging = replica.lagMs > options.maxLagMs;
      replica.lagMs = lagMs;
      if (replica.down) {
        replica.down = false;
        log?.info(`Read replica ${replica.name} is up.`);
      }
      if (lagMs > options.maxLagMs && !wasLagging) {
        log?.warn(`Read replica ${replica.name} is ${Math.round(lagMs / 1000)} s behind: reading from the primary.`);
      }
    } catch (error) {
      markDown(replica, error);
    }
  }
  // A replica that does not answer its check in time (a lost network keeps the connection open) is down: the
  // check goes on without waiting for it, and pages stop going there.
  async function withinCheckTime(replica: Replica, checking: Promise<void>) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        markDown(replica, new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`));
        resolve();
      }, CHECK_TIMEOUT_MS);
    });
    await Promise.race([checking, late]);
    clearTimeout(timer);
  }
  const check = () => {
    checking ??= checkAll().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  // The first check before the first page: a replica that answers takes reads from the start; one that does not
  // is down, and is asked again each second (the store starts without it).
  await check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();

  // Drizzle sends a query with `query(config, values)` and a transaction on a connection from `connect()`; a
  // class whose name holds "Pool" is how it tells a pool from a single connection.
  class ReplicaRoutingPool {
    query = query;
    connect = connect;
  }
  const db = drizzle(new ReplicaRoutingPool() as unknown as pg.Pool, { schema }) as unknown as Db;
  registerReadHandle(db, primaryDb);
  return {
    db,
    async close() {
      clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((replica) => replica.pool.end().catch(() => {})));
    },
  };
}

/** A WAL position (`16/B374D848`) as a number. */
function lsnOf(text: string | null | undefined): bigint | null {
  const match = text?.match(/^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i);
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/**
 * The server never answered, the connection broke, or the server is starting or stopping: the replica, not the
 * query, failed (SQLSTATE class 08, and 57P01–57P03).
 */
function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true; // ECONNREFUSED, a timeout, a cut connection
  const code = error.code ?? "";
  return code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03";
}

/**
 * Worth sending to the primary: a connection failure, or a query the replica cancelled because replaying the
 * primary's changes needed what it read (40001: "conflict with recovery").
 */
function failsOver(error: unknown): boolean {
  return isConnectionFailure(error) || (error instanceof pg.DatabaseError && error.code === "40001");
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
