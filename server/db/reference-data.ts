import { sql } from "drizzle-orm";
import { PAGE_DATA_CHANNEL } from "../page-cache/notices";
import { collectingPageTags, showsOnPage } from "../page-cache/page-tags";
import type { Db } from "./handle";
import { primaryHandleOf, readOnPrimary } from "./primary-reads";

/**
 * Reads that most pages make and few requests change: categories, brands, colours and currencies (migration
 * 0008), and the catalogue's shelves, the facet counts of a category without filters and the latest blog
 * posts (migration 0009). A process keeps what it read of them while it listens on this channel, which a
 * trigger on each of their tables notifies, and drops it all at each notification. A process that is not
 * listening (its connection is lost) reads them from the database each time. On PGlite the notification
 * arrives with the writing statement's result; on PostgreSQL a moment after its commit.
 */
export const REFERENCE_DATA_CHANNEL = "reference_data_changed";

type KeptRead<T> = { value: T; tags: ReadonlySet<string> };
type Kept = WeakMap<Db, Map<string, Promise<KeptRead<unknown>>>>;
// The server's entry and the React Router build each bundle their own copy of this module, but they share
// one database handle: what is kept hangs off a global registry key, so both copies see the same.
const REGISTRY_KEY = Symbol.for("tool-store.reference-data");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Kept };
registry[REGISTRY_KEY] ??= new WeakMap();
const keptBy: Kept = registry[REGISTRY_KEY];

// Shared the same way: the build's copy asks which spell the server's copy started (kept-reads.ts, page-cache.ts).
const SPELLS_KEY = Symbol.for("tool-store.reference-data-spells");
const spellRegistry = globalThis as typeof globalThis & { [SPELLS_KEY]?: WeakMap<Db, number> };
spellRegistry[SPELLS_KEY] ??= new WeakMap();
const spells: WeakMap<Db, number> = spellRegistry[SPELLS_KEY];

/** The database now tells this process when reference data changes: keep what is read from now on. */
export function startKeeping(db: Db): void {
  keptBy.set(db, new Map());
  spells.set(db, (spells.get(db) ?? 0) + 1);
}

/**
 * Which spell of hearing the notices this process is in (one more after each reconnection), or null while it does
 * not hear them: the page cache (server/http/page-cache.ts) drops what it kept across a gap.
 */
export function keepingSpell(db: Db): number | null {
  return keptBy.has(db) ? (spells.get(db) ?? null) : null;
}

/** Drop what was kept (a change was notified), or stop keeping altogether (the listening stopped). */
export function forgetKept(db: Db, { stop = false } = {}): void {
  if (stop) keptBy.delete(db);
  else keptBy.get(db)?.clear();
}

/**
 * `read()` once while nothing changes; concurrent callers share one read. Always a real promise, even when
 * `read` returns a query builder (a thenable that a page's data could not carry). What the read names as shown
 * on the page (server/page-cache/page-tags.ts) is kept with it and named again for every page that uses it.
 * Asked through a replica's read handle, what is kept is the primary's and read from the primary: a lagging
 * replica would keep an old value after the primary's notice dropped it (docs/decisions/039-read-replicas.md).
 */
export function referenceData<T>(db: Db, key: string, read: () => PromiseLike<T>): Promise<T> {
  const kept = keptBy.get(primaryHandleOf(db));
  if (!kept) return Promise.resolve(read());
  let known = kept.get(key) as Promise<KeptRead<T>> | undefined;
  if (!known) {
    const tags = new Set<string>();
    // `then` called inside readOnPrimary: a query builder sends its query when its `then` is called.
    const fromPrimary = () => readOnPrimary(() => new Promise<T>((resolve, reject) => read().then(resolve, reject)));
    const reading = collectingPageTags(tags, fromPrimary).then((value) => ({ value, tags }));
    kept.set(key, reading);
    reading.catch(() => {
      if (kept.get(key) === reading) kept.delete(key);
    });
    known = reading;
  }
  return known.then(({ value, tags }) => {
    showsOnPage(...tags);
    return value;
  });
}

/**
 * Tells every process that reference data changed, as the tables' triggers do, for a change in a table no trigger
 * watches: a seller's shop name or slug, which the shelves' cards show ("Sold by …").
 */
export async function notifyReferenceDataChanged(db: Db, table: string): Promise<void> {
  // The kept pages that show the table's rows go too (a seller's name on cards: server/page-cache/notices.ts).
  await db.execute(
    sql`select pg_notify(${REFERENCE_DATA_CHANNEL}, ${table}), pg_notify(${PAGE_DATA_CHANNEL}, ${`t/${table}`})`,
  );
}
