import { lineColor } from "./cart-line-key";
import { convertCents, type DisplayCurrency } from "./money";

/** A line of a past order as bought: its product (null once deleted), colour ('' for none), quantity, unit price. */
export type BoughtLine = {
  productId: number | null;
  /** The colour's slug it was bought in; '' when the product asked for none. */
  color: string;
  quantity: number;
  /** What one unit cost, in the order's currency's minor units. */
  unitPrice: number;
};

/** A line's product as the store has it today (absent: deleted). */
export type ProductNow = {
  listed: boolean;
  availability: "in-stock" | "sold-out" | "out-of-order";
  stock: number;
  /** Today's price in USD cents. */
  priceCents: number;
  /** The colours it comes in today, by slug. */
  colors: readonly string[];
};

/**
 * Why a line cannot be bought again: its product is gone (deleted, hidden, not for sale), sold out, no longer comes
 * in the colour bought, or now comes in several colours where it was bought in none.
 */
export type NotAvailable = "gone" | "soldOut" | "colorGone" | "chooseColor";

export type BuyAgainStep =
  | {
      available: true;
      productId: number;
      color: string;
      /** What to add: the quantity bought (the cart takes at most the stock). */
      quantity: number;
      /** One unit then and today, both in the order's currency's minor units (today's at today's rate). */
      was: number;
      now: number;
      /** Fewer are in stock than were bought. */
      capped: boolean;
      stock: number;
    }
  | { available: false; reason: NotAvailable };

/**
 * What buying a line of an order again does: adds it in its colour when its product is still for sale in it, at
 * today's price. `currency` is the order's currency at today's rate, so `was` and `now` compare exactly, in minor units.
 */
export function buyAgainStep(
  line: BoughtLine,
  product: ProductNow | undefined,
  currency: DisplayCurrency,
): BuyAgainStep {
  if (line.productId === null || !product || !product.listed || product.availability === "out-of-order") {
    return { available: false, reason: "gone" };
  }
  if (product.availability !== "in-stock" || product.stock <= 0) return { available: false, reason: "soldOut" };
  const color = lineColor(product.colors, line.color);
  if (color === null) return { available: false, reason: line.color === "" ? "chooseColor" : "colorGone" };
  return {
    available: true,
    productId: line.productId,
    color,
    quantity: line.quantity,
    was: line.unitPrice,
    now: convertCents(product.priceCents, currency),
    capped: line.quantity > product.stock,
    stock: product.stock,
  };
}
