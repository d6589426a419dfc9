import { describe, expect, it } from "vitest";
import { type KeptPage, keptPages } from "./kept-pages";

const page = (tags: string[], bytes = 1000, expiresAt: number | null = null): Omit<KeptPage, "storedAt"> => ({
  headers: [["content-type", "text/html"]],
  etag: 'W/"x"',
  br: Buffer.alloc(bytes / 2),
  gzip: Buffer.alloc(bytes / 2),
  length: bytes * 4,
  tags: new Set(tags),
  expiresAt,
});

describe("kept pages", () => {
  it("go at the moment what they show changes by itself, and are not kept once it has passed", () => {
    let now = 10_000;
    const pages = keptPages({ maxBytes: 1_000_000, maxAgeMs: 300_000, now: () => now });
    expect(pages.put("home", page(["table:home_slides"], 1000, 12_000), pages.renderStart())).toBe(true);
    now = 11_999;
    expect(pages.get("home")).toBeDefined();
    now = 12_000;
    expect(pages.get("home")).toBeUndefined();
    expect(pages.put("home", page(["table:home_slides"], 1000, 12_000), pages.renderStart())).toBe(false);
  });

  it("stay within their bound, letting the least recently served go first", () => {
    let now = 0;
    const pages = keptPages({ maxBytes: 10_000, maxAgeMs: 60_000, now: () => now });
    for (let n = 0; n < 20; n++) pages.put(`/p/${n}`, page([`product:${n}`]), pages.renderStart());
    expect(pages.size().bytes).toBeLessThanOrEqual(10_000);
    expect(pages.get("/p/0")).toBeUndefined();
    expect(pages.get("/p/19")).toBeDefined();
    // Six fit (/p/14 to /p/19). Served again, /p/14 outlives the pages kept after it.
    expect(pages.size().pages).toBe(6);
    expect(pages.get("/p/14")).toBeDefined();
    for (let n = 20; n < 25; n++) pages.put(`/p/${n}`, page([`product:${n}`]), pages.renderStart());
    expect(pages.get("/p/14")).toBeDefined();
    expect(pages.get("/p/15")).toBeUndefined();
    now = 61_000;
    expect(pages.get("/p/24")).toBeUndefined();
  });

  it("drop exactly the pages carrying a tag, and everything when told", () => {
    const pages = keptPages({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    pages.put("a", page(["product:1", "table:categories"]), pages.renderStart());
    pages.put("b", page(["product:2", "table:categories"]), pages.renderStart());
    expect(pages.drop({ all: false, tags: ["product:1"], listedCountMayChange: false })).toBe(1);
    expect(pages.get("a")).toBeUndefined();
    expect(pages.get("b")).toBeDefined();
    expect(pages.drop({ all: true })).toBe(1);
    expect(pages.size()).toEqual({ pages: 0, bytes: 0 });
  });

  it("refuse a page whose render began before a change to what it shows (or, read from a replica, just after)", () => {
    let now = 1_000;
    const pages = keptPages({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => now });
    const start = pages.renderStart();
    pages.drop({ all: false, tags: ["product:1"], listedCountMayChange: false });
    expect(pages.put("a", page(["product:1"]), start)).toBe(false);
    expect(pages.put("b", page(["product:2"]), start)).toBe(true);
    now = 3_000;
    // A replica up to 5 s behind may not have the change of 2 s ago yet.
    expect(pages.put("c", page(["product:1"]), pages.renderStart(), 5_000)).toBe(false);
    expect(pages.put("c", page(["product:1"]), pages.renderStart())).toBe(true);
  });
});
