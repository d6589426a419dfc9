import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./handle";

/**
 * What ties a replica's read handle to its primary: the reads kept in memory (reference-data.ts) are keyed on the
 * primary's handle and read from the primary, whichever handle asked, as the primary's notices are what drop them.
 */
type Registry = { primaryOf: WeakMap<Db, Db>; onPrimary: AsyncLocalStorage<true> };
// As reference-data.ts: the server's entry and the React Router build each bundle this module; one global copy.
const REGISTRY_KEY = Symbol.for("tool-store.primary-reads");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
// Made at first use, not on import: route modules import this file's importers, and a module's top-level
// statements stay in the browser's bundle, where there is no AsyncLocalStorage.
function shared(): Registry {
  registry[REGISTRY_KEY] ??= { primaryOf: new WeakMap(), onPrimary: new AsyncLocalStorage() };
  return registry[REGISTRY_KEY];
}

/** `readDb` reads from replicas of `primary`. */
export function registerReadHandle(readDb: Db, primary: Db): void {
  shared().primaryOf.set(readDb, primary);
}

/** The primary's handle behind a replica's read handle; any other handle is its own primary. */
export function primaryHandleOf(db: Db): Db {
  return shared().primaryOf.get(db) ?? db;
}

/** Runs `read` so that every query it makes through a replica's read handle goes to the primary instead. */
export function readOnPrimary<T>(read: () => T): T {
  return shared().onPrimary.run(true, read);
}

/** Whether the query being sent now was asked to go to the primary (readOnPrimary). */
export function mustReadPrimary(): boolean {
  return shared().onPrimary.getStore() === true;
}
