import { z } from "zod";
import { countryField } from "../accounts/countries";
import { MAX_LINE_QUANTITY } from "./cart";

/** A product id from a form: a positive integer that fits the column. */
export const productIdField = z.coerce.number().int().positive().max(2_147_483_647);
const id = productIdField;
const quantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);

/** The cart form's posts: add (from any page), update the quantities, remove a line, apply or remove a coupon. */
export const cartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: id, quantity: quantity.catch(1) }),
  z.object({ intent: z.literal("remove"), productId: id }),
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("coupon"), coupon: z.string().trim().max(60).catch("") }),
  z.object({ intent: z.literal("removeCoupon") }),
  /** Calculate Shipping: where the cart goes (its shipping and delivery time are shown for it). */
  z.object({ intent: z.literal("shipTo"), country: countryField }),
]);

/** The update form sends `quantity-{productId}` fields; a value that is not a whole number is ignored. */
export function quantityUpdates(form: Record<string, unknown>): { productId: number; quantity: number }[] {
  const updates: { productId: number; quantity: number }[] = [];
  for (const [name, value] of Object.entries(form)) {
    const match = /^quantity-(\d{1,10})$/.exec(name);
    const productId = id.safeParse(match?.[1]);
    const amount = quantity.safeParse(value);
    if (productId.success && amount.success) updates.push({ productId: productId.data, quantity: amount.data });
  }
  return updates;
}
