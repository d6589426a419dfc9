import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "~domain/zod";
import {
  COUNTRY_CODES,
  countryOptions,
  fitsCountryPostcode,
  needsState,
  stateField,
  withCountryRules,
} from "./countries";

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

describe("the state or region of an address", () => {
  const place = withCountryRules(
    z.object({
      name: z.string().min(1, "errors.required"),
      country: z.string(),
      state: stateField,
      postcode: z.string(),
    }),
  );
  const messages = (input: Record<string, unknown>) => {
    const parsed = place.safeParse(input);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("is needed where the country's addresses name one (libaddressinput's data), not elsewhere", () => {
    for (const country of ["US", "CA", "AU", "BR", "IN", "JP", "MX", "AE"]) expect(needsState(country)).toBe(true);
    for (const country of ["GB", "DE", "FR", "NL", "SA", "EG"]) expect(needsState(country)).toBe(false);
    expect(COUNTRY_CODES.filter(needsState).length).toBeGreaterThan(30);
    expect(countryOptions("en").find((option) => option.code === "CA")).toMatchObject({ needsState: true });
    expect(countryOptions("en").find((option) => option.code === "DE")).toMatchObject({ needsState: false });
  });

  it("is refused empty beside the field for the United States, and may be left out for Germany", () => {
    expect(messages({ name: "A", country: "US", state: "  ", postcode: "10021" })).toEqual({
      state: "addresses.errors.stateRequired",
    });
    expect(messages({ name: "A", country: "US", state: "NY", postcode: "10021" })).toEqual({});
    expect(place.parse({ name: "A", country: "DE", postcode: "10117" })).toMatchObject({ state: "" });
  });

  it("is asked for together with the other fields' messages", () => {
    expect(messages({ name: "", country: "CA", state: "", postcode: "H3Z 2Y7" })).toEqual({
      name: "errors.required",
      state: "addresses.errors.stateRequired",
    });
  });
});
