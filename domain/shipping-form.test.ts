import { describe, expect, it } from "vitest";
import { DEFAULT_SHIPPING } from "./shipping";
import { countryCodesIn, dollarsText, MAX_ZONES, shippingFormValues, zoneRowKeys } from "./shipping-form";

describe("the shipping form's text", () => {
  it("reads codes typed with spaces, commas, semicolons or new lines, in capitals, each once", () => {
    expect(countryCodesIn(" us, gb;\nDe  us\t,, ")).toEqual(["US", "GB", "DE"]);
    expect(countryCodesIn(" , ")).toEqual([]);
  });

  it("shows cents in dollars, and no threshold as empty", () => {
    expect([dollarsText(499), dollarsText(5000), dollarsText(0), dollarsText(null)]).toEqual([
      "4.99",
      "50.00",
      "0.00",
      "",
    ]);
  });

  it("shows the saved zones and one empty row for a new zone", () => {
    const values = shippingFormValues(DEFAULT_SHIPPING);
    expect(values).toMatchObject({ shipsTo: "everywhere", "zones.0.countries": "US", "zones.0.rate": "4.99" });
    expect(zoneRowKeys(values)).toEqual(["0", "1", "2"]);
  });

  it("adds no empty row when one was posted, nor beyond the most zones the store keeps", () => {
    expect(
      zoneRowKeys({ "zones.0.name": "A", "zones.0.countries": "US", "zones.5.name": "", "zones.5.countries": "" }),
    ).toEqual(["0", "5"]);
    const full = Object.fromEntries(
      Array.from({ length: MAX_ZONES }, (_, row) => [`zones.${row}.name`, `Zone ${row}`]),
    );
    expect(zoneRowKeys(full)).toHaveLength(MAX_ZONES);
    expect(zoneRowKeys({ "zones.__proto__.name": "x", "zones.01.name": "y" })).toEqual(["0"]);
  });
});
