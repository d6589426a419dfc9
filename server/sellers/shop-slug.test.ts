import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberedShopSlug, SHOP_SLUG_MAX, shopSlug } from "./shop-slug";

/** Words of letters, digits and their marks, joined by single dashes: nothing else reaches a URL. */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:-[\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*$/u;
const length = (text: string) => Array.from(text).length;

// Any text at all (lone surrogates, controls, bidi marks…), and names as people type them in the three languages.
const anyText = fc.string({ unit: "binary", maxLength: 200 });
const typedName = fc
  .array(
    fc.constantFrom("Ann", "ÉCOLE", "Мастерская", "Ёлка", "ورشة", "أدوات", "١٢٣", "42", "Straße", "ﬁne", "Ｔｏｏｌ"),
    { minLength: 1, maxLength: 12 },
  )
  .chain((words) =>
    fc
      .array(fc.constantFrom(" ", "  ", "-", "_", "/", ".", "&", "'", "\u200f", "\t", " — "), {
        minLength: words.length,
        maxLength: words.length,
      })
      .map((gaps) => words.map((word, i) => `${gaps[i]}${word}`).join("")),
  );

describe("shop slugs", () => {
  it("keep the letters of every script, lower-case, joined by dashes", () => {
    expect(shopSlug("Ann's Tools")).toBe("ann-s-tools");
    expect(shopSlug("  Мастерская Ивана ")).toBe("мастерская-ивана");
    expect(shopSlug("ورشة أحمد للأدوات")).toBe("ورشة-أحمد-للأدوات");
    expect(shopSlug("Déjà Vu — 2 Pieces!")).toBe("déjà-vu-2-pieces");
    expect(shopSlug("Makita Дрель مثقاب 18V")).toBe("makita-дрель-مثقاب-18v");
  });

  it("fold compatibility forms and keep an Arabic word's vowel signs with it", () => {
    expect(shopSlug("Ｔｏｏｌ ﬁx")).toBe("tool-fix");
    expect(shopSlug("مَتْجَر")).toBe("مَتْجَر");
  });

  it("fall back to 'shop' when no letter or digit is left", () => {
    for (const name of ["", "   ", "---", "★☆ 🔧 !!!", "\u200f\u200e", "/../..", "\u0301\u0301"]) {
      expect(shopSlug(name)).toBe("shop");
    }
  });

  it("are at most the maximum long and never end in a dash", () => {
    expect(shopSlug(`${"a".repeat(SHOP_SLUG_MAX - 1)} b`)).toBe("a".repeat(SHOP_SLUG_MAX - 1));
    expect(length(shopSlug("Мастерская ".repeat(20)))).toBeLessThanOrEqual(SHOP_SLUG_MAX);
  });

  it("number a taken slug within the same maximum", () => {
    expect(numberedShopSlug("ann", 2)).toBe("ann-2");
    expect(numberedShopSlug("a".repeat(SHOP_SLUG_MAX), 12)).toBe(`${"a".repeat(SHOP_SLUG_MAX - 3)}-12`);
    expect(numberedShopSlug(`${"a".repeat(SHOP_SLUG_MAX - 3)}-bc`, 2)).toBe(`${"a".repeat(SHOP_SLUG_MAX - 3)}-2`);
  });

  it("of any text are words and dashes only, short, never empty, and their own slug", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, typedName), (name) => {
        const slug = shopSlug(name);
        expect(slug).toMatch(SLUG);
        expect(length(slug)).toBeLessThanOrEqual(SHOP_SLUG_MAX);
        expect(slug).toBe(slug.toLowerCase());
        expect(shopSlug(slug)).toBe(slug);
        // Nothing that could leave the path segment or change its meaning.
        expect(slug).not.toMatch(/[/?#%.\\\s\p{C}]/u);
      }),
      { numRuns: 2000 },
    );
  });

  it("numbered, are still slugs within the maximum, ending in their number", () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 2, max: 10_000 }), (name, n) => {
        const numbered = numberedShopSlug(shopSlug(name), n);
        expect(numbered).toMatch(SLUG);
        expect(numbered.endsWith(`-${n}`)).toBe(true);
        expect(length(numbered)).toBeLessThanOrEqual(SHOP_SLUG_MAX);
      }),
    );
  });
});
