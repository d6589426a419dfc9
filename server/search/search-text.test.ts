import { describe, expect, it } from "vitest";
import { searchWords } from "./search-text";

describe("searchWords", () => {
  it("keeps letters and digits of any script, lower-cased, and nothing else", () => {
    expect(searchWords(`Angle-Grinder 125mm "pro" %_\\ <b>`).words.map((w) => w.word)).toEqual([
      "angle",
      "grinder",
      "125mm",
      "pro",
      "b",
    ]);
    expect(searchWords("Дрель УДАРНАЯ مثقاب").words.map((w) => w.word)).toEqual(["дрель", "ударная", "مثقاب"]);
  });

  it("treats the last word as being typed unless a space or a sign follows it", () => {
    expect(searchWords("cordless dri").words.map((w) => w.prefix)).toEqual([false, true]);
    expect(searchWords("cordless drill ").words.map((w) => w.prefix)).toEqual([false, false]);
    expect(searchWords("drill!").words.map((w) => w.prefix)).toEqual([false]);
  });

  it("bounds the work: 8 words of at most 40 characters, from the first 200 characters", () => {
    expect(searchWords("a ".repeat(50)).words).toHaveLength(8);
    expect(searchWords("x".repeat(2000)).words[0]?.word).toHaveLength(40);
    expect(searchWords(`${"y".repeat(199)} tail`).words.map((w) => w.word)).toEqual(["y".repeat(40)]);
  });

  it("keeps the text for the exact-name comparison, without control characters", () => {
    expect(searchWords("  Angle\u0000  Grinder\n").text).toBe("Angle Grinder");
    expect(searchWords("%%% ''' ").words).toEqual([]);
  });
});
