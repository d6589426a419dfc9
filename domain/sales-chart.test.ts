import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAILY_BOX, dailyBars, labelledDays, roundAxis, shareSegments } from "./sales-chart";

describe("the charts' axis", () => {
  it("reaches at least the highest value in equal round steps (1, 2 or 5 times a power of ten)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (max) => {
        const { top, step } = roundAxis(max);
        expect(top).toBeGreaterThanOrEqual(max);
        expect(top).toBe(step * 4);
        const power = 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 5]).toContain(step / power);
        // Not more than one step too high for the values: a bar fills at least half its axis's height.
        expect(max === 0 || top < 2 * Math.max(max, 4) + step).toBe(true);
      }),
    );
    expect(roundAxis(0)).toEqual({ top: 4, step: 1 });
    expect(roundAxis(6)).toEqual({ top: 8, step: 2 });
    expect(roundAxis(210)).toEqual({ top: 400, step: 100 });
  });
});

describe("bars by day", () => {
  it("stand in time order from the start side, mirrored right to left, each as tall as its share of the axis", () => {
    const values = [0, 3, 6, 1];
    const ltr = dailyBars(values, "ltr");
    const rtl = dailyBars(values, "rtl");
    expect(ltr.bars.map((bar) => bar.x)).toEqual([...ltr.bars.map((bar) => bar.x)].sort((a, b) => a - b));
    ltr.bars.forEach((bar, index) => {
      expect(rtl.bars[index]!.x).toBeCloseTo(DAILY_BOX.width - bar.x - bar.width);
      expect(rtl.bars[index]!.height).toBe(bar.height);
    });
    expect(ltr.axisX).toBe(DAILY_BOX.start);
    expect(rtl.axisX).toBe(DAILY_BOX.width - DAILY_BOX.start);
    // The axis goes to 8: 6 is three quarters of the plot's height.
    const plot = DAILY_BOX.height - DAILY_BOX.top - DAILY_BOX.bottom;
    expect(ltr.bars[2]!.height).toBeCloseTo((plot * 6) / 8);
    expect(ltr.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
  });

  it("measure cents on an axis of whole dollars", () => {
    const drawn = dailyBars([12_345, 0], "ltr", 100);
    expect(drawn.ticks.at(-1)?.value).toBe(200);
  });

  it("label every seventh day back from the last", () => {
    expect(labelledDays(15).flatMap((on, index) => (on ? [index] : []))).toEqual([0, 7, 14]);
  });
});

describe("shares of a whole", () => {
  it("lie end to end from the start side and fill the width, or nothing when there is nothing", () => {
    const ltr = shareSegments([1, 3, 0, 4], "ltr");
    expect(ltr.map((part) => part.width)).toEqual([125, 375, 0, 500]);
    expect(ltr.map((part) => part.x)).toEqual([0, 125, 500, 500]);
    const rtl = shareSegments([1, 3, 0, 4], "rtl");
    expect(rtl.map((part) => part.x)).toEqual([875, 500, 500, 0]);
    expect(shareSegments([0, 0], "ltr")).toEqual([
      { x: 0, width: 0 },
      { x: 0, width: 0 },
    ]);
  });
});
