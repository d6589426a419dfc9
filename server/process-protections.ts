// The protections the store's process runs with, whatever starts it (npm start, the Dockerfile, the browser tests,
// a cluster's workers): decision 029.

/**
 * What `node --disable-proto=delete` does: Object.prototype loses its `__proto__` accessor, so should a request's name
 * ever reach `object[name] = value` as `__proto__`, it makes an ordinary property rather than replacing the
 * object's prototype (and, walked into, reaching Object.prototype). Object literals' `{ __proto__: … }` and
 * Object.setPrototypeOf are syntax and functions of their own, and keep working.
 */
export function removeProtoAccessor(): void {
  Reflect.deleteProperty(Object.prototype, "__proto__");
}
