/**
 * A cart line's key in the cart's forms (`quantity-{key}`, a remove button's `line`): a product in one colour is one
 * line. The product's id, then its colour's slug when it has one ("42", "42-dark-blue").
 */
export function cartLineKey(productId: number, color: string | null | undefined): string {
  return color ? `${productId}-${color}` : String(productId);
}
