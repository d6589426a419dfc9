// The geometry of the back office's charts (issue 48), drawn as SVG on the server: bars by day and the shares of a
// whole. Pure arithmetic on counts and whole units; the figures' words and numbers are formatted elsewhere. Right to
// left mirrors every position, so time runs from the right and the axis stands on the right.

export type Direction = "ltr" | "rtl";

/** The drawing's size in its own units (the viewBox), and the margins around the plot: the axis's side is `start`. */
export const DAILY_BOX = { width: 400, height: 180, top: 12, bottom: 24, start: 44, end: 22 } as const;

/**
 * An axis from zero to a round top, in `steps` equal steps of 1, 2 or 5 times a power of ten, at or above `max`
 * (integers only: counts, whole dollars). An empty chart still has an axis up to `steps`.
 */
export function roundAxis(max: number, steps = 4): { top: number; step: number } {
  const wanted = Math.max(1, Math.ceil(Math.max(0, max) / steps));
  let power = 1;
  while (power * 10 <= wanted) power *= 10;
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= wanted) ?? power * 10;
  return { top: step * steps, step };
}

/** A horizontal position as drawn: the same distance from the other edge when right to left. */
const mirrored = (x: number, width: number, dir: Direction, box: { width: number }) =>
  dir === "rtl" ? box.width - x - width : x;

export type Bar = { x: number; y: number; width: number; height: number };
export type Tick = { y: number; value: number };

/**
 * Bars for `values` (the oldest first), each in its slot along the time axis, with the axis's ticks and where the
 * axis and the baseline are drawn. `scale` is what one unit of the axis counts (100 for cents shown in dollars).
 */
export function dailyBars(values: readonly number[], dir: Direction, scale = 1) {
  const box = DAILY_BOX;
  const plotWidth = box.width - box.start - box.end;
  const plotHeight = box.height - box.top - box.bottom;
  const baseline = box.top + plotHeight;
  const axis = roundAxis(Math.ceil(Math.max(0, ...values) / scale));
  const slot = plotWidth / Math.max(1, values.length);
  const barWidth = slot * 0.7;
  const bars: Bar[] = values.map((value, index) => {
    const height = (Math.max(0, value) / (axis.top * scale)) * plotHeight;
    const x = box.start + index * slot + (slot - barWidth) / 2;
    return { x: mirrored(x, barWidth, dir, box), y: baseline - height, width: barWidth, height };
  });
  const ticks: Tick[] = [];
  for (let value = 0; value <= axis.top; value += axis.step) {
    ticks.push({ value, y: baseline - (value / axis.top) * plotHeight });
  }
  return {
    box,
    bars,
    ticks,
    baseline,
    /** Where the axis stands and its numbers end: the start side of the plot. */
    axisX: dir === "rtl" ? box.width - box.start : box.start,
    /** The plot's other edge, where the grid lines end. */
    farX: dir === "rtl" ? box.end : box.width - box.end,
    /** The middle of each bar's slot, where its day's label is centred. */
    centres: bars.map((bar) => bar.x + bar.width / 2),
  };
}

/** A whole's parts laid end to end along `width`, from the start side, each as long as its share. */
export function shareSegments(parts: readonly number[], dir: Direction, width = 1000) {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part), 0);
  let at = 0;
  return parts.map((part) => {
    const length = total === 0 ? 0 : (Math.max(0, part) / total) * width;
    const x = dir === "rtl" ? width - at - length : at;
    at += length;
    return { x, width: length };
  });
}

/** Which of `count` days get a label under the axis: every `every` days, counted back from the last (today). */
export function labelledDays(count: number, every = 7): boolean[] {
  return Array.from({ length: count }, (_, index) => (count - 1 - index) % every === 0);
}
