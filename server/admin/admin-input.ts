import { z } from "zod";
import { requiredText } from "~domain/form-fields";
import { productIdField } from "../shopping/cart-input";

/** Why an operator removes or locks something: kept in the audit log. */
export const reasonField = requiredText(300);

export const reviewHideSchema = z.object({
  reviewId: z.coerce.number({ error: "errors.required" }).int().positive(),
  reason: reasonField,
});

/** Why an operator undoes something (unlock, show): optional. */
const optionalReasonField = z
  .string()
  .trim()
  .max(300, "errors.tooLong")
  .transform((value) => value || null)
  .optional()
  .transform((value) => value ?? null);

export const accountLockSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("lock"), userId: z.uuid(), reason: reasonField }),
  z.object({ intent: z.literal("unlock"), userId: z.uuid(), reason: optionalReasonField }),
]);

/** Hide a listing (the reason is shown to its seller) or show it again. */
export const listingVisibilitySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), productId: productIdField, reason: reasonField }),
  z.object({ intent: z.literal("show"), productId: productIdField, reason: optionalReasonField }),
]);
export type ListingVisibilityChange = z.output<typeof listingVisibilitySchema>;
