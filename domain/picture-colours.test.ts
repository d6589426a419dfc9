import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pictureColors, picturesForColor, untiedColors } from "./picture-colours";

const picture = (place: number, color: string | null) => ({ place, color });

describe("picturesForColor", () => {
  it("puts the colour's pictures first, the others after in their own order", () => {
    const pictures = [picture(0, "red"), picture(1, null), picture(2, "blue"), picture(3, "blue")];
    expect(picturesForColor(pictures, "blue").map((p) => p.place)).toEqual([2, 3, 0, 1]);
    expect(picturesForColor(pictures, "red").map((p) => p.place)).toEqual([0, 1, 2, 3]);
  });

  it("keeps their own order for no colour, or one no picture shows, whatever order they come in", () => {
    const shuffled = [picture(2, "blue"), picture(0, "red"), picture(1, null)];
    expect(picturesForColor(shuffled, null).map((p) => p.place)).toEqual([0, 1, 2]);
    expect(picturesForColor(shuffled, "green").map((p) => p.place)).toEqual([0, 1, 2]);
  });

  it("gives back the same pictures, the colour's first, for any pictures, order and colour", () => {
    const colors = fc.constantFrom(null, "red", "blue", "green");
    const pictures = fc
      .array(colors, { maxLength: 10 })
      .map((tied) => tied.map((tie, place) => picture(place, tie)))
      .chain((all) => fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length })));
    fc.assert(
      fc.property(pictures, colors, ([all, shuffled], color) => {
        const shown = picturesForColor(shuffled, color);
        expect([...shown].sort((a, b) => a.place - b.place)).toEqual(all);
        const first = shown.filter((p) => p.color === color && color !== null);
        expect(shown.slice(0, first.length)).toEqual(first);
        // Each group keeps the pictures' own order.
        const rest = shown.slice(first.length);
        expect(rest.map((p) => p.place)).toEqual([...rest.map((p) => p.place)].sort((x, y) => x - y));
      }),
    );
  });
});

describe("pictureColors", () => {
  it("takes each picture's colour by its place, none for an empty entry", () => {
    expect(pictureColors({ imageColors: ["red", "", "blue"], newImagesColor: "" }, 1, 2)).toEqual([
      "red",
      null,
      "blue",
    ]);
  });

  it("gives new pictures without an entry of their own the colour for the new ones; kept ones none", () => {
    expect(pictureColors({ imageColors: [], newImagesColor: "green" }, 2, 2)).toEqual([null, null, "green", "green"]);
    expect(pictureColors({ imageColors: ["red"], newImagesColor: "" }, 0, 2)).toEqual(["red", null]);
  });
});

describe("untiedColors", () => {
  it("names the pictures' colours the product is not ticked in", () => {
    expect(untiedColors({ imageColors: ["red", "", "blue"], newImagesColor: "green", colors: ["red"] })).toEqual([
      "blue",
      "green",
    ]);
    expect(untiedColors({ imageColors: ["red", ""], newImagesColor: "", colors: ["red", "blue"] })).toEqual([]);
  });
});
