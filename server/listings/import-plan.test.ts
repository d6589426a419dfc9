import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mediaKeyOf, productIdOfStoreSku } from "./import-plan";

// What a pictures cell's address names (decision 047): the export writes each picture as the whole address of its
// large rendition, and an import must find the same key again, whatever shape the store gave it.

describe("mediaKeyOf", () => {
  it("finds the key of an exported address: an upload's, an import's and the demo's", () => {
    expect(mediaKeyOf("https://shop.example/media/products/0b9f2c1e-0d6b-4a55-9a57-2f5b1d8f4c3a-large.webp")).toBe(
      "products/0b9f2c1e-0d6b-4a55-9a57-2f5b1d8f4c3a",
    );
    expect(mediaKeyOf("/media/products/i-0123456789abcdef0123456789abcdef01234567-card.webp")).toBe(
      "products/i-0123456789abcdef0123456789abcdef01234567",
    );
    expect(mediaKeyOf("http://localhost:3000/media/products/cordless-drill-wakita/2-large.webp")).toBe(
      "products/cordless-drill-wakita/2",
    );
    expect(mediaKeyOf("products/cordless-drill-wakita/2")).toBe("products/cordless-drill-wakita/2");
  });

  it("names no key for a file of the zip or anything else", () => {
    expect(mediaKeyOf("drill.jpg")).toBeNull();
    expect(mediaKeyOf("photos/drill-large.webp")).toBeNull();
    expect(mediaKeyOf("products/../secrets")).toBeNull();
    expect(mediaKeyOf("products/")).toBeNull();
  });

  it("answers any text with null or a key it contains, never throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (address) => {
        const key = mediaKeyOf(address);
        if (key === null) return;
        expect(address).toContain(key);
        expect(key).toMatch(/^products(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/);
      }),
    );
  });
});

describe("productIdOfStoreSku", () => {
  it("reads the store's code of a product without one", () => {
    expect(productIdOfStoreSku("TS-000042")).toBe(42);
    expect(productIdOfStoreSku("ts-42")).toBe(42);
    expect(productIdOfStoreSku("TS-")).toBeNull();
    expect(productIdOfStoreSku("DR-18V-01")).toBeNull();
  });
});
