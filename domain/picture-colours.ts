// Pictures per colour (decision 046): each of a listing's pictures may show one of its colours, or none in particular.
// No zod here: the product page runs picturesForColor in the browser, and zod is not in its scripts (page-weight.spec);
// the form's fields are in picture-colour-fields.ts.

/**
 * Each picture's colour (null: none), for `kept` stored pictures followed by `added` new ones: the form's entry at
 * the picture's place, and for a new picture the form sent no entry for (picked without JavaScript), the colour
 * chosen for the new pictures.
 */
export function pictureColors(
  input: { imageColors: string[]; newImagesColor: string },
  kept: number,
  added: number,
): (string | null)[] {
  return Array.from({ length: kept + added }, (_, place) => {
    const given = input.imageColors[place];
    if (given !== undefined) return given || null;
    return place >= kept ? input.newImagesColor || null : null;
  });
}

/** The colours a form ties pictures to that are not among the colours it chose for the product. */
export function untiedColors(input: { imageColors: string[]; newImagesColor: string; colors: string[] }): string[] {
  return [...input.imageColors, input.newImagesColor].filter((slug) => slug !== "" && !input.colors.includes(slug));
}

/**
 * A product's pictures as shown for a colour: that colour's first, then the others in their own order (`place`,
 * their position among all the product's pictures). No colour, or one no picture shows: their own order.
 */
export function picturesForColor<T extends { color: string | null; place: number }>(
  pictures: readonly T[],
  color: string | null,
): T[] {
  const byPlace = [...pictures].sort((a, b) => a.place - b.place);
  if (!color) return byPlace;
  return [...byPlace.filter((picture) => picture.color === color), ...byPlace.filter((p) => p.color !== color)];
}
