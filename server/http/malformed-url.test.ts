import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWellFormedUrl, MAX_SEGMENT_LENGTH } from "./malformed-url";

describe("isWellFormedUrl", () => {
  it("lets through the store's addresses, in any script, with their queries", () => {
    for (const url of [
      "/",
      "/shop/products/bosch-gsb-18v-drill",
      "/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C/all",
      `/blog/posts/${encodeURIComponent("مثقاب")}`,
      "/shop/catalog/drills?filter_check=bosch&filter_check=makita&page=2",
      "/search?query=a%20b%26c",
      "/shop/products/a%0Ab",
      `/search/${"y".repeat(2000)}/all`,
    ]) {
      expect(isWellFormedUrl(url), url).toBe(true);
    }
  });

  it("refuses a NUL in the path or the query, broken percent-encoding, and over-long segments", () => {
    for (const url of [
      "/shop/products/%00",
      "/shop/products/a%00b",
      "/shop/quick-view/a%00b",
      "/blog/posts/%00",
      "/shop/products/%E0%A4%A",
      "/shop/products/%C0%AF",
      "/shop/products/%ED%A0%80",
      "/shop/products/%",
      `/shop/products/${"a".repeat(MAX_SEGMENT_LENGTH + 1)}`,
      "/shop/search-suggestions?query=%00",
      "/blog/category-classic?q=a%00b",
      "/shop/catalog?%00=1",
    ]) {
      expect(isWellFormedUrl(url), url).toBe(false);
    }
  });

  it("never throws, and accepts exactly the paths whose segments decode short and without a NUL (property)", () => {
    const segment = fc.oneof(
      fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
      // Typed as is: anything but the characters that end a segment.
      fc.string({ maxLength: 12 }).map((text) => text.replace(/[/?#]/g, "-")),
      fc.constantFrom("%", "%0", "%00", "%FF", "%C3%28", "%E2%82", "..", "%2F"),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.string({ maxLength: 20 }), (segments, query) => {
        const url = `/${segments.join("/")}${query ? `?${query}` : ""}`;
        const answer = isWellFormedUrl(url);
        const decodable = segments.every((part) => {
          try {
            const decoded = decodeURIComponent(part);
            return !decoded.includes("\0") && decoded.length <= MAX_SEGMENT_LENGTH;
          } catch {
            return false;
          }
        });
        const noNul = [...new URLSearchParams(query)].every(([name, value]) => !`${name}${value}`.includes("\0"));
        expect(answer).toBe(decodable && noNul);
      }),
      { seed: 20261125, numRuns: 1000 },
    );
  });
});
