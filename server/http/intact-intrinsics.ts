// A process whose built-in prototypes were changed (a polluted Object.prototype, say) may answer every page with an
// error while its database is fine. The probes compare the prototypes with what they held when this module was
// loaded, so such a process fails them: a balancer takes it out, an orchestrator restarts it.

const WATCHED: readonly object[] = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
  Symbol.prototype,
  BigInt.prototype,
  Promise.prototype,
  RegExp.prototype,
  Date.prototype,
  Error.prototype,
  Map.prototype,
  Set.prototype,
];

type Snapshot = Map<PropertyKey, unknown>;

/** Each own property's value, getter and setter, by key. */
function snapshotOf(target: object): Snapshot {
  const snapshot: Snapshot = new Map();
  for (const key of Reflect.ownKeys(target)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
    snapshot.set(key, descriptor && ("value" in descriptor ? descriptor.value : [descriptor.get, descriptor.set]));
  }
  return snapshot;
}

function sameAs(target: object, before: Snapshot): boolean {
  const now = snapshotOf(target);
  if (now.size !== before.size) return false;
  for (const [key, value] of before) {
    if (!now.has(key)) return false;
    const current = now.get(key);
    const same = Array.isArray(value)
      ? Array.isArray(current) && current[0] === value[0] && current[1] === value[1]
      : Object.is(current, value);
    if (!same) return false;
  }
  return Object.getPrototypeOf(target) === prototypes.get(target);
}

const snapshots = new Map(WATCHED.map((target) => [target, snapshotOf(target)]));
const prototypes = new Map(WATCHED.map((target) => [target, Object.getPrototypeOf(target) as unknown]));

/** Whether every built-in prototype still holds what it held when the process started. */
export function intrinsicsIntact(): boolean {
  for (const [target, before] of snapshots) if (!sameAs(target, before)) return false;
  return true;
}
