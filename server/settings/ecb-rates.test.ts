import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEcbRates, usdRatesFromEuro } from "./ecb-rates";

const sample = readFileSync(new URL("../../tests/fixtures/eurofxref-daily.xml", import.meta.url), "utf8");

/** A minimal file in the bank's format around the given rate cubes. */
const envelope = (cubes: string, time = "2026-11-24") =>
  `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time="${time}">${cubes}</Cube></Cube>
</gesmes:Envelope>`;

describe("the ECB's daily reference rates", () => {
  it("reads the day and every currency's rate per euro from the bank's file", () => {
    const parsed = parseEcbRates(sample);
    expect(parsed?.day).toBe("2026-11-24");
    expect(parsed?.perEuro.size).toBe(29);
    expect(parsed?.perEuro.get("USD")).toBe("1.0523");
    expect(parsed?.perEuro.get("GBP")).toBe("0.8321");
    expect(parsed?.perEuro.get("IDR")).toBe("16712.84");
    expect(parsed?.perEuro.has("RUB")).toBe(false);
  });

  it("turns rates per euro into rates per dollar, rounded to 6 decimals", () => {
    const perEuro = parseEcbRates(sample)?.perEuro ?? new Map();
    const perDollar = usdRatesFromEuro(perEuro);
    expect(perDollar?.get("EUR")).toBe("0.950299");
    expect(perDollar?.get("GBP")).toBe("0.790744");
    expect(perDollar?.get("JPY")).toBe("154.775254");
    expect(perDollar?.get("IDR")).toBe("15882.200893");
    expect(perDollar?.get("CHF")).toBe("0.884919");
    expect(perDollar?.has("USD")).toBe(false);
    expect(perDollar?.has("RUB")).toBe(false);
  });

  it("converts nothing without a dollar rate, and leaves out a rate the table cannot hold", () => {
    expect(usdRatesFromEuro(new Map([["GBP", "0.8321"]]))).toBeNull();
    const perDollar = usdRatesFromEuro(
      new Map([
        ["USD", "1"],
        ["XAA", "0.0000001"],
        ["XBB", "123456789"],
        ["GBP", "0.5"],
      ]),
    );
    expect(perDollar).toEqual(
      new Map([
        ["EUR", "1.000000"],
        ["GBP", "0.500000"],
      ]),
    );
  });

  it("refuses anything that is not exactly the bank's format", () => {
    const good = `<Cube currency="USD" rate="1.0523"/>`;
    expect(parseEcbRates(envelope(good))?.perEuro).toEqual(new Map([["USD", "1.0523"]]));
    for (const xml of [
      "",
      "<html><body>Service unavailable</body></html>",
      `{"USD": 1.0523}`,
      envelope(""),
      envelope(good, "2026-02-30"),
      envelope(good, "yesterday"),
      envelope(`<Cube currency="usd" rate="1.0523"/>`),
      envelope(`<Cube currency="US" rate="1.0523"/>`),
      envelope(`<Cube currency="USD" rate="0"/>`),
      envelope(`<Cube currency="USD" rate="-1.05"/>`),
      envelope(`<Cube currency="USD" rate="1e3"/>`),
      envelope(`<Cube currency="USD" rate="1.0523"/><Cube currency="USD" rate="1.1"/>`),
      envelope(`<Cube currency="EUR" rate="1"/>`),
      envelope(`<Cube rate="1.0523" currency="USD"/>`),
      envelope(`${good}<Cube currency="GBP" rate="0.83">`),
      envelope(`${good}<!-- note -->`),
      envelope(`<Cube currency="USD" rate="&rate;"/>`),
      `<!DOCTYPE x [<!ENTITY rate "1.05">]>${envelope(good)}`,
      envelope(good).replace("</Cube></Cube>", `</Cube><Cube time="2026-11-23">${good}</Cube></Cube>`),
      envelope(good).replace("http://www.gesmes.org/xml/2002-08-01", "http://example.com/"),
      envelope(good).replace("</gesmes:Envelope>", ""),
      sample.slice(0, sample.length / 2),
    ]) {
      expect(parseEcbRates(xml), xml).toBeNull();
    }
  });

  it("never throws, and gives only 3-capital-letter codes with positive rates, whatever it is handed", () => {
    const fragment = fc.constantFrom(
      "<Cube>",
      "</Cube>",
      `<Cube time="2026-11-24">`,
      `<Cube currency="USD" rate="1.0523"/>`,
      `<Cube currency='__proto__' rate='1'/>`,
      `<Cube currency="GBP" rate="0.8321"/>`,
      `rate="`,
      "<gesmes:Envelope xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'>",
      "</gesmes:Envelope>",
      " ",
    );
    // Mostly well-formed cubes, so that parsed results (and their conversion) are checked too.
    const codeText = fc.oneof(
      { arbitrary: fc.constant("USD"), weight: 3 },
      { arbitrary: fc.stringMatching(/^[A-Z]{3}$/), weight: 6 },
      { arbitrary: fc.constantFrom("usd", "GB", "__proto__"), weight: 1 },
    );
    const rateText = fc.oneof(
      { arbitrary: fc.stringMatching(/^\d{1,9}(\.\d{1,9})?$/), weight: 20 },
      { arbitrary: fc.constantFrom("0", "0.0", "-1", "1e3", ""), weight: 1 },
    );
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.array(fc.oneof(fragment, fc.string({ maxLength: 8 })), { maxLength: 40 }).map((parts) => parts.join("")),
      fc.string({ maxLength: 60 }).map((inside) => envelope(`<Cube currency="USD" rate="${inside}"/>`)),
      fc.string({ maxLength: 60 }).map((inside) => envelope(`<Cube currency="${inside}" rate="1.5"/>`)),
      fc
        .uniqueArray(fc.tuple(codeText, rateText), { maxLength: 8, selector: ([name]) => name })
        .map((cubes) => envelope(cubes.map(([name, value]) => `<Cube currency="${name}" rate="${value}"/>`).join(""))),
    );
    fc.assert(
      fc.property(text, (xml) => {
        const parsed = parseEcbRates(xml);
        if (parsed === null) return;
        expect(parsed.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        for (const [code, rate] of parsed.perEuro) {
          expect(code).toMatch(/^[A-Z]{3}$/);
          expect(Number(rate)).toBeGreaterThan(0);
        }
        for (const [code, rate] of usdRatesFromEuro(parsed.perEuro) ?? []) {
          expect(code).toMatch(/^[A-Z]{3}$/);
          expect(rate).toMatch(/^\d{1,8}\.\d{6}$/);
          expect(Number(rate)).toBeGreaterThan(0);
        }
      }),
      { seed: 20261124, numRuns: 2000 },
    );
  });
});
