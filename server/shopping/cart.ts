import { and, eq, inArray, sql } from "drizzle-orm";
import { isListed } from "../catalog/listed";
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
  target: [cartLines.cartId, cartLines.productId, cartLines.color],
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
  | {
      ok: true;
      name: string;
      /** What was added: less than asked when the cart would have held more than the stock. */
      added: number;
      /** The units the product has; the line now holds at most that many. */
      stock: number;
    }
  | { ok: false; error: "cart.errors.notFound" | "cart.errors.notInStock" }
  | { ok: false; error: "cart.errors.allInCart"; name: string; stock: number };

/**
 * Adds `quantity` of a product: to its line when there is one (one atomic upsert, so simultaneous adds
 * all count). A line never holds more than the product's stock (nor MAX_LINE_QUANTITY): adding past it adds
 * what is left, and nothing when the line already holds it all. Only listed products in stock can be added.
 */
export async function addToCart(
  db: Db,
  owner: CartOwner,
  productId: number,
  quantity: number,
): Promise<AddToCartResult> {
  const [product] = await db
    .select({ name: products.name, availability: products.availability, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), isListed));
  if (!product) return { ok: false, error: "cart.errors.notFound" };
  if (product.availability !== "in-stock") return { ok: false, error: "cart.errors.notInStock" };
  const cartId = await cartIdFor(db, owner);
  const cap = Math.min(product.stock, MAX_LINE_QUANTITY);
  const [before] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
  const [after] = await db
    .insert(cartLines)
    .values({ cartId, productId, quantity: Math.min(quantity, cap) })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.color],
      set: { quantity: sql`greatest(${cartLines.quantity}, least(${cartLines.quantity} + excluded.quantity, ${cap}))` },
    })
    .returning({ quantity: cartLines.quantity });
  await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  const added = (after?.quantity ?? 0) - (before?.quantity ?? 0);
  if (added <= 0) return { ok: false, error: "cart.errors.allInCart", name: product.name, stock: product.stock };
  return { ok: true, name: product.name, added, stock: product.stock };
}

export type QuantityProblem = { productId: number; name: string; stock: number; asked: number };

/**
 * Sets the quantities of the owner's lines (lines of other carts or products not in it are ignored). A quantity
 * above the product's stock refuses the whole update, which changes nothing and says which lines and why.
 */
export async function setCartQuantities(
  db: Db,
  owner: CartOwner,
  updates: readonly { productId: number; quantity: number }[],
): Promise<{ ok: true } | { ok: false; problems: QuantityProblem[] }> {
  const cartId = await existingCartId(db, owner);
  if (cartId === null) return { ok: true };
  const wanted = updates.map(({ productId, quantity }) => ({
    productId,
    quantity: Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY),
  }));
  const ids = wanted.map((update) => update.productId);
  const stocks =
    ids.length > 0
      ? await db
          .select({ productId: products.id, name: products.name, stock: products.stock })
          .from(cartLines)
          .innerJoin(products, eq(products.id, cartLines.productId))
          .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, ids)))
      : [];
  const problems = stocks.flatMap((product) => {
    const asked = wanted.find((update) => update.productId === product.productId)?.quantity ?? 0;
    return asked > product.stock ? [{ ...product, asked }] : [];
  });
  if (problems.length > 0) return { ok: false, problems };
  await db.transaction(async (tx) => {
    for (const { productId, quantity } of wanted) {
      await tx
        .update(cartLines)
        .set({ quantity })
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
    }
  });
  return { ok: true };
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
    const [guest] = await tx
      .select({ id: carts.id, couponId: carts.couponId })
      .from(carts)
      .where(eq(carts.sessionId, sessionId));
    if (!guest) return;
    const guestCartId = guest.id;
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
      // The guest's coupon comes along unless the account's cart already has one (one coupon per cart).
      if (guest.couponId !== null) {
        await tx
          .update(carts)
          .set({ couponId: sql`coalesce(${carts.couponId}, ${guest.couponId})` })
          .where(eq(carts.id, userCartId));
      }
    }
    await tx.delete(carts).where(eq(carts.id, guestCartId));
  });
}
