import { eq } from "drizzle-orm";
import { data } from "react-router";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { parseForm } from "~domain/form";
import type { PaymentMethod } from "~domain/payment-methods";
import type { Db } from "../db/handle";
import { orders } from "../db/schema";
import type { Logger } from "../log/logger";
import type { PayPalAccount } from "../payments/paypal-account";
import { payWithPayPal, refundAfterCancel } from "../payments/paypal-pages";
import { switchPaymentMethod } from "../payments/switch-method";
import { readStoreSettings } from "../settings/store-settings";
import { buyerOrderFormSchema } from "./cancel-input";
import { cancelOrderAsBuyer, isBuyerOf, type OrderBuyer } from "./order-parts";

/**
 * What an order page's buyer form answers: cancelled or why not, asked again without JavaScript, a PayPal problem, or
 * the way to pay chosen instead (`switched`) or why not (`switchProblem`).
 */
export type BuyerOrderAnswer = {
  cancelled: boolean;
  outcome: string;
  confirm?: boolean;
  paypalProblem?: string;
  switched?: PaymentMethod;
  switchProblem?: string;
};

/**
 * The buyer's forms on their order's page (the thank-you page, the account's order): Cancel order (asked once more
 * without JavaScript; an order paid with PayPal gets its money back through PayPal), Pay with PayPal (on to PayPal), or
 * pay another way the store offers in advance. Anyone but the order's buyer gets the not-found page.
 */
export async function buyerOrderAction(
  db: Db,
  form: FormData,
  orderNumber: string,
  buyer: OrderBuyer,
  options: { paypal: PayPalAccount | null; origin: string; log: Pick<Logger, "warn"> },
) {
  const parsed = parseForm(buyerOrderFormSchema, form);
  if (!parsed.ok) {
    // Pay another way with no way chosen (a plain post): said beside the choices.
    if (form.get("intent") === "switch") {
      return data<BuyerOrderAnswer>(
        { cancelled: false, outcome: "", switchProblem: "orders.errors.chooseMethod" },
        400,
      );
    }
    throw data(null, { status: 400 });
  }
  if (parsed.data.intent === "switch") {
    const switched = await switchPaymentMethod(db, orderNumber, buyer, parsed.data.method, {
      settings: await readStoreSettings(db),
      paypal: options.paypal !== null,
    });
    if (!switched.ok && switched.error === "notFound") throw data(null, { status: 404 });
    if (!switched.ok) {
      return data<BuyerOrderAnswer>(
        { cancelled: false, outcome: "", switchProblem: `orders.errors.${switched.error}` },
        409,
      );
    }
    return data<BuyerOrderAnswer>({ cancelled: false, outcome: "", switched: switched.method });
  }
  if (parsed.data.intent === "paypal") {
    const [order] = await db
      .select({ userId: orders.userId, sessionId: orders.sessionId })
      .from(orders)
      .where(eq(orders.number, orderNumber));
    if (!order || !isBuyerOf(order, buyer)) throw data(null, { status: 404 });
    const started = await payWithPayPal(db, options.paypal, orderNumber, options.origin);
    if (started instanceof Response) return started;
    return data<BuyerOrderAnswer>({ cancelled: false, outcome: "", paypalProblem: started.problem }, 409);
  }
  if (form.get(CONFIRMED_FIELD) !== "1")
    return data<BuyerOrderAnswer>({ confirm: true, cancelled: false, outcome: "" });
  const result = await cancelOrderAsBuyer(db, orderNumber, buyer);
  if (!result.ok && result.error === "notFound") throw data(null, { status: 404 });
  if (!result.ok) return data<BuyerOrderAnswer>({ cancelled: false, outcome: "orders.errors.notPending" }, 409);
  await refundAfterCancel(db, options.paypal, orderNumber, options.log);
  return data<BuyerOrderAnswer>({ cancelled: true, outcome: "orders.cancelled" });
}
