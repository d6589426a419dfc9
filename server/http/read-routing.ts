import { serialize } from "cookie";

/**
 * Set on the answer to every write (any method but GET and HEAD) while replicas are in use: while the browser
 * sends it back, that visitor's reads go to the primary, so a seller sees the listing they just saved. It lives in
 * the browser, not in a process's memory, so every app process behind the balancer decides the same.
 */
export const RECENT_WRITE_COOKIE = "recent-write";

const READ_METHODS = new Set(["GET", "HEAD"]);

/** Whether a request is a write: whatever is not a GET or a HEAD may change something. */
export function isWrite(method: string): boolean {
  return !READ_METHODS.has(method.toUpperCase());
}

/**
 * Whether this request's reads may go to a replica: a GET or a HEAD from a browser that has not written within
 * the window. `cookies` as `cookie.parse` gives them (a null-prototype object: no name reaches Object.prototype).
 */
export function readsFromReplica(method: string, cookies: Readonly<Record<string, string | undefined>>): boolean {
  return !isWrite(method) && cookies[RECENT_WRITE_COOKIE] === undefined;
}

/** The cookie that sends this browser's reads to the primary for `seconds`. */
export function recentWriteCookie(seconds: number, secure: boolean): string {
  return serialize(RECENT_WRITE_COOKIE, "1", { maxAge: seconds, httpOnly: true, sameSite: "lax", path: "/", secure });
}
