import type { Db } from "./client";

/**
 * Categories, brands, colours and currencies are read on most pages and change rarely. A process keeps what it read
 * of them while it listens on this channel, which a trigger on each table notifies (migration 0008), and
 * drops it all at each notification. A process that is not listening (its connection is lost) reads them
 * from the database each time.
 */
export const REFERENCE_DATA_CHANNEL = "reference_data_changed";

const keptBy = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** The database now tells this process when reference data changes: keep what is read from now on. */
export function startKeeping(db: Db): void {
  keptBy.set(db, new Map());
}

/** Drop what was kept (a change was notified), or stop keeping altogether (the listening stopped). */
export function forgetKept(db: Db, { stop = false } = {}): void {
  if (stop) keptBy.delete(db);
  else keptBy.get(db)?.clear();
}

/** `read()` once while nothing changes; concurrent callers share one read. */
export function referenceData<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const kept = keptBy.get(db);
  if (!kept) return read();
  const known = kept.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  kept.set(key, reading);
  reading.catch(() => {
    if (kept.get(key) === reading) kept.delete(key);
  });
  return reading;
}
