import { z } from "zod";
import { countryField } from "../accounts/countries";
import { type LineQuantity, MAX_LINE_QUANTITY } from "./cart";

/** A product id from a form: a positive integer that fits the column. */
export const productIdField = z.coerce.number().int().positive().max(2_147_483_647);
const id = productIdField;
const quantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);

/** A colour's slug as a form sends it: lowercase words joined by hyphens ("dark-blue"). */
const COLOR_SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
/** The colour chosen for a line, or '' for none (a product in one colour or none, or a form that did not ask). */
const colorField = z
  .string()
  .trim()
  .max(60)
  .regex(new RegExp(`^(?:${COLOR_SLUG})?$`))
  .default("");

/**
 * The cart form's posts: add (from any page, in the colour chosen), update the quantities, remove a line (a product
 * in a colour), apply or remove a coupon.
 */
export const cartActionSchema = z.discriminatedUnion("intent", [
  /** A quantity under 1, not a whole number or missing is null: refused with a message, never changed into 1. */
  z.object({ intent: z.literal("add"), productId: id, quantity: quantity.nullable().catch(null), color: colorField }),
  z.object({ intent: z.literal("remove"), productId: id, color: colorField }),
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("coupon"), coupon: z.string().trim().max(60).catch("") }),
  z.object({ intent: z.literal("removeCoupon") }),
  /** Calculate Shipping: where the cart goes (its shipping and delivery time are shown for it). */
  z.object({
    intent: z.literal("shipTo"),
    country: countryField,
    /** The state as typed at checkout, where the country taxes per state; Calculate Shipping sends none. */
    state: z.string().max(60).optional().catch(undefined),
  }),
]);

/** More quantity fields than any cart shows are not read: a cart has few lines, a hostile form many fields. */
export const MAX_QUANTITY_FIELDS = 500;

/** `quantity-{key}`, where the key is cartLineKey's: the product's id, then a hyphen and its colour's slug if any. */
const QUANTITY_NAME = new RegExp(`^quantity-(\\d{1,10})(?:-(${COLOR_SLUG}))?$`);

/**
 * The update form's `quantity-{key}` fields (see cartLineKey): a line's product, colour and quantity each. A name
 * that is not such a key, or a value that is not a whole number from 1 to MAX_LINE_QUANTITY, is ignored; at most
 * MAX_QUANTITY_FIELDS are read, and a line named twice counts once (its last value).
 */
export function quantityUpdates(form: Record<string, unknown>): LineQuantity[] {
  const updates = new Map<string, LineQuantity>();
  let read = 0;
  for (const [name, value] of Object.entries(form)) {
    if (!name.startsWith("quantity-")) continue;
    if (++read > MAX_QUANTITY_FIELDS) break;
    const match = name.length <= 80 ? QUANTITY_NAME.exec(name) : null;
    const productId = id.safeParse(match?.[1]);
    const amount = quantity.safeParse(value);
    if (!productId.success || !amount.success) continue;
    const color = match?.[2] ?? "";
    updates.set(`${productId.data}:${color}`, { productId: productId.data, color, quantity: amount.data });
  }
  return [...updates.values()];
}
