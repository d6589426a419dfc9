import { describe, expect, it } from "vitest";
import { countryChoices } from "./country-choices";

// As the server names and sorts them for English (a few of them).
const countries = [
  ["DE", "Germany", false],
  ["FR", "France", false],
  ["JP", "Japan", true],
  ["GB", "United Kingdom", false],
  ["US", "United States", true],
].map(([code, name, needsState]) => ({ code: String(code), name: String(name), needsState: Boolean(needsState) }));
const codes = (options: { code: string }[]) => options.map((option) => option.code);

describe("the countries the checkout offers", () => {
  it("are every country for both addresses while the store ships everywhere", () => {
    const choices = countryChoices(countries, null, (key) => key);
    expect(choices.shipping).toEqual({ options: countries });
    expect(choices.billing).toEqual({ options: countries });
  });

  it("are only those shipped to for the shipping address, and those first for the billing one, when restricted", () => {
    const choices = countryChoices(countries, ["GB", "FR", "DE"], (key) => key);
    expect(codes(choices.shipping.options)).toEqual(["DE", "FR", "GB"]);
    expect(choices.shipping.hint).toBe("checkout.shipsOnlyTo");
    const [shipped, others] = choices.billing.groups ?? [];
    expect(shipped).toMatchObject({ label: "checkout.countriesShipped" });
    expect(codes(shipped?.options ?? [])).toEqual(["DE", "FR", "GB"]);
    expect(codes(others?.options ?? [])).toEqual(["JP", "US"]);
    expect(choices.billing.hint).toBe("checkout.billingCountriesHint");
  });
});
