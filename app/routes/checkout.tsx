import { redirect } from "react-router";

// Checkout needs items: with an empty cart the shopper is sent to the cart page.
export function loader() {
  return redirect("/shop/cart");
}
