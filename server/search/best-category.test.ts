import { describe, expect, it } from "vitest";
import type { CategoryRow } from "../catalog/categories";
import { bestCategory, nameMatch, singular } from "./best-category";
import type { PreparedSearch } from "./search-text";

const searched = (text: string, alternatives: Record<string, string[]> = {}): PreparedSearch => {
  const words = text.split(" ");
  return {
    text,
    words: words.map((word, i) => ({
      word,
      prefix: i === words.length - 1 && !text.endsWith(" "),
      alternatives: alternatives[word] ?? [],
    })),
  };
};
const row = (id: number, name: string, parentId: number | null = null): CategoryRow => ({
  id,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  name,
  parentId,
  imageKey: null,
  layout: "category-grid-3-columns-sidebar",
  taxClass: "standard",
});

describe("singular", () => {
  it("takes English plurals back to their word", () => {
    expect(["drills", "presses", "batteries", "boxes", "hoses", "glass", "saw"].map(singular)).toEqual([
      "drill",
      "press",
      "battery",
      "box",
      "hose",
      "glass",
      "saw",
    ]);
  });
});

describe("nameMatch", () => {
  it("scores the same words above the same words in another number above a name that contains them", () => {
    expect(nameMatch("Drill", searched("drill"))).toBe(4);
    expect(nameMatch("Drills", searched("drill"))).toBe(3);
    expect(nameMatch("Drill Presses", searched("drill"))).toBe(2);
    expect(nameMatch("Angle Grinders", searched("angle grinder pro"))).toBe(1);
    expect(nameMatch("Saws", searched("drill"))).toBe(0);
  });

  it("counts a misspelt word by its corrections, and the word being typed by its start", () => {
    expect(nameMatch("Drills", searched("dril", { dril: ["drill"] }))).toBe(3);
    expect(nameMatch("Screwdrivers", searched("screw"))).toBe(2);
    expect(nameMatch("Screwdrivers", searched("screw "))).toBe(0);
  });
});

describe("bestCategory", () => {
  const tools = row(1, "Power Tools");
  const drills = row(2, "Drills", 1);
  const presses = row(3, "Drill Presses", 1);
  const bits = row(4, "Accessories", 1);
  const rows = [tools, presses, drills, bits];

  it("prefers the closest name, whatever the counts", () => {
    const counts = new Map([
      [presses.id, 40],
      [drills.id, 5],
      [bits.id, 90],
    ]);
    expect(bestCategory(rows, counts, searched("drill"), null)).toBe(drills);
  });

  it("falls back to the category holding most matches, and offers none without matches", () => {
    const counts = new Map([
      [drills.id, 5],
      [bits.id, 90],
    ]);
    expect(bestCategory(rows, counts, searched("cordless"), null)).toBe(bits);
    expect(bestCategory(rows, new Map(), searched("drill"), null)).toBeNull();
  });

  it("offers only categories below the one searched in, and never one without matches", () => {
    expect(bestCategory(rows, new Map([[bits.id, 3]]), searched("power tools"), tools.id)).toBe(bits);
    expect(bestCategory(rows, new Map([[bits.id, 3]]), searched("power tools"), null)).toBe(tools);
    expect(bestCategory(rows, new Map([[bits.id, 3]]), searched("drill"), null)).toBe(bits);
  });
});
