import { describe, expect, it } from "vitest";
import { catalogSearch, withChange, withoutFilters } from "./catalog-query";
import { parseCatalogQuery } from "./catalog-query-parse";

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe("the catalogue's query string", () => {
  it("reads every parameter of the specification", () => {
    expect(
      parse(
        "page=3&limit=24&sort=price-desc&filter_category=drills&filter_check=brandix,wakita&filter_color=red,black&filter_price=10-200&filter_radio=YES&search=drill",
      ),
    ).toEqual({
      page: 3,
      limit: 24,
      sort: "price-desc",
      category: "drills",
      brands: ["brandix", "wakita"],
      colors: ["red", "black"],
      price: { min: 10, max: 200 },
      discount: "YES",
      search: "drill",
    });
  });

  it("falls back to the defaults for malformed or out-of-range values", () => {
    expect(
      parse("page=-2&limit=1000&sort=cheapest&filter_price=abc&filter_radio=maybe&filter_category=<b>&search=%20"),
    ).toEqual({
      page: 1,
      limit: 12,
      sort: "default",
      category: null,
      brands: [],
      colors: [],
      price: null,
      discount: "ALL",
      search: null,
    });
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=999999999").page).toBe(1);
  });

  it("keeps the valid slugs of a list, once each, and orders a reversed price range", () => {
    expect(parse("filter_check=a,,B,a,%3Cscript%3E,c-d").brands).toEqual(["a", "b", "c-d"]);
    expect(parse("filter_price=300-20").price).toEqual({ min: 20, max: 300 });
    expect(parse("filter_price=0-99999999999").price).toEqual({ min: 0, max: 10_000_000 });
    expect(parse("filter_price=12.6-40").price).toEqual({ min: 13, max: 40 });
  });

  it("joins ticked boxes sent as repeated parameters", () => {
    expect(parse("filter_check=a&filter_check=b,c&filter_color=red").brands).toEqual(["a", "b", "c"]);
  });

  it("leaves the defaults out of the URL", () => {
    expect(catalogSearch(parse(""))).toBe("");
    expect(catalogSearch(parse("page=1&limit=12&sort=default&filter_radio=ALL"))).toBe("");
    expect(catalogSearch(parse("filter_check=a,b&page=2"))).toBe("?page=2&filter_check=a,b");
  });

  it("goes back to page 1 on any change, and clears every filter on reset", () => {
    const query = parse("page=4&sort=name-asc&filter_check=a&filter_price=1-2");
    expect(withChange(query, { brands: ["a", "b"] }).page).toBe(1);
    expect(catalogSearch(withoutFilters(query))).toBe("?sort=name-asc");
  });
});
