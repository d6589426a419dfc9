import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EU_MEMBER_STATES, isEuMemberState, parseVatNumber, VAT_NUMBER_MAX_LENGTH } from "./vat-number";

// Real numbers of each kind, valid check digits (the EU's published examples and well-known companies).
const VALID = [
  "ATU13585627",
  "BE0411905847",
  "DE136695976",
  "EL094259216",
  "FR40303265045",
  "IE6388047V",
  "NL004495445B01",
  "GB980780684",
];

describe("parseVatNumber", () => {
  it("reads what buyers type into a country and a canonical number", () => {
    expect(parseVatNumber("fr 40 303 265 045")).toEqual({
      ok: true,
      vat: { country: "FR", prefix: "FR", number: "40303265045", canonical: "FR40303265045" },
    });
    expect(parseVatNumber("FR40303265045")).toMatchObject({ ok: true, vat: { canonical: "FR40303265045" } });
    expect(parseVatNumber("de-136.695.976")).toMatchObject({
      ok: true,
      vat: { country: "DE", canonical: "DE136695976" },
    });
    // Greece: ISO GR, VAT prefix EL; a buyer typing GR gets EL.
    expect(parseVatNumber("EL094259216")).toMatchObject({ ok: true, vat: { country: "GR", prefix: "EL" } });
    expect(parseVatNumber("GR 094 259 216")).toMatchObject({ ok: true, vat: { canonical: "EL094259216" } });
    expect(parseVatNumber("GB980780684")).toMatchObject({ ok: true, vat: { country: "GB" } });
  });

  it("refuses wrong check digits, unknown states and garbage", () => {
    expect(parseVatNumber("DE-123.456.789")).toEqual({ ok: false, problem: "checkDigits" });
    expect(parseVatNumber("FR40303265046")).toEqual({ ok: false, problem: "checkDigits" });
    for (const bad of ["", "FR", "XX123456789", "US123456789", "FR4O303265045", "FR40303265045!", "FR 40303265045 x"]) {
      expect(parseVatNumber(bad).ok, bad).toBe(false);
    }
  });

  it("never throws, and whatever it accepts is a known state's number whose canonical form reads back the same", () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[A-Za-z]{2}[ .\-/0-9A-Za-z]{0,20}$/),
      fc.constantFrom(...VALID).chain((vat) => fc.constant(vat.split("").join(" "))),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const parsed = parseVatNumber(text);
        if (!parsed.ok) return;
        const { vat } = parsed;
        expect(vat.canonical).toMatch(/^[A-Z]{2}[A-Z0-9]{2,14}$/);
        expect(vat.canonical).toBe(`${vat.prefix}${vat.number}`);
        expect([...EU_MEMBER_STATES, "GB"]).toContain(vat.country);
        expect(parseVatNumber(vat.canonical)).toEqual(parsed);
        expect(text.length).toBeLessThanOrEqual(VAT_NUMBER_MAX_LENGTH);
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts every valid number however it is spaced or cased", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID),
        fc.array(fc.constantFrom(" ", ".", "-", ""), { minLength: 20, maxLength: 20 }),
        fc.boolean(),
        (vat, separators, lower) => {
          const typed = vat
            .split("")
            .map((char, index) => `${char}${index < 8 ? (separators[index] ?? "") : ""}`)
            .join("");
          const parsed = parseVatNumber(lower ? typed.toLowerCase() : typed);
          expect(parsed).toMatchObject({ ok: true, vat: { canonical: vat } });
        },
      ),
    );
  });

  it("knows the 27 member states, and that the UK is not one", () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(isEuMemberState("GR")).toBe(true);
    expect(isEuMemberState("GB")).toBe(false);
  });
});
