import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOfRate, RATE_SCALE, type TaxSettings } from "~domain/tax";
import { rateRowKeys, taxFormValues } from "~domain/tax-form";
import { taxSettingsSchema } from "~domain/tax-settings";
import { DEMO_TAX } from "../seed/demo-tax";
import { parseTaxForm, TAX_FORM_ERRORS } from "./tax-settings-form";

function formData(fields: Iterable<readonly [string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const row = (n: number | string, country: string, region: string, standard: string, reduced: string) => ({
  [`rates.${n}.country`]: country,
  [`rates.${n}.region`]: region,
  [`rates.${n}.standard`]: standard,
  [`rates.${n}.reduced`]: reduced,
});

const goodForm = (fields: Record<string, string> = {}) =>
  formData(
    Object.entries({
      mode: "inclusive",
      homeCountry: "de",
      shippingTaxed: "on",
      ...row(0, "DE", "", "19", "7"),
      ...fields,
    }),
  );

/** The form's fields for the settings, as the page posts them untouched. */
const formOf = (settings: TaxSettings) =>
  formData(Object.entries(taxFormValues(settings)).map(([name, value]) => [name, String(value)] as const));

describe("the tax settings form", () => {
  it("reads the mode, the home country, the boxes and the rows as millionths, sorted, dropping blank and removed rows", () => {
    const parsed = parseTaxForm(
      goodForm({
        viesCheck: "on",
        ...row(12, "ca", "qc", "14,975", "14.975"),
        ...row(3, "fr", "", "20", "5,5"),
        ...row(4, "", "", "", ""),
        ...row(5, "GB", "", "20", "5"),
        "rates.5.remove": "on",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        mode: "inclusive",
        homeCountry: "DE",
        shippingTaxed: true,
        viesCheck: true,
        rates: [
          { country: "CA", region: "QC", standard: 149_750, reduced: 149_750 },
          { country: "DE", region: null, standard: 190_000, reduced: 70_000 },
          { country: "FR", region: null, standard: 200_000, reduced: 55_000 },
        ],
      },
    });
  });

  it("says each mistake beside its field and gives back what was typed", () => {
    const parsed = parseTaxForm(
      goodForm({
        mode: "sometimes",
        homeCountry: "XX",
        ...row(1, "ZZ", "", "19", "7"),
        ...row(2, "FR", "", "101", "abc"),
        ...row(3, "DE", "BY", "19", "7"),
        ...row(4, "US", "QQ", "5", "5"),
        ...row(5, "de", "", "16", "5"),
        ...row(6, "US", "CA", "", "7.25"),
        ...row(7, "US", "CA", "7.25", "7.25"),
        ...row(8, "US", "ca", "7", "7"),
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      mode: TAX_FORM_ERRORS.mode,
      homeCountry: TAX_FORM_ERRORS.country,
      "rates.1.country": TAX_FORM_ERRORS.country,
      "rates.2.standard": TAX_FORM_ERRORS.rate,
      "rates.2.reduced": TAX_FORM_ERRORS.rate,
      "rates.3.region": TAX_FORM_ERRORS.noRegions,
      "rates.4.region": TAX_FORM_ERRORS.unknownRegion,
      "rates.5.country": TAX_FORM_ERRORS.duplicate,
      "rates.6.standard": "errors.required",
      "rates.7.region": TAX_FORM_ERRORS.duplicate,
      "rates.8.region": TAX_FORM_ERRORS.duplicate,
    });
    expect(parsed.values["rates.2.standard"]).toBe("101");
    expect(parsed.values["rates.4.region"]).toBe("QQ");
  });

  it("reads the settings' own form back to the same settings (the demo's 37 rows)", () => {
    expect(parseTaxForm(formOf(DEMO_TAX))).toEqual({
      ok: true,
      data: { ...DEMO_TAX, rates: expect.arrayContaining(DEMO_TAX.rates) },
    });
    const parsed = parseTaxForm(formOf(DEMO_TAX));
    expect(parsed.ok && parsed.data.rates).toHaveLength(37);
  });

  it("shows the saved rows and three blank ones to fill", () => {
    const keys = rateRowKeys(taxFormValues(DEMO_TAX));
    expect(keys).toHaveLength(40);
    expect(keys.at(-1)).toBe("39");
  });

  it("reads any settings back from their own form", () => {
    const rate = fc.integer({ min: 0, max: RATE_SCALE });
    const place = fc.oneof(
      fc.constantFrom("DE", "FR", "GB", "JP", "BR").map((country) => ({ country, region: null })),
      fc.constantFrom("CA", "NY", "TX", "WA").map((region) => ({ country: "US", region })),
      fc.constantFrom("QC", "ON").map((region) => ({ country: "CA", region })),
    );
    const rows = fc.uniqueArray(fc.record({ place, standard: rate, reduced: rate }), {
      selector: (r) => `${r.place.country} ${r.place.region}`,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.constantFrom("inclusive", "exclusive" as const),
        fc.boolean(),
        fc.boolean(),
        rows,
        (mode, shippingTaxed, viesCheck, generated) => {
          const settings = taxSettingsSchema.parse({
            mode,
            homeCountry: "DE",
            shippingTaxed,
            viesCheck,
            rates: generated.map((r) => ({ ...r.place, standard: r.standard, reduced: r.reduced })),
          });
          const parsed = parseTaxForm(formOf(settings));
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(parsed.data).toEqual({ ...settings, rates: expect.arrayContaining(settings.rates) });
          expect(parsed.data.rates).toHaveLength(settings.rates.length);
          // Every rate survives as a percentage typed and read again.
          for (const saved of parsed.data.rates) expect(percentOfRate(saved.standard)).toMatch(/^\d+(\.\d+)?$/);
        },
      ),
    );
  });

  it("never throws, never saves a rate over 100 %, and never lets a posted name reach a prototype", () => {
    const name = fc.oneof(
      fc.constantFrom(
        "mode",
        "homeCountry",
        "shippingTaxed",
        "rates",
        "rates.__proto__.country",
        "rates.constructor.standard",
        "rates.0.__proto__",
        "rates.0.country",
        "rates.0.region",
        "rates.0.standard",
        "rates.0.reduced",
        "rates.0.remove",
        "rates.007.country",
        "rates.1.standard.x",
        "__proto__.polluted",
      ),
      fc.string({ maxLength: 20 }),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom("DE", "US", "CA", "inclusive", "19", "5,5", "100", "100.0001", "1e2", "-1", " 7 "),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 25 }), (fields) => {
        const parsed = parseTaxForm(formData(fields));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        if (parsed.ok) {
          expect(taxSettingsSchema.safeParse(parsed.data).success).toBe(true);
          for (const saved of parsed.data.rates) {
            expect(saved.standard).toBeLessThanOrEqual(RATE_SCALE);
            expect(saved.reduced).toBeLessThanOrEqual(RATE_SCALE);
          }
        } else {
          for (const message of Object.values(parsed.errors)) expect(typeof message).toBe("string");
        }
      }),
    );
  });
});
