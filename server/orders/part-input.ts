import { z } from "zod";
import { ORDER_STATUSES, PART_ACTIONS } from "~domain/order-status";

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

/**
 * A change of one part of an order (by its seller or an operator), as the page posts it. `from` is the status they
 * saw: when the part has moved since (another tab), the change is refused and says what happened.
 */
export const partChangeSchema = z
  .object({
    partId: z.coerce.number().int().positive(),
    action: z.enum(PART_ACTIONS),
    from: z.enum(ORDER_STATUSES),
    carrier: optionalText(60, "sales.errors.carrierTooLong"),
    trackingNumber: optionalText(64, "sales.errors.trackingTooLong"),
    note: optionalText(500, "errors.tooLong"),
  })
  .refine((change) => change.action !== "cancel" || change.note !== null, {
    path: ["note"],
    message: "sales.errors.reasonRequired",
  });
export type PartChange = z.infer<typeof partChangeSchema>;
