import { dollarChargeText } from "~domain/paypal-charge";
import { offeredPaymentMethods } from "~domain/store-settings";
import type { Db } from "../db/handle";
import type { PricedCart } from "../shopping/priced-cart";
import { readStoreSettings } from "./store-settings";

/**
 * The ways to pay the checkout offers now, with where a transfer or a cheque goes and how long an order waits; and,
 * for a cart in a currency PayPal does not take, what PayPal would charge in US dollars (said before the buyer goes).
 */
export async function paymentOptions(db: Db, paypal: boolean, cart?: Pick<PricedCart, "cost" | "currency">) {
  const settings = await readStoreSettings(db);
  const offered = offeredPaymentMethods(settings, paypal);
  const inDollars =
    cart && offered.includes("paypal")
      ? dollarChargeText(cart.cost.total, cart.currency.code, cart.currency.rate)
      : null;
  return {
    offered,
    bank: settings.bank,
    cheque: settings.cheque,
    unpaidDays: settings.unpaidDays,
    paypalInDollars: inDollars,
  };
}
