import { z } from "zod";
import { requiredText } from "~domain/form-fields";

/** Why an operator removes or locks something: kept in the audit log. */
export const reasonField = requiredText(300);

export const reviewDeleteSchema = z.object({
  reviewId: z.coerce.number({ error: "errors.required" }).int().positive(),
  reason: reasonField,
});

export const accountLockSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("lock"), userId: z.uuid(), reason: reasonField }),
  z.object({
    intent: z.literal("unlock"),
    userId: z.uuid(),
    reason: z
      .string()
      .trim()
      .max(300, "errors.tooLong")
      .transform((value) => value || null)
      .optional(),
  }),
]);
