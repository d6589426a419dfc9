// Names that come from a request (form fields, query parameters, cookies) are data, never an object's own
// vocabulary: written as keys of an ordinary object, `__proto__` reaches Object.prototype and every object of the
// process with it. Such names only ever become keys of objects without a prototype, and these three never do.

/** Names that reach an object's prototype or its constructor when written or read as keys. */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(["__proto__", "prototype", "constructor"]);

/** Whether a name from a request may be a key (of an object without a prototype). */
export function isSafeKey(name: string): boolean {
  return !UNSAFE_KEYS.has(name);
}

/** An empty object without a prototype, for keys that come from a request. */
export function keyedByInput<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Entries as an object without a prototype, leaving out unsafe names (where Object.fromEntries would keep them). */
export function objectFromInput<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const object = keyedByInput<T>();
  for (const [name, value] of entries) if (isSafeKey(name)) object[name] = value;
  return object;
}

/** The value a request's name stands for in a table of our own, or undefined (never an inherited member). */
export function lookUp<T>(table: Readonly<Record<string, T>>, name: string | null | undefined): T | undefined {
  return name != null && Object.hasOwn(table, name) ? table[name] : undefined;
}
