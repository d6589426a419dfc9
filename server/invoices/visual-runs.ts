import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** A piece of a line drawn left to right after the others; `rtl`: its characters are right-to-left (Arabic). */
export type VisualRun = { text: string; rtl: boolean };

const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A line's runs in the order they are drawn from left to right (the Unicode bidirectional algorithm, bidi-js),
 * for a paragraph of base direction `base` ("auto": its first strong character's). Each run keeps its characters in logical order when it holds Arabic
 * (the font's layout shapes it and lays it right to left, fontkit); a right-to-left run of neutrals alone (spaces,
 * punctuation between Arabic words) is reversed and mirrored here, since no shaping reverses it. Latin and number
 * runs such as "DE123456789" or "€1,234.50" come out whole, left to right.
 */
export function visualRuns(line: string, base: "ltr" | "rtl" | "auto"): VisualRun[] {
  if (line === "") return [];
  const { levels } = bidi.getEmbeddingLevels(line, base);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let index = 0; index < line.length; index++) {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let index = 0;
    while (index < runs.length) {
      if ((runs[index]?.level ?? 0) < level) {
        index++;
        continue;
      }
      let end = index;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      const reversed = runs.slice(index, end).reverse();
      runs.splice(index, end - index, ...reversed);
      index = end;
    }
  }
  return runs.flatMap((run): VisualRun[] => {
    const logical = line.slice(run.start, run.end);
    const rtl = run.level % 2 === 1;
    if (!rtl) return [{ text: logical, rtl }];
    const mirrored = [...logical].map((char) => bidi.getMirroredCharacter(char) ?? char).join("");
    // Word by word, the words in reverse: the font's layout keeps no space inside an Arabic run it reverses.
    return mirrored
      .split(/(\s+)/)
      .filter((piece) => piece !== "")
      .reverse()
      .map((piece) => ({ text: STRONG_RTL.test(piece) ? piece : [...piece].reverse().join(""), rtl }));
  });
}
