import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ShippingSettings, shippingSettingsSchema } from "~domain/shipping";
import { shippingFormValues, zoneRowKeys } from "~domain/shipping-form";
import { COUNTRY_CODES } from "../accounts/countries";
import { parseShippingForm, SHIPPING_ERRORS } from "./shipping-settings-form";

function formData(fields: Iterable<readonly [string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const terms = (prefix: string, rate: string, freeFrom: string, minDays: string, maxDays: string) => ({
  [`${prefix}.rate`]: rate,
  [`${prefix}.freeFrom`]: freeFrom,
  [`${prefix}.minDays`]: minDays,
  [`${prefix}.maxDays`]: maxDays,
});

const goodForm = (fields: Record<string, string> = {}) =>
  formData(
    Object.entries({
      shipsTo: "everywhere",
      shipsToCountries: "",
      "zones.0.name": "Domestic",
      "zones.0.countries": "us",
      ...terms("zones.0", "4.99", "50", "2", "5"),
      ...terms("rest", "19.99", "", "7", "21"),
      ...fields,
    }),
  );

describe("the shipping settings form", () => {
  it("reads ship-to, zones in row order and the rest of the world, in cents, dropping blank rows", () => {
    const parsed = parseShippingForm(
      goodForm({
        shipsTo: "listed",
        shipsToCountries: "us, gb\nae;de  US",
        "zones.10.name": " Gulf ",
        "zones.10.countries": "ae sa,QA",
        ...terms("zones.10", "14,5", "", "3", "7"),
        "zones.2.name": "",
        "zones.2.countries": " , ",
        ...terms("zones.2", "", "", "", ""),
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        shipsTo: ["US", "GB", "AE", "DE"],
        zones: [
          { name: "Domestic", countries: ["US"], rateCents: 499, freeFromCents: 5000, minDays: 2, maxDays: 5 },
          { name: "Gulf", countries: ["AE", "SA", "QA"], rateCents: 1450, freeFromCents: null, minDays: 3, maxDays: 7 },
        ],
        rest: { rateCents: 1999, freeFromCents: null, minDays: 7, maxDays: 21 },
      },
    });
  });

  it("says beside each field what to fix, naming the codes that are no country's, and keeps what was typed", () => {
    const parsed = parseShippingForm(
      goodForm({
        shipsTo: "listed",
        shipsToCountries: "us xx, qq",
        "zones.0.rate": "-1",
        "zones.0.minDays": "6",
        "zones.0.maxDays": "5",
        "zones.1.name": "",
        "zones.1.countries": "FR",
        ...terms("zones.1", "3", "abc", "1", "999"),
        "zones.2.name": "Nowhere",
        "zones.2.countries": "",
        ...terms("zones.2", "", "", "1", "2"),
      }),
    );
    expect(parsed).toMatchObject({
      ok: false,
      errors: {
        shipsToCountries: "settings.shipping.errors.unknownCountries",
        "zones.0.rate": "settings.shipping.errors.amount",
        "zones.0.maxDays": "settings.shipping.errors.dayRange",
        "zones.1.name": "errors.required",
        "zones.1.freeFrom": "settings.shipping.errors.amount",
        "zones.1.maxDays": "settings.shipping.errors.days",
        "zones.2.countries": "settings.shipping.errors.noCountries",
        "zones.2.rate": "errors.required",
      },
      values: { shipsToCountries: "us xx, qq", "zones.0.rate": "-1", "zones.1.freeFrom": "abc" },
      messageValues: { shipsToCountries: { codes: "XX, QQ" } },
    });
  });

  it("asks for the countries when the store ships only to some, and for a choice", () => {
    expect(parseShippingForm(goodForm({ shipsTo: "listed", shipsToCountries: " " }))).toMatchObject({
      ok: false,
      errors: { shipsToCountries: "settings.shipping.errors.noCountries" },
    });
    expect(parseShippingForm(goodForm({ shipsTo: "nowhere" }))).toMatchObject({
      ok: false,
      errors: { shipsTo: "settings.shipping.errors.shipsTo" },
    });
  });

  it("keeps at most 20 zones, not counting blank rows", () => {
    const zones = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, row) => [
          [`zones.${row}.name`, `Zone ${row}`],
          [`zones.${row}.countries`, "FR"],
          ...Object.entries(terms(`zones.${row}`, "1", "", "1", "2")),
        ]).flat(),
      );
    expect(parseShippingForm(goodForm({ ...zones(20), "zones.20.name": "", "zones.20.countries": "" })).ok).toBe(true);
    expect(parseShippingForm(goodForm(zones(21)))).toMatchObject({
      ok: false,
      errors: { zones: "settings.shipping.errors.tooManyZones" },
    });
  });

  it("reads only rows named by a plain number, and no name reaches a prototype", () => {
    const hostile = ["__proto__", "constructor", "prototype", "-1", "01", "1e3", "1000", "0x1", " 1"];
    const form = goodForm();
    for (const row of hostile) {
      form.append(`zones.${row}.name`, "Evil");
      form.append(`zones.${row}.countries`, "US");
      form.append(`zones.${row}.rate`, "0");
    }
    const parsed = parseShippingForm(form);
    expect(parsed.ok && parsed.data.zones.map((zone) => zone.name)).toEqual(["Domestic"]);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });
});

