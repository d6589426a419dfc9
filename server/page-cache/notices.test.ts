import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pagesToDrop } from "./notices";

const tagsOf = (payload: string) => {
  const drop = pagesToDrop(payload);
  if (drop.all) throw new Error("dropped everything");
  return new Set(drop.tags);
};

describe("what a change notice drops", () => {
  it("a price: the product's page and card, the lists of its category and those above, the discount shelf", () => {
    const tags = tagsOf("p/12/p/7a1e2b34-0000-4000-8000-000000000001/5,2");
    expect([...tags].sort()).toEqual(
      [
        "product:12",
        "card:12",
        "listing:5",
        "listing:2",
        "listing:all",
        "search",
        "seller-listing:7a1e2b34-0000-4000-8000-000000000001",
        "shelf:discounted",
      ].sort(),
    );
  });

  it("a stock count only the product's page; availability also the shelves and related products", () => {
    expect([...tagsOf("p/3/s/-/9")]).toEqual(["product:3"]);
    const tags = tagsOf("p/3/a/-/9,1");
    expect(tags.has("card:3") && tags.has("shelf:latest") && tags.has("related:9")).toBe(true);
    expect(tags.has("listing:9")).toBe(false);
  });

  it("a listing in or out counts for the search box; a table and a rate name their own tags", () => {
    expect(pagesToDrop("p/4/l/-/1")).toMatchObject({ all: false, listedCountMayChange: true });
    expect(pagesToDrop("p/4/p/-/1")).toMatchObject({ listedCountMayChange: false });
    expect([...tagsOf("t/categories c/EUR")]).toEqual(["table:categories", "currency:EUR"]);
  });

  it("a brand changed: the cards that name it and the lists of every brand, not the cards of others", () => {
    expect([...tagsOf("b/7 b/9")].sort()).toEqual(["brand:7", "brand:9", "table:brands"]);
    expect(pagesToDrop("b/x")).toEqual({ all: true });
  });

  it("a site page's change names that page alone (migration 0038)", () => {
    expect([...tagsOf("s/faq")]).toEqual(["site-page:faq"]);
    expect(pagesToDrop("s/FAQ")).toEqual({ all: true });
  });

  it("drops everything for a bulk change and for anything it does not understand", () => {
    expect(pagesToDrop("*")).toEqual({ all: true });
    expect(pagesToDrop("p/1/l/-/1 something-else")).toEqual({ all: true });
    expect(pagesToDrop("t/Robert'); drop table")).toEqual({ all: true });
  });

  it("never throws, and either drops everything or names only tags of the known kinds", () => {
    const known = /^(product|card|listing|search|seller-listing|related|shelf|table|currency|brand|site-page)(:|$)/;
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (payload) => {
        const drop = pagesToDrop(payload);
        if (!drop.all) for (const tag of drop.tags) expect(tag).toMatch(known);
      }),
    );
    const fact = fc
      .tuple(
        fc.nat(),
        fc.stringMatching(/^[lprabscx]{0,4}$/),
        fc.constantFrom("-", "0f0e0d0c-0000-4000-8000-0000000000aa"),
        fc.array(fc.nat(999), { maxLength: 4 }),
      )
      .map(([id, flags, owner, categories]) => `p/${id}/${flags}/${owner}/${categories.join(",")}`);
    fc.assert(
      fc.property(fc.array(fact, { minLength: 1, maxLength: 20 }), (facts) => {
        const drop = pagesToDrop(facts.join(" "));
        expect(drop.all).toBe(false);
        for (const one of facts) expect(tagsOf(facts.join(" ")).has(`product:${one.split("/")[1]}`)).toBe(true);
      }),
    );
  });
});
