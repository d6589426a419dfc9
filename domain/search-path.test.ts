import { describe, expect, it } from "vitest";
import { searchPath, suggestionsPath } from "./search-path";
import { searchParamsSchema } from "./search-query";

describe("search URLs", () => {
  it("puts the query and the category (or `all`) in the results path, encoded", () => {
    expect(searchPath(" angle grinder ", "power-tools")).toBe("/search/angle%20grinder/power-tools");
    expect(searchPath("50% off/#1?", "")).toBe("/search/50%25%20off%2F%231%3F/all");
    expect(suggestionsPath("drill & bits", "")).toBe("/shop/search-suggestions?query=drill+%26+bits");
  });

  it("reads any query string without failing: text cleaned and cut, a category only if it is a slug", () => {
    expect(searchParamsSchema.parse({ query: "  drill\u0000  bits ", category: "Power-Tools" })).toEqual({
      query: "drill bits",
      category: "power-tools",
    });
    expect(searchParamsSchema.parse({ query: "x".repeat(500), category: "all" }).query).toHaveLength(200);
    expect(searchParamsSchema.parse({ category: "../etc" })).toEqual({ query: "", category: null });
    expect(searchParamsSchema.parse({})).toEqual({ query: "", category: null });
  });
});
