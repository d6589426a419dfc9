import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSlideLink, slideInput, slideShowsAt } from "./home-content";
import { placeholdersIn, unknownPlaceholder } from "./placeholders";
import { sitePageInput } from "./site-pages";

describe("a slide's link", () => {
  it("is a path of ours or an https address, nothing else", () => {
    for (const good of ["/", "/shop/catalog/power-tools", "/blog?x=1#y", "https://example.com/sale"]) {
      expect(isSlideLink(good), good).toBe(true);
    }
    for (const bad of [
      "",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "http://example.com",
      "https://user:pw@example.com",
      "shop/catalog",
      "/a b",
      " https://example.com",
    ]) {
      expect(isSlideLink(bad), bad).toBe(false);
    }
  });

  it("never throws, and accepts only what starts with a single / or https://", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (link) => {
        const ok = isSlideLink(link);
        if (ok) expect(/^\/(?!\/)|^https:\/\//i.test(link)).toBe(true);
      }),
    );
  });
});

describe("a slide's dates", () => {
  const base = { "headline.en": "H", "buttonLabel.en": "B", link: "/" };
  const parse = (fields: Record<string, string>) =>
    slideInput.safeParse({ headline: { en: "H" }, buttonLabel: { en: "B" }, link: base.link, ...fields });

  it("reads a datetime-local value as UTC, and refuses anything else", () => {
    const parsed = parse({ showsFrom: "2030-01-02T03:04" });
    expect(parsed.success && parsed.data.showsFrom?.toISOString()).toBe("2030-01-02T03:04:00.000Z");
    for (const bad of ["tomorrow", "2030-13-01T00:00", "2030-01-02", "2030-01-02T25:00"]) {
      expect(parse({ showsFrom: bad }).success, bad).toBe(false);
    }
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => void parse({ showsFrom: text, showsUntil: text })));
  });

  it("shows from the first moment, up to (not at) the last", () => {
    const slide = { showsFrom: new Date(1000), showsUntil: new Date(2000) };
    expect([999, 1000, 1999, 2000].map((ms) => slideShowsAt(slide, new Date(ms)))).toEqual([false, true, true, false]);
    expect(slideShowsAt({ showsFrom: null, showsUntil: null }, new Date(0))).toBe(true);
  });
});

describe("placeholders", () => {
  it("names each placeholder once, and finds the first unknown", () => {
    expect(placeholdersIn("{{a}} {{ b }} {{a}} {x} {{}}")).toEqual(["a", "b", ""]);
    expect(unknownPlaceholder("{{returnDays}} and {{price}}", ["returnDays"])).toBe("price");
    expect(unknownPlaceholder("no braces", [])).toBeNull();
  });

  it("never throws on any text, and a page is refused exactly when it names an unknown one", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (body) => {
        const parsed = sitePageInput.safeParse({ title: { en: "T" }, body: { en: `x${body}` } });
        const unknown = unknownPlaceholder(`x${body}`, [
          "deliveryTimes",
          "freeShipping",
          "returnDays",
          "answerDays",
          "returnShippingMax",
          "paymentMethods",
        ]);
        expect(parsed.success).toBe(unknown === null && body.length < 20_000);
      }),
    );
  });
});
