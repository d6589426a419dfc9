import { z } from "zod";
import { PAYMENT_METHODS } from "~domain/payment-methods";

/** The buyer's forms on an order page: cancel it, pay it with PayPal, or pay it another way (`method`). */
export const buyerOrderFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("paypal") }),
  z.object({ intent: z.literal("switch"), method: z.enum(PAYMENT_METHODS, { error: "orders.errors.chooseMethod" }) }),
]);

/** Buy again, on the account's order page: the button's one field. */
export const buyAgainFormSchema = z.object({ intent: z.literal("again") });
