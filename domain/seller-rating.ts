// A buyer's rating of a seller for one completed part of an order, and the seller's answer (issue 49, decision 050).
// What the pages show and the forms' limits; the forms' schemas are in seller-rating-input.ts, so that the seller
// page's scripts carry no zod.

/** The three scores of a rating, each from 1 to 5, in the order they are asked and shown. */
export const RATING_SCORES = ["asDescribed", "shippingSpeed", "communication"] as const;
export type RatingScore = (typeof RATING_SCORES)[number];

/** A rating's optional text, and a seller's answer: plain text of at most this many characters. */
export const RATING_TEXT_MAX = 1000;
export const RATING_ANSWER_MAX = 1000;

/** How far back the seller page's averages reach. */
export const RATING_MONTHS = 12;
