import { z } from "zod";

/** The buyer's one form on an order page: cancel it. */
export const cancelOrderSchema = z.object({ intent: z.literal("cancel") });
