import { redirect } from "react-router";

// The thank-you page shows a placed order; with none to show, the shopper goes to the cart.
export function loader() {
  return redirect("/shop/cart");
}
