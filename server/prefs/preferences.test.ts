import { describe, expect, it } from "vitest";
import { preferenceCookies, resolvePreferences } from "./preferences";

describe("preferences", () => {
  it("defaults to English and US dollars", () => {
    expect(resolvePreferences({}, null).prefs).toEqual({ locale: "en", currency: "USD" });
  });

  it("reads the language and currency cookies", () => {
    expect(resolvePreferences({ lang: "ru", currency: "EUR" }, null).prefs).toEqual({ locale: "ru", currency: "EUR" });
  });

  it("ignores cookie values that are not offered", () => {
    expect(resolvePreferences({ lang: "fr", currency: "JPY" }, null).prefs).toEqual({ locale: "en", currency: "USD" });
  });

  it("switches to Arabic with dir=rtl and remembers it", () => {
    const { prefs, remember } = resolvePreferences({ lang: "en", currency: "GBP" }, "rtl");
    expect(prefs).toEqual({ locale: "ar", currency: "GBP" });
    expect(remember).toEqual({ locale: "ar" });
  });

  it("switches to English with any other dir value", () => {
    expect(resolvePreferences({ lang: "ar" }, "ltr").prefs.locale).toBe("en");
    expect(resolvePreferences({ lang: "ar" }, "anything").prefs.locale).toBe("en");
  });

  it("keeps the choice for a year in cookies the server can read", () => {
    const [cookie] = preferenceCookies({ locale: "ar" }, false);
    expect(cookie?.split("; ").sort()).toEqual(["Max-Age=31536000", "Path=/", "SameSite=Lax", "lang=ar"]);
    expect(preferenceCookies({ currency: "RUB" }, true)[0]).toContain("; Secure");
  });
});
