import { randomUUID } from "node:crypto";
import { createGuestSession } from "../../server/accounts/sessions";
import type { Db } from "../../server/db/handle";
import { placeOrder } from "../../server/orders/place-order";
import { addToCart, type CartOwner } from "../../server/shopping/cart";
import { firstColor } from "./catalog-fixture";
import { checkoutInput } from "./checkout";
import { fillCart } from "./coupons";
import { cookieFrom } from "./route-call";

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

/** A new guest whose cart holds these products (by slug; one sold in colours in its first): cookie, owner, session. */
export async function guestWithCart(db: Db, items: [slug: string, quantity: number][]) {
  const { sessionId, setCookie } = await createGuestSession(db, new Request("http://localhost/"));
  const owner: CartOwner = { sessionId };
  await fillCart(db, owner, items);
  return { cookie: cookieFrom(setCookie), owner, sessionId };
}
