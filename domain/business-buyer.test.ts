import { describe, expect, it } from "vitest";
import { reverseChargeApplies } from "./business-buyer";
import { parseVatNumber } from "./vat-number";

/** The decision for a number as typed, the store in Germany. */
function decide(typed: string, shipTo: string) {
  const parsed = parseVatNumber(typed);
  return parsed.ok ? reverseChargeApplies(parsed.vat, { homeCountry: "DE", shipTo }) : parsed.problem;
}

describe("reverse charge (the store in Germany)", () => {
  it("applies to a French number for goods shipped to France", () => {
    expect(decide("FR 40 303 265 045", "FR")).toBe(true);
    expect(decide("EL094259216", "GR")).toBe(true);
  });

  it("does not apply to a number of the store's own country", () => {
    expect(decide("DE136695976", "DE")).toBe(false);
  });

  it("does not apply to a French number for goods shipped to Germany (or elsewhere)", () => {
    expect(decide("FR40303265045", "DE")).toBe(false);
    expect(decide("FR40303265045", "BE")).toBe(false);
  });

  it("refuses a number whose check digits are wrong", () => {
    expect(decide("FR40303265046", "FR")).toBe("checkDigits");
  });

  it("does not apply to a British number: the UK is not in the EU", () => {
    expect(decide("GB980780684", "GB")).toBe(false);
  });
});
