import { z } from "zod";
import { productIdField } from "./cart-input";

/** The wish list's and compare list's posts: add a product (from any page), remove one, clear the list. */
export const listActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: productIdField }),
  z.object({ intent: z.literal("remove"), productId: productIdField }),
  z.object({ intent: z.literal("clear") }),
]);
