import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLASH_KEYS, type FlashMessage, flashCookie, parseFlash, takeFlash } from "./flash";

const request = (cookie?: string) => new Request("http://localhost/", cookie ? { headers: { cookie } } : {});

/** The Set-Cookie value's `name=value` part, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("flash messages", () => {
  it("carries a message from the action's cookie to the next page, once", () => {
    const message: FlashMessage = { key: "cart.added", name: "Cordless Drill «Pro» ; = , \\ 🔧" };
    const taken = takeFlash(request(sentBack(flashCookie(request(), message))));
    expect(taken?.flash).toMatchObject({ ...message, kind: "success" });
    expect(taken?.clear).toMatch(/^flash=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("is short-lived, out of scripts' reach and not sent by other sites' posts", () => {
    const cookie = flashCookie(request(), { key: "lists.errors.wishlistFull", limit: 50 });
    expect(cookie).toContain("Max-Age=60");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("says nothing without a flash cookie, and clears one it cannot read", () => {
    expect(takeFlash(request("lang=ru"))).toBeNull();
    const taken = takeFlash(request("flash=%7B%22key%22%3A%22admin.secret%22%7D"));
    expect(taken?.flash).toBeNull();
    expect(taken?.clear).toContain("Max-Age=0");
  });

  it("refuses keys outside the allowlist, unknown fields and parameters out of bounds", () => {
    expect(parseFlash(JSON.stringify({ key: "toString" }))).toBeNull();
    expect(parseFlash(JSON.stringify({ key: "cart.added", extra: 1 }))).toBeNull();
    expect(parseFlash('{"key":"cart.added","__proto__":{"polluted":1}}')).toBeNull();
    expect(parseFlash(JSON.stringify({ key: "cart.added", name: "x".repeat(201) }))).toBeNull();
    expect(parseFlash(JSON.stringify({ key: "cart.addedLimited", count: -1 }))).toBeNull();
    expect(parseFlash(JSON.stringify({ key: "cart.addedLimited", count: 1.5 }))).toBeNull();
    expect(parseFlash(`{"key":"cart.added","name":"${"y".repeat(700)}"}`)).toBeNull();
  });

  it("answers any cookie value with an allowed message or nothing, never throwing", () => {
    const hostileName = fc.constantFrom("__proto__", "constructor", "prototype", "key", "toString", "kind");
    const anyJson = fc.oneof(
      fc.string(),
      fc.json(),
      fc.dictionary(fc.oneof(hostileName, fc.string()), fc.jsonValue()).map((value) => JSON.stringify(value)),
      fc
        .record({ key: fc.oneof(fc.constantFrom(...FLASH_KEYS), fc.string()), name: fc.jsonValue() })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(anyJson, (raw) => {
        const message = parseFlash(raw);
        if (message === null) return;
        expect(FLASH_KEYS).toContain(message.key);
        expect(Object.getPrototypeOf(message)).toBe(Object.prototype);
        for (const field of Object.keys(message)) expect(["key", "name", "count", "limit", "code"]).toContain(field);
        if (message.name !== undefined) expect(message.name.length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 500 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reads back every message it writes", () => {
    const message = fc.record(
      {
        key: fc.constantFrom(...FLASH_KEYS),
        name: fc.string({ minLength: 1, maxLength: 200 }),
        count: fc.nat({ max: 100_000 }),
        limit: fc.nat({ max: 100_000 }),
      },
      { requiredKeys: ["key"] },
    );
    fc.assert(
      fc.property(message, (written) => {
        expect(takeFlash(request(sentBack(flashCookie(request(), written))))?.flash).toMatchObject(written);
      }),
    );
  });
});
