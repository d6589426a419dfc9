/**
 * A cart line's key in the cart's forms (`quantity-{key}`, a remove button's `line`): a product in one colour is one
 * line. The product's id, then its colour's slug when it has one ("42", "42-dark-blue").
 */
export function cartLineKey(productId: number, color: string | null | undefined): string {
  return color ? `${productId}-${color}` : String(productId);
}

/**
 * The colour a line of the product gets for the colour asked ('' when none was): the one asked when it is one of
 * the product's; its only colour when it has one and none was asked; '' when it has none. Null: refused (several
 * colours and none chosen, or a colour that is not its own).
 */
export function lineColor(colors: readonly string[], asked: string): string | null {
  if (asked !== "") return colors.includes(asked) ? asked : null;
  if (colors.length > 1) return null;
  return colors[0] ?? "";
}
