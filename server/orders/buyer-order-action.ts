import { eq } from "drizzle-orm";
import { data } from "react-router";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { parseForm } from "~domain/form";
import type { Db } from "../db/handle";
import { orders } from "../db/schema";
import type { Logger } from "../log/logger";
import type { PayPalAccount } from "../payments/paypal-account";
import { payWithPayPal, refundAfterCancel } from "../payments/paypal-pages";
import { buyerOrderFormSchema } from "./cancel-input";
import { cancelOrderAsBuyer, isBuyerOf, type OrderBuyer } from "./order-parts";

/** What an order page's buyer form answers: cancelled or why not, asked again without JavaScript, a PayPal problem. */
export type BuyerOrderAnswer = { cancelled: boolean; outcome: string; confirm?: boolean; paypalProblem?: string };

/**
 * The buyer's forms on their order's page (the thank-you page, the account's order): Cancel order (asked once more
 * without JavaScript; an order paid with PayPal gets its money back through PayPal), or Pay with PayPal (on to
 * PayPal). Anyone but the order's buyer gets the not-found page.
 */
export async function buyerOrderAction(
  db: Db,
  form: FormData,
  orderNumber: string,
  buyer: OrderBuyer,
  options: { paypal: PayPalAccount | null; origin: string; log: Pick<Logger, "warn"> },
) {
  const parsed = parseForm(buyerOrderFormSchema, form);
  if (!parsed.ok) throw data(null, { status: 400 });
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
