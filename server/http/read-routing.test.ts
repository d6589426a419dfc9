import { parse } from "cookie";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWrite, RECENT_WRITE_COOKIE, readsFromReplica, recentWriteCookie } from "./read-routing";

/** The Set-Cookie value's `name=value` part, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("which requests read from a replica", () => {
  it("a page or a HEAD from a visitor who has not written reads from a replica", () => {
    expect(readsFromReplica("GET", parse(""))).toBe(true);
    expect(readsFromReplica("HEAD", parse("lang=ru; currency=EUR"))).toBe(true);
    expect(readsFromReplica("get", parse("session=abc"))).toBe(true);
  });

  it("a write, and every read while the browser sends the recent-write cookie back, go to the primary", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(isWrite(method)).toBe(true);
      expect(readsFromReplica(method, parse(""))).toBe(false);
    }
    const cookie = sentBack(recentWriteCookie(5, false));
    expect(readsFromReplica("GET", parse(cookie))).toBe(false);
    expect(readsFromReplica("GET", parse(`lang=ru; ${cookie}; currency=EUR`))).toBe(false);
  });

  it("the cookie lasts the window, stays out of scripts' reach and is not sent by other sites' posts", () => {
    expect(recentWriteCookie(5, false)).toBe(`${RECENT_WRITE_COOKIE}=1; Max-Age=5; Path=/; HttpOnly; SameSite=Lax`);
    expect(recentWriteCookie(12, true)).toContain("; Secure");
  });

  it("no Cookie header, however hostile, throws, or sends a visitor without the cookie to the primary", () => {
    const names = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "__proto__",
        "constructor",
        "prototype",
        "toString",
        "recent-write ",
        " recent-write",
        "Recent-Write",
      ),
    );
    const pair = fc.tuple(names, fc.string()).map(([name, value]) => `${name}=${value}`);
    const header = fc.oneof(
      fc.string(),
      fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join("; ")),
    );
    fc.assert(
      fc.property(header, (cookieHeader) => {
        const cookies = parse(cookieHeader);
        // Names reach no prototype: only the cookie's own name sends a page to the primary.
        if (!cookieHeader.includes(RECENT_WRITE_COOKIE)) expect(readsFromReplica("GET", cookies)).toBe(true);
        // Whatever follows it, a recent write is always seen.
        expect(readsFromReplica("GET", parse(`${RECENT_WRITE_COOKIE}=1; ${cookieHeader}`))).toBe(false);
        expect(readsFromReplica("POST", cookies)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
