import { describe, expect, it } from "vitest";
import { friendlyCount } from "./friendly-count";

describe("friendlyCount", () => {
  it("rounds down to a number a person would say, and says when it did", () => {
    expect(friendlyCount(163)).toEqual({ value: 160, over: true });
    expect(friendlyCount(160)).toEqual({ value: 160, over: false });
    expect(friendlyCount(42)).toEqual({ value: 42, over: false });
    expect(friendlyCount(2_345)).toEqual({ value: 2_300, over: true });
    expect(friendlyCount(123_456)).toEqual({ value: 120_000, over: true });
    expect(friendlyCount(1_000_000)).toEqual({ value: 1_000_000, over: false });
  });

  it("names no number for a handful of products or none", () => {
    expect(friendlyCount(0)).toBeNull();
    expect(friendlyCount(9)).toBeNull();
    expect(friendlyCount(Number.NaN)).toBeNull();
  });
});
