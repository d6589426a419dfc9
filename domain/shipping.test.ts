import { describe, expect, it } from "vitest";
import { DEFAULT_SHIPPING, EUROPE, HOME_COUNTRY, promisedFreeFrom, type ShippingSettings, zoneFor } from "./shipping";

const SETTINGS: ShippingSettings = {
  shipsTo: null,
  zones: [
    { name: "Domestic", countries: ["US"], rateCents: 499, freeFromCents: 5000, minDays: 2, maxDays: 5 },
    { name: "Gulf", countries: ["AE", "SA", "QA"], rateCents: 1499, freeFromCents: 10000, minDays: 3, maxDays: 7 },
    { name: "Also Gulf", countries: ["AE"], rateCents: 1, freeFromCents: null, minDays: 1, maxDays: 1 },
  ],
  rest: { rateCents: 1999, freeFromCents: null, minDays: 7, maxDays: 21 },
};

describe("shipping zones", () => {
  it("puts every country of a zone in that zone", () => {
    for (const zone of DEFAULT_SHIPPING.zones) {
      for (const country of zone.countries) expect(zoneFor(DEFAULT_SHIPPING, country)).toBe(zone);
    }
    for (const country of ["AE", "SA", "QA"]) expect(zoneFor(SETTINGS, country)).toBe(SETTINGS.zones[1]);
  });

  it("prices a country named by two zones by the first, and any other by the rest of the world", () => {
    expect(zoneFor(SETTINGS, "AE")?.rateCents).toBe(1499);
    expect(zoneFor(SETTINGS, "JP")).toBe(SETTINGS.rest);
    expect(zoneFor(DEFAULT_SHIPPING, "AE")).toBe(DEFAULT_SHIPPING.rest);
  });

  it("has no zone for a country the store does not ship to", () => {
    const gulfOnly = { ...SETTINGS, shipsTo: ["AE", "SA"] };
    expect(zoneFor(gulfOnly, "US")).toBeNull();
    expect(zoneFor(gulfOnly, "SA")?.rateCents).toBe(1499);
  });

  it("by default ships the United States at home, Europe (the United Kingdom in it) and the rest of the world", () => {
    expect(zoneFor(DEFAULT_SHIPPING, HOME_COUNTRY)?.rateCents).toBe(499);
    expect(EUROPE).toContain("GB");
    expect(zoneFor(DEFAULT_SHIPPING, "GB")?.rateCents).toBe(999);
    expect(DEFAULT_SHIPPING.zones.every((zone) => zone.freeFromCents === 5000)).toBe(true);
    expect(DEFAULT_SHIPPING.rest.freeFromCents).toBe(5000);
  });

  it("promises the shopper's zone's threshold, or the lowest when their country is not known", () => {
    expect(promisedFreeFrom(SETTINGS, "SA")).toBe(10000);
    expect(promisedFreeFrom(SETTINGS, "JP")).toBeNull();
    expect(promisedFreeFrom(SETTINGS, null)).toBe(5000);
    expect(promisedFreeFrom({ ...SETTINGS, shipsTo: ["JP"] }, "US")).toBeNull();
  });
});
