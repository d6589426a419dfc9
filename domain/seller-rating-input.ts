import { RATING_ANSWER_MAX, RATING_TEXT_MAX } from "./seller-rating";
import { z } from "./zod";

// The rating forms' schemas (issue 49, decision 050): the order page's rating, the sale page's answer.

/** Line breaks as typed, whatever the browser sent; spaces at both ends do not count. */
const plainText = (value: string) => value.replace(/\r\n?/g, "\n").trim();

const score = z.coerce
  .number({ error: "ratings.errors.chooseScore" })
  .int("ratings.errors.chooseScore")
  .min(1, "ratings.errors.chooseScore")
  .max(5, "ratings.errors.chooseScore");

const partId = z.coerce.number().int().positive().max(2_147_483_647);

/** The order page's rating form, one per completed part of another seller. */
export const rateSellerSchema = z.object({
  intent: z.literal("rate"),
  partId,
  asDescribed: score,
  shippingSpeed: score,
  communication: score,
  body: z
    .string()
    .optional()
    .transform((value) => plainText(value ?? ""))
    .pipe(z.string().max(RATING_TEXT_MAX, "ratings.errors.textTooLong"))
    .transform((value) => (value === "" ? null : value)),
});
export type RateSellerInput = z.output<typeof rateSellerSchema>;

/** The sale page's answer to the buyer's rating. */
export const answerRatingSchema = z.object({
  intent: z.literal("answerRating"),
  answer: z
    .string({ error: "errors.required" })
    .transform(plainText)
    .pipe(z.string().min(1, "errors.required").max(RATING_ANSWER_MAX, "ratings.errors.answerTooLong")),
});
export type AnswerRatingInput = z.output<typeof answerRatingSchema>;
