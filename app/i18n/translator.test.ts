import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translator } from "~domain/translator";
import { type MessageTree, messageLeaves } from "../../tests/support/message-tree";
import ar from "./ar.json";
import en from "./en.json";
import ru from "./ru.json";

const english = translator("en", en);

describe("translator", () => {
  it("takes each language's plural form, and _zero first for none", () => {
    const russian = translator("ru", ru);
    const arabic = translator("ar", ar);
    expect([1, 3].map((count) => english("shell.cartCount", { count }))).toEqual(["Cart, 1 item", "Cart, 3 items"]);
    expect([1, 2, 5, 21].map((count) => russian("shell.cartCount", { count }))).toEqual([
      "Корзина, 1 товар",
      "Корзина, 2 товара",
      "Корзина, 5 товаров",
      "Корзина, 21 товар",
    ]);
    const forms = [0, 1, 2, 3, 11, 100].map((count) => arabic("shell.cartCount", { count }));
    expect(new Set(forms).size).toBe(6);
    expect(translator("en", { n_zero: "none", n_one: "one", n_other: "{{count}}" })("n", { count: 0 })).toBe("none");
    expect(translator("en", { n_one: "one", n_other: "{{count}}" })("n", { count: 0 })).toBe("0");
  });

  it("fills each place once: a value's own braces and $t( stay as typed", () => {
    const typed = "$t(errors.required) {{code}} {{constructor}} <b>x</b>";
    expect(english("coupons.refused.oneCoupon", { code: typed })).toBe(
      `Coupon ${typed} is already on your cart: one coupon per cart. Remove it first.`,
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(translator("en", { k: "<{{a}}|{{b}}>" })("k", { a: value, b: value })).toBe(`<${value}|${value}>`);
      }),
    );
  });

  it("keeps a place without a value as written, and fills null with nothing", () => {
    const t = translator("en", { k: "a {{x}} b {{y}}" });
    expect(t("k", { y: null })).toBe("a {{x}} b ");
    expect(t("k", { toString: "no" })).toBe("a {{x}} b {{y}}");
  });

  it("answers any key it has no text for with the key itself, a prototype's name too", () => {
    for (const key of ["__proto__", "constructor", "toString", "__proto__.toString", "coupons.__proto__", "coupons"]) {
      expect(english(key)).toBe(key);
    }
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer()), (key, count) => {
        const t = translator("en", { known: "text" });
        fc.pre(key !== "known");
        expect(t(key, count === null ? undefined : { count })).toBe(key);
      }),
    );
  });

  it("finds every text of each dictionary by its dotted key, walking it as it is", () => {
    for (const [locale, messages] of [
      ["en", en],
      ["ru", ru],
      ["ar", ar],
    ] as const) {
      const t = translator(locale, messages);
      for (const [key, text] of messageLeaves(messages as MessageTree)) expect(t(key)).toBe(text);
    }
    // A key that stops at a branch, or goes past a text, has none.
    expect(english("shell")).toBe("shell");
    expect(english("shell.cartCount_one.more")).toBe("shell.cartCount_one.more");
    expect(english("dates.monthInDate.11")).toBe("November");
  });
});
