// The regions that tax on their own (decision 058): US states (and DC) and Canadian provinces and territories, by
// their postal codes, so a typed state ("ca", "California", "Québec") finds its rate.

const REGIONS: Readonly<Record<"US" | "CA", readonly (readonly [string, string])[]>> = {
  US: [
    ["AL", "Alabama"],
    ["AK", "Alaska"],
    ["AZ", "Arizona"],
    ["AR", "Arkansas"],
    ["CA", "California"],
    ["CO", "Colorado"],
    ["CT", "Connecticut"],
    ["DE", "Delaware"],
    ["DC", "District of Columbia"],
    ["FL", "Florida"],
    ["GA", "Georgia"],
    ["HI", "Hawaii"],
    ["ID", "Idaho"],
    ["IL", "Illinois"],
    ["IN", "Indiana"],
    ["IA", "Iowa"],
    ["KS", "Kansas"],
    ["KY", "Kentucky"],
    ["LA", "Louisiana"],
    ["ME", "Maine"],
    ["MD", "Maryland"],
    ["MA", "Massachusetts"],
    ["MI", "Michigan"],
    ["MN", "Minnesota"],
    ["MS", "Mississippi"],
    ["MO", "Missouri"],
    ["MT", "Montana"],
    ["NE", "Nebraska"],
    ["NV", "Nevada"],
    ["NH", "New Hampshire"],
    ["NJ", "New Jersey"],
    ["NM", "New Mexico"],
    ["NY", "New York"],
    ["NC", "North Carolina"],
    ["ND", "North Dakota"],
    ["OH", "Ohio"],
    ["OK", "Oklahoma"],
    ["OR", "Oregon"],
    ["PA", "Pennsylvania"],
    ["RI", "Rhode Island"],
    ["SC", "South Carolina"],
    ["SD", "South Dakota"],
    ["TN", "Tennessee"],
    ["TX", "Texas"],
    ["UT", "Utah"],
    ["VT", "Vermont"],
    ["VA", "Virginia"],
    ["WA", "Washington"],
    ["WV", "West Virginia"],
    ["WI", "Wisconsin"],
    ["WY", "Wyoming"],
    ["PR", "Puerto Rico"],
  ],
  CA: [
    ["AB", "Alberta"],
    ["BC", "British Columbia"],
    ["MB", "Manitoba"],
    ["NB", "New Brunswick"],
    ["NL", "Newfoundland and Labrador"],
    ["NS", "Nova Scotia"],
    ["NT", "Northwest Territories"],
    ["NU", "Nunavut"],
    ["ON", "Ontario"],
    ["PE", "Prince Edward Island"],
    ["QC", "Quebec"],
    ["SK", "Saskatchewan"],
    ["YT", "Yukon"],
  ],
};

/** Letters only, lower case, accents dropped: "Québec" and "quebec" are the same. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[^\p{L}]/gu, "")
    .toLowerCase();

/** The countries whose regions the store knows, and each one's codes and English names. */
export function knownRegions(country: string): readonly (readonly [string, string])[] | null {
  return country === "US" || country === "CA" ? REGIONS[country] : null;
}

/**
 * The region code of a typed state in `country`: its code or its name (any case, accents or none); null when the
 * country's regions are not known here or nothing matches (then the country's own rate applies).
 */
export function regionCodeOf(country: string, typed: string | null | undefined): string | null {
  const regions = knownRegions(country);
  if (!regions || !typed) return null;
  const wanted = folded(typed);
  if (wanted === "") return null;
  const found = regions.find(([code, name]) => code.toLowerCase() === wanted || folded(name) === wanted);
  return found ? found[0] : null;
}
