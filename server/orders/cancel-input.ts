import { z } from "zod";

/** The buyer's forms on an order page: cancel it, or pay it with PayPal. */
export const buyerOrderFormSchema = z.object({ intent: z.enum(["cancel", "paypal"]) });
