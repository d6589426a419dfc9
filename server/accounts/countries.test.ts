import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryOptions, fitsCountryPostcode } from "./countries";

describe("the countries an address may be in", () => {
  it("are every ISO 3166-1 country, the United Kingdom and the Arab countries among them", () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    for (const code of ["GB", "AE", "SA", "EG", "US", "RU", "FR", "DE", "AU", "JP"])
      expect(COUNTRY_CODES).toContain(code);
    expect(COUNTRY_CODES).not.toContain("EU");
  });

  it("are named in the visitor's language and sorted in its order", () => {
    const byCode = (locale: "en" | "ru" | "ar") => new Map(countryOptions(locale).map((c) => [c.code, c.name]));
    expect(byCode("en").get("GB")).toBe("United Kingdom");
    expect(byCode("ru").get("DE")).toBe("Германия");
    expect(byCode("ar").get("AE")).toBe("الإمارات العربية المتحدة");
    for (const locale of ["en", "ru", "ar"] as const) {
      const names = countryOptions(locale).map((c) => c.name);
      const collator = new Intl.Collator(locale);
      expect(names.every((name, index) => index === 0 || collator.compare(names[index - 1]!, name) <= 0)).toBe(true);
      expect(names).toHaveLength(COUNTRY_CODES.length);
    }
  });

  it("check a postcode against its country's format, and take any for a country without a known one", () => {
    expect(fitsCountryPostcode("DE", "10117")).toBe(true);
    expect(fitsCountryPostcode("DE", "abc")).toBe(false);
    expect(fitsCountryPostcode("GB", "SW1A 1AA")).toBe(true);
    expect(fitsCountryPostcode("GB", "12345")).toBe(false);
    expect(fitsCountryPostcode("US", "10021-1234")).toBe(true);
    expect(fitsCountryPostcode("FR", "7500")).toBe(false);
    expect(fitsCountryPostcode("AE", "00000")).toBe(true);
  });

  it("never throw on a typed postcode, whatever the country", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.string({ maxLength: 24 }), (country, postcode) => {
        expect(typeof fitsCountryPostcode(country, postcode)).toBe("boolean");
      }),
    );
  });
});
