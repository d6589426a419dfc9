import { randomUUID } from "node:crypto";
import { createGuestSession } from "../../server/accounts/sessions";
import type { Db } from "../../server/db/client";
import { placeOrder } from "../../server/orders/place-order";
import { addToCart } from "../../server/shopping/cart";
import { firstColor } from "./catalog-fixture";
import { checkoutInput } from "./checkout";

/** A new guest's order of these products (id, quantity), in dollars: a session, its cart, then the order. */
export async function placeGuestOrder(db: Db, lines: [productId: number, quantity: number][]) {
  const { sessionId } = await createGuestSession(db, new Request("http://localhost/"));
  for (const [productId, quantity] of lines) {
    await addToCart(db, { sessionId }, productId, quantity, await firstColor(db, productId));
  }
  return placeOrder(db, {
    owner: { sessionId },
    userId: null,
    sessionId,
    currencyCode: "USD",
    locale: "en",
    checkout: checkoutInput({ idempotencyKey: randomUUID() }),
  });
}
