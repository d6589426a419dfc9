import type { PageDrop } from "../page-cache/notices";
import { collectingPageTags, showsOnPage } from "../page-cache/page-tags";
import type { Db } from "./handle";
import { primaryHandleOf, readOnPrimary } from "./primary-reads";
import { keepingSpell } from "./reference-data";

/**
 * Reads of one thing many pages show, such as a product page's data, kept by this process with the tags of what they
 * show (server/page-cache/page-tags.ts) and dropped by the same notices that drop kept pages: a rendered page (a
 * shopper with a cart, a signed-in one, or one whose page is not kept yet) then skips its biggest query. Kept only
 * while the process hears the notices, as the kept pages are; at most `MAX_KEPT` reads, the least recently used going
 * first. The values are shared between requests: callers never change them.
 */
const MAX_KEPT = 500;
// What no notice announces shows at most this long, as on a kept page (PAGE_CACHE_MAX_AGE_SECONDS' default).
const MAX_AGE_MS = 300_000;

type Entry = { value: unknown; tags: ReadonlySet<string>; storedAt: number };
type Store = { spell: number; generation: number; entries: Map<string, Entry> };
// The server's entry and the React Router build each bundle their own copy of this module: one store for both.
const REGISTRY_KEY = Symbol.for("tool-store.kept-reads");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: WeakMap<Db, Store> };
registry[REGISTRY_KEY] ??= new WeakMap();
const stores: WeakMap<Db, Store> = registry[REGISTRY_KEY];

/** The store of `db`'s primary while the process hears the notices (a new, empty one after each gap), or null. */
function storeOf(db: Db): Store | null {
  const primary = primaryHandleOf(db);
  const spell = keepingSpell(primary);
  if (spell === null) {
    stores.delete(primary);
    return null;
  }
  let store = stores.get(primary);
  if (!store || store.spell !== spell) {
    store = { spell, generation: (store?.generation ?? 0) + 1, entries: new Map() };
    stores.set(primary, store);
  }
  return store;
}

/**
 * `read()`'s value, kept under `key` until a notice drops one of the tags it showed. Read on the primary (a lagging
 * replica would keep an old value past its notice). A read during which anything was dropped is used, not kept.
 */
export async function keptRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const store = storeOf(db);
  if (!store) return read();
  const kept = store.entries.get(key);
  if (kept && Date.now() - kept.storedAt > MAX_AGE_MS) store.entries.delete(key);
  else if (kept) {
    // Most recently used last: the first in the map is the first to go.
    store.entries.delete(key);
    store.entries.set(key, kept);
    showsOnPage(...kept.tags);
    return kept.value as T;
  }
  const generation = store.generation;
  const tags = new Set<string>();
  const value = await collectingPageTags(tags, () => readOnPrimary(read));
  showsOnPage(...tags);
  if (store.generation === generation && stores.get(primaryHandleOf(db)) === store) {
    store.entries.set(key, { value, tags, storedAt: Date.now() });
    for (const oldest of store.entries.keys()) {
      if (store.entries.size <= MAX_KEPT) break;
      store.entries.delete(oldest);
    }
  }
  return value;
}

/** Drops the kept reads a notice names (server/page-cache/notices.ts `pagesToDrop`). */
export function dropKeptReads(db: Db, drop: PageDrop): void {
  const store = stores.get(primaryHandleOf(db));
  if (!store) return;
  store.generation += 1;
  if (drop.all) {
    store.entries.clear();
    return;
  }
  const dropped = new Set(drop.tags);
  for (const [key, entry] of store.entries) {
    for (const tag of entry.tags) {
      if (dropped.has(tag)) {
        store.entries.delete(key);
        break;
      }
    }
  }
}
