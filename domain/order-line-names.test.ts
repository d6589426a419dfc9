import { describe, expect, it } from "vitest";
import { lineNameIn, linesNamedIn, namesOfListing } from "./order-line-names";

describe("an order line's name", () => {
  it("keeps the listing's original under its language and each translated name under its own", () => {
    const names = namesOfListing(
      { name: "Audit Cordless Drill 18V", locale: "en" },
      { ru: { name: "Аудиторская дрель A", description: "…" }, ar: { description: "وصف فقط" } },
    );
    expect(names).toEqual({ en: "Audit Cordless Drill 18V", ru: "Аудиторская дрель A" });
  });

  it("is read in the viewer's language, else as first written", () => {
    const line = {
      name: "Audit Cordless Drill 18V",
      names: { en: "Audit Cordless Drill 18V", ru: "Аудиторская дрель A" },
    };
    expect(lineNameIn(line, "ru")).toBe("Аудиторская дрель A");
    expect(lineNameIn(line, "en")).toBe("Audit Cordless Drill 18V");
    expect(lineNameIn(line, "ar")).toBe("Audit Cordless Drill 18V");
  });

  it("of a line kept without names (or with an empty one) is its original", () => {
    expect(lineNameIn({ name: "Old drill", names: null }, "ru")).toBe("Old drill");
    expect(lineNameIn({ name: "Old drill", names: { ru: "" } }, "ru")).toBe("Old drill");
  });

  it("replaces the stored names in a list of lines by the one name shown", () => {
    const lines = [{ id: 1, name: "Drill", names: { ru: "Дрель" } }];
    expect(linesNamedIn(lines, "ru")).toEqual([{ id: 1, name: "Дрель" }]);
  });
});