/** The form's own messages (messages.test.ts checks each is a text of the store). */
const MESSAGES: ReadonlySet<string> = new Set([...Object.values(SHIPPING_ERRORS), "errors.required", "errors.tooLong"]);
const code = fc.constantFrom(...COUNTRY_CODES);
const cents = fc.integer({ min: 0, max: 100_000_000 });
const dayRange = fc
  .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }))
  .map(([a, b]) => ({ minDays: Math.min(a, b), maxDays: Math.max(a, b) }));
const zoneTerms = fc
  .record({ rateCents: cents, freeFromCents: fc.option(cents, { nil: null }), days: dayRange })
  .map(({ days, ...rest }) => ({ ...rest, ...days }));
const settings: fc.Arbitrary<ShippingSettings> = fc.record({
  shipsTo: fc.option(fc.uniqueArray(code, { minLength: 1, maxLength: 30 }), { nil: null }),
  zones: fc.array(
    fc
      .record({
        name: fc.string({ minLength: 1, maxLength: 60 }).filter((name) => name.trim() === name && name !== ""),
        countries: fc.uniqueArray(code, { minLength: 1, maxLength: 50 }),
        terms: zoneTerms,
      })
      .map(({ terms, ...zone }) => ({ ...zone, ...terms })),
    { maxLength: 20 },
  ),
  rest: zoneTerms,
});

/** Names as a form (or someone posing as one) might send: ours, hostile segments, and nonsense. */
const fieldName = fc.oneof(
  fc.constantFrom("shipsTo", "shipsToCountries", "zones", "rest", "rest.rate", "rest.minDays", "intent"),
  fc
    .tuple(
      fc.oneof(fc.nat(25).map(String), fc.constantFrom("__proto__", "constructor", "prototype", "01", "-1", "")),
      fc.constantFrom("name", "countries", "rate", "freeFrom", "minDays", "maxDays", "__proto__", "x", "name.deep"),
    )
    .map(([row, field]) => `zones.${row}.${field}`),
  fc.string({ maxLength: 20 }),
);
const fieldValue = fc.oneof(
  fc.constantFrom("", "0", "4.99", "-1", "120", "121", "everywhere", "listed", "US", "us gb", "XX", "1e3", "NaN"),
  fc.string({ maxLength: 40 }),
);

const TERMS = "(rate|freeFrom|minDays|maxDays)";
const OUR_FIELD = new RegExp(
  `^(shipsTo|shipsToCountries|zones|rest\\.${TERMS}|zones\\.(0|[1-9][0-9]*)\\.(name|countries|${TERMS.slice(1, -1)}))$`,
);

describe("the shipping settings form, whatever is posted", () => {
  it("gives back the settings it was filled with", () => {
    fc.assert(
      fc.property(settings, (saved) => {
        const values = shippingFormValues(saved);
        const fields = Object.entries(values).map(([name, value]) => [name, String(value)] as const);
        const blank = zoneRowKeys(values).filter((row) => values[`zones.${row}.name`] === undefined);
        const parsed = parseShippingForm(
          formData([...fields, ...blank.flatMap((row) => [[`zones.${row}.name`, ""] as const])]),
        );
        expect(parsed).toEqual({ ok: true, data: saved });
      }),
    );
  });

  it("answers the setting as stored, or messages that are the store's texts beside posted fields", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 40 }), (fields) => {
        const parsed = parseShippingForm(formData(fields));
        if (parsed.ok) {
          expect(shippingSettingsSchema.safeParse(parsed.data).success).toBe(true);
          return;
        }
        for (const [field, message] of Object.entries(parsed.errors)) {
          expect(MESSAGES.has(message ?? "")).toBe(true);
          // One of our fields (posted or missing), or the zones as a whole; a zone's field in a row that was posted.
          expect(field).toMatch(OUR_FIELD);
          const row = /^zones\.([0-9]+)\./.exec(field)?.[1];
          if (row !== undefined) expect(fields.some(([name]) => name.startsWith(`zones.${row}.`))).toBe(true);
        }
        expect(Object.getPrototypeOf(parsed.messageValues)).toBeNull();
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
    );
  });
});
