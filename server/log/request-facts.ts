import { AsyncLocalStorage } from "node:async_hooks";

/** What a request's log line learns while the request is served: the signed-in user, once the session is read. */
export type RequestFacts = { userId?: string };

// One store per process, though this module is in it twice (the compiled server's copy and the app build's).
const REGISTRY_KEY = Symbol.for("tool-store.request-facts");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: AsyncLocalStorage<RequestFacts> };
registry[REGISTRY_KEY] ??= new AsyncLocalStorage();
const facts: AsyncLocalStorage<RequestFacts> = registry[REGISTRY_KEY];

/** Runs the rest of a request with its own facts to fill in. */
export function withRequestFacts(own: RequestFacts, next: () => void): void {
  facts.run(own, next);
}

/** Called where the session is read, so the request's log line names its user. */
export function noteRequestUser(userId: string): void {
  const current = facts.getStore();
  if (current) current.userId = userId;
}
