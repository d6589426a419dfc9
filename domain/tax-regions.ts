// The regions a tax rate may be set for, in the countries whose regions the store knows by code: the United States'
// states, district and inhabited territories (USPS codes) and Canada's provinces and territories (Canada Post's),
// as a shipping address names its state. Other countries whose addresses name a region (server/accounts/countries.ts
// `needsState`) take any short code; a country whose addresses name none takes no region.

const REGIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  US: new Set(
    (
      "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
      "OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI"
    ).split(" "),
  ),
  CA: new Set("AB BC MB NB NL NS NT NU ON PE QC SK YT".split(" ")),
};

/** The region codes of `country` when the store knows its list, else null. */
export function knownRegions(country: string): ReadonlySet<string> | null {
  return (Object.hasOwn(REGIONS, country) ? REGIONS[country] : undefined) ?? null;
}
