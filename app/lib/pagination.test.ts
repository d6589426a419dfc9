import { describe, expect, it } from "vitest";
import { isPageChange, pageWindow } from "./pagination";

describe("pagination", () => {
  it("shows two pages on each side of the current one", () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it("never shows pages below 1 or above the total", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it("ignores a change to a page below 1, above the total, or the current one", () => {
    expect(isPageChange(0, 1, 5)).toBe(false);
    expect(isPageChange(6, 5, 5)).toBe(false);
    expect(isPageChange(3, 3, 5)).toBe(false);
    expect(isPageChange(4, 3, 5)).toBe(true);
  });
});
