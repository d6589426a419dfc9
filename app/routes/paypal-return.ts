import { paypalReturn } from "~server/payments/paypal-pages";
import type { Route } from "./+types/paypal-return";

// PayPal sends the buyer back here, having paid or not: the payment is captured, and the buyer goes to the order.
export async function loader({ request, context }: Route.LoaderArgs) {
  return paypalReturn(context.db, context.paypal, new URL(request.url), context.log);
}
