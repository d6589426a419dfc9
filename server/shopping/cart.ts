import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { cartLines, carts, products } from "../db/schema";

/** Whose cart: a signed-in user's, or a guest session's until the guest signs in. */
export type CartOwner = { userId: string } | { sessionId: string };

/** A line never holds more than this; more is almost certainly a mistake (and keeps totals small). */
export const MAX_LINE_QUANTITY = 999;

type Handle = Db | Tx;

/** The cart row of this owner, for a `where`. */
export function ownerCondition(owner: CartOwner) {
  return "userId" in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId);
}

async function existingCartId(db: Handle, owner: CartOwner): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id ?? null;
}

/** On a product already in the cart, the quantities add up (capped): the one rule of add and merge. */
const addToExistingLine = {
  target: [cartLines.cartId, cartLines.productId],
  set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
};

/** The owner's cart, created on first use; two requests creating it at once end up with the same one. */
async function cartIdFor(db: Handle, owner: CartOwner): Promise<number> {
  const values = "userId" in owner ? { userId: owner.userId } : { sessionId: owner.sessionId };
  await db.insert(carts).values(values).onConflictDoNothing();
  const id = await existingCartId(db, owner);
  if (id === null) throw new Error("The cart was not created");
  return id;
}

export type AddToCartResult =
  | { ok: true; name: string }
  | { ok: false; error: "cart.errors.notFound" | "cart.errors.notInStock" };

/**
 * Adds `quantity` of a product: to its line when there is one (one atomic upsert, so simultaneous adds
 * all count), capped at MAX_LINE_QUANTITY. Only products in stock can be added.
 */
export async function addToCart(
  db: Db,
  owner: CartOwner,
  productId: number,
  quantity: number,
): Promise<AddToCartResult> {
  const [product] = await db
    .select({ name: products.name, availability: products.availability })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return { ok: false, error: "cart.errors.notFound" };
  if (product.availability !== "in-stock") return { ok: false, error: "cart.errors.notInStock" };
  const cartId = await cartIdFor(db, owner);
  await db
    .insert(cartLines)
    .values({ cartId, productId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) })
    .onConflictDoUpdate(addToExistingLine);
  await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return { ok: true, name: product.name };
}

/** Sets the quantities of the owner's lines (lines of other carts or products not in it are ignored). */
export async function setCartQuantities(
  db: Db,
  owner: CartOwner,
  updates: readonly { productId: number; quantity: number }[],
): Promise<void> {
  const cartId = await existingCartId(db, owner);
  if (cartId === null) return;
  await db.transaction(async (tx) => {
    for (const { productId, quantity } of updates) {
      await tx
        .update(cartLines)
        .set({ quantity: Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY) })
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
    }
  });
}

/** Removes a product from the owner's cart; false when it was not there. */
export async function removeFromCart(db: Db, owner: CartOwner, productId: number): Promise<boolean> {
  const cartId = await existingCartId(db, owner);
  if (cartId === null) return false;
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)))
    .returning({ productId: cartLines.productId });
  return removed.length > 0;
}

/**
 * Moves a guest session's cart into the user's on sign-in, in one transaction: the same product's
 * quantities are added (capped), and the guest cart is gone afterwards.
 */
export async function mergeGuestCart(db: Db, sessionId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const guestCartId = await existingCartId(tx, { sessionId });
    if (guestCartId === null) return;
    const lines = await tx
      .select({ productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, guestCartId));
    if (lines.length > 0) {
      const userCartId = await cartIdFor(tx, { userId });
      await tx
        .insert(cartLines)
        .values(lines.map((line) => ({ cartId: userCartId, productId: line.productId, quantity: line.quantity })))
        .onConflictDoUpdate(addToExistingLine);
    }
    await tx.delete(carts).where(eq(carts.id, guestCartId));
  });
}
