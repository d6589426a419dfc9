import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cartLineKey, lineColor } from "~domain/cart-line-key";
import { isListed } from "../catalog/listed";
import type { Db, Tx } from "../db/handle";
import { attributeValues, cartLines, carts, productAttributes, products } from "../db/schema";

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

/** On a product already in the cart in that colour, the quantities add up (capped): the rule of a merge. */
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
      /** The units the product has; its lines together now hold at most that many. */
      stock: number;
    }
  | { ok: false; error: "cart.errors.notFound" | "cart.errors.notInStock" }
  /** A product in several colours needs one of its own; `slug` names its page, where the choice is. */
  | { ok: false; error: "cart.errors.chooseColor"; slug: string }
  | { ok: false; error: "cart.errors.allInCart"; name: string; stock: number };

/**
 * The colour slugs of a product, in the colours' order (a subquery of a select from products). Qualified by hand:
 * in a select from one table, Drizzle writes columns without their table.
 */
export const colorsOfProduct = sql<string[]>`array(
  select v.slug from ${productAttributes} pa join ${attributeValues} v on v.id = pa.value_id
  where pa.product_id = ${products}.id and v.attribute_slug = 'color'
  order by v.position)`;

/**
 * Adds `quantity` of a product in a colour (see lineColor) to the line of that product and colour. The product's
 * lines together never hold more than its stock, and a line never more than MAX_LINE_QUANTITY: adding past it adds
 * what is left, and nothing when the cart already holds it all. Adds to one cart are taken one at a time (its row is
 * locked), so simultaneous adds all count. Only listed products in stock can be added.
 */
export async function addToCart(
  db: Db,
  owner: CartOwner,
  productId: number,
  quantity: number,
  color = "",
): Promise<AddToCartResult> {
  const [product] = await db
    .select({
      slug: products.slug,
      name: products.name,
      availability: products.availability,
      stock: products.stock,
      colors: colorsOfProduct,
    })
    .from(products)
    .where(and(eq(products.id, productId), isListed));
  if (!product) return { ok: false, error: "cart.errors.notFound" };
  if (product.availability !== "in-stock") return { ok: false, error: "cart.errors.notInStock" };
  const chosen = lineColor(product.colors, color);
  if (chosen === null) return { ok: false, error: "cart.errors.chooseColor", slug: product.slug };
  const cartId = await cartIdFor(db, owner);
  const added = await db.transaction(async (tx) => {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
    const held = await tx
      .select({ color: cartLines.color, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
    const before = held.find((line) => line.color === chosen)?.quantity ?? 0;
    const others = held.reduce((sum, line) => sum + (line.color === chosen ? 0 : line.quantity), 0);
    const cap = Math.min(product.stock - others, MAX_LINE_QUANTITY);
    const after = Math.max(before, Math.min(before + quantity, cap));
    if (after === before) return 0;
    await tx
      .insert(cartLines)
      .values({ cartId, productId, color: chosen, quantity: after })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.color],
        set: { quantity: sql`excluded.quantity` },
      });
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    return after - before;
  });
  if (added <= 0) return { ok: false, error: "cart.errors.allInCart", name: product.name, stock: product.stock };
  return { ok: true, name: product.name, added, stock: product.stock };
}

/** A quantity for one line: the product's, in a colour ('' for none), as the cart's update form sends it. */
export type LineQuantity = { productId: number; color: string; quantity: number };

/** A line the update refused: the product's stock is less than what its line asks (or its lines together). */
export type QuantityProblem = { productId: number; color: string; name: string; stock: number; asked: number };

/**
 * Sets the quantities of the owner's lines, each named by its product and colour (lines of other carts, or not in
 * it, are ignored). A line asking more than the product's stock, or a product's lines together asking more,
 * refuses the whole update, which changes nothing and says which lines and why.
 */
export async function setCartQuantities(
  db: Db,
  owner: CartOwner,
  updates: readonly LineQuantity[],
): Promise<{ ok: true } | { ok: false; problems: QuantityProblem[] }> {
  const cartId = await existingCartId(db, owner);
  if (cartId === null || updates.length === 0) return { ok: true };
  const wanted = new Map(
    updates.map(({ productId, color, quantity }) => [
      cartLineKey(productId, color),
      Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY),
    ]),
  );
  const held = await db
    .select({
      productId: cartLines.productId,
      color: cartLines.color,
      quantity: cartLines.quantity,
      name: products.name,
      stock: products.stock,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(
      and(
        eq(cartLines.cartId, cartId),
        inArray(cartLines.productId, [...new Set(updates.map((update) => update.productId))]),
      ),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.color));
  const lines = held.map((line) => {
    const asked = wanted.get(cartLineKey(line.productId, line.color));
    return { ...line, asked, after: asked ?? line.quantity };
  });
  const together = new Map<number, number>();
  for (const line of lines) together.set(line.productId, (together.get(line.productId) ?? 0) + line.after);
  const problems = lines.flatMap(({ productId, color, name, stock, asked }) =>
    asked !== undefined && (asked > stock || (together.get(productId) ?? 0) > stock)
      ? [{ productId, color, name, stock, asked }]
      : [],
  );
  if (problems.length > 0) return { ok: false, problems };
  await db.transaction(async (tx) => {
    for (const line of lines) {
      if (line.asked === undefined || line.asked === line.quantity) continue;
      await tx
        .update(cartLines)
        .set({ quantity: line.asked })
        .where(
          and(eq(cartLines.cartId, cartId), eq(cartLines.productId, line.productId), eq(cartLines.color, line.color)),
        );
    }
  });
  return { ok: true };
}

/** Removes a product's line in a colour ('' for none) from the owner's cart; false when it was not there. */
export async function removeFromCart(db: Db, owner: CartOwner, productId: number, color: string): Promise<boolean> {
  const cartId = await existingCartId(db, owner);
  if (cartId === null) return false;
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId), eq(cartLines.color, color)))
    .returning({ productId: cartLines.productId });
  return removed.length > 0;
}

/**
 * Moves a guest session's cart into the user's on sign-in, in one transaction: the quantities of the same product in
 * the same colour are added (capped), and the guest cart is gone afterwards.
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
      .select({ productId: cartLines.productId, color: cartLines.color, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, guestCartId));
    if (lines.length > 0) {
      const userCartId = await cartIdFor(tx, { userId });
      await tx
        .insert(cartLines)
        .values(lines.map((line) => ({ cartId: userCartId, ...line })))
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
