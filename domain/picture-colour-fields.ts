import { z } from "./zod";

// The listing form's fields for pictures per colour (decision 046); what they mean is in picture-colours.ts.

/** The longest colour slug a form may send. */
const MAX_SLUG = 60;

/**
 * The listing form's `imageColors`: one per picture, in the pictures' order (those kept, then the new ones), each a
 * colour's slug or "" for none. Unlike a list of checkboxes the empty entries stay, as they hold the places.
 */
export const imageColorsField = (max: number) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().trim().max(MAX_SLUG, "listings.errors.imageColor")).max(max, "listings.errors.tooManyImages"),
  );

/** The colour of the pictures picked in one go without JavaScript (its file input has no picture of its own). */
export const newImagesColorField = z.string().trim().max(MAX_SLUG, "listings.errors.imageColor").default("");
