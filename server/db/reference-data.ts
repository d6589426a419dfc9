import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Reads that most pages make and few requests change: categories, brands, colours and currencies (migration
 * 0008), and the catalogue's shelves, the facet counts of a category without filters and the latest blog
 * posts (migration 0009). A process keeps what it read of them while it listens on this channel, which a
 * trigger on each of their tables notifies, and drops it all at each notification. A process that is not
 * listening (its connection is lost) reads them from the database each time. On PGlite the notification
 * arrives with the writing statement's result; on PostgreSQL a moment after its commit.
 */
export const REFERENCE_DATA_CHANNEL = "reference_data_changed";

type Kept = WeakMap<Db, Map<string, Promise<unknown>>>;
// The server's entry and the React Router build each bundle their own copy of this module, but they share
// one database handle: what is kept hangs off a global registry key, so both copies see the same.
const REGISTRY_KEY = Symbol.for("tool-store.reference-data");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Kept };
registry[REGISTRY_KEY] ??= new WeakMap();
const keptBy: Kept = registry[REGISTRY_KEY];

/** The database now tells this process when reference data changes: keep what is read from now on. */
export function startKeeping(db: Db): void {
  keptBy.set(db, new Map());
}

/** Drop what was kept (a change was notified), or stop keeping altogether (the listening stopped). */
export function forgetKept(db: Db, { stop = false } = {}): void {
  if (stop) keptBy.delete(db);
  else keptBy.get(db)?.clear();
}

/**
 * `read()` once while nothing changes; concurrent callers share one read. Always a real promise, even when
 * `read` returns a query builder (a thenable that a page's data could not carry).
 */
export function referenceData<T>(db: Db, key: string, read: () => PromiseLike<T>): Promise<T> {
  const kept = keptBy.get(db);
  if (!kept) return Promise.resolve(read());
  const known = kept.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = Promise.resolve(read());
  kept.set(key, reading);
  reading.catch(() => {
    if (kept.get(key) === reading) kept.delete(key);
  });
  return reading;
}

/**
 * Tells every process that reference data changed, as the tables' triggers do, for a change in a table no trigger
 * watches: a seller's shop name or slug, which the shelves' cards show ("Sold by …").
 */
export async function notifyReferenceDataChanged(db: Db, table: string): Promise<void> {
  await db.execute(sql`select pg_notify(${REFERENCE_DATA_CHANNEL}, ${table})`);
}
