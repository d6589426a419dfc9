import { describe, expect, it } from "vitest";
import en from "./en.json";
import { addMessages, type Messages } from "./i18n";

// A request's text reaches translations as interpolated values (a coupon code, a search), never as keys or markup.
describe("translations given a request's text", () => {
  const i18n = addMessages("en", en as Messages);

  it("show an interpolated value as typed: no nesting, no further interpolation", () => {
    const typed = "$t(errors.required) {{code}} {{constructor}} <b>x</b>";
    expect(i18n.t("coupons.refused.oneCoupon", { code: typed })).toBe(
      `Coupon ${typed} is already on your cart: one coupon per cart. Remove it first.`,
    );
  });

  it("answer a prototype's name used as a key with the name itself, not a member of an object", () => {
    for (const key of ["__proto__", "constructor", "toString", "__proto__.toString", "coupons.__proto__"]) {
      expect(i18n.t(key)).toBe(key);
    }
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });
});
