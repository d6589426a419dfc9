import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tagsOf } from "./blog";

describe("the tags an operator types", () => {
  it("are split at commas, trimmed, their spaces made single, each kept once as first typed", () => {
    expect(tagsOf(" Laser  levels, measurement,,laser LEVELS , PPE ")).toEqual(["Laser levels", "measurement", "PPE"]);
    expect(tagsOf("")).toEqual([]);
    expect(tagsOf(" , ,")).toEqual([]);
    expect(tagsOf("сверла, مثاقب")).toEqual(["сверла", "مثاقب"]);
  });

  it("never give an empty tag, a comma, an edge or double space, or the same tag twice, whatever is typed", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "B", " ", ",", "\t", "\n", "é", "ж", "-", "__proto__") }),
        (typed) => {
          const tags = tagsOf(typed);
          const keys = tags.map((tag) => tag.toLocaleLowerCase("en"));
          expect(new Set(keys).size).toBe(tags.length);
          for (const tag of tags) {
            expect(tag).not.toBe("");
            expect(tag).not.toContain(",");
            expect(tag).toBe(tag.trim());
            expect(tag).not.toMatch(/\s\s|[\t\n]/);
            // Every tag is made of what was typed, in its order.
            expect(typed.replace(/\s+/g, " ")).toContain(tag);
          }
        },
      ),
    );
  });
});
