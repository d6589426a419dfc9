import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import { isListed } from "../catalog/listed";
import { cardColumnsIn, type ProductCard, toProductCard } from "../catalog/product-card";
import type { Db } from "../db/handle";
import { prepared } from "../db/prepared";
import { brands, compareItems, products, users, wishlistItems } from "../db/schema";
import type { MediaStore } from "../media/store";

/** The two lists a signed-in user keeps: products to buy later, and products to compare side by side. */
export type ListKind = "wishlist" | "compare";

const tables = { wishlist: wishlistItems, compare: compareItems } as const;

/**
 * How many products a list holds. A comparison wider than four columns cannot be read side by side; the
 * wish list's cap only bounds what one account can store.
 */
export const LIST_LIMITS: Record<ListKind, number> = { wishlist: 200, compare: 4 };

export type AddToListResult =
  | { ok: true; name: string; alreadyThere: boolean }
  | { ok: false; error: "lists.errors.notFound" | "lists.errors.wishlistFull" | "lists.errors.compareFull" };

/**
 * Adds a listed product once (a product already there is left as it is, and stays when it is hidden later),
 * refusing it when the list is full.
 */
export async function addToList(db: Db, userId: string, list: ListKind, productId: number): Promise<AddToListResult> {
  const table = tables[list];
  return db.transaction(async (tx): Promise<AddToListResult> => {
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.id, productId), isListed));
    if (!product) return { ok: false, error: "lists.errors.notFound" };
    // One list change at a time per user, so simultaneous adds cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [present] = await tx
      .select({ productId: table.productId })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.productId, productId)));
    if (present) return { ok: true, name: product.name, alreadyThere: true };
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId));
    if ((counted?.count ?? 0) >= LIST_LIMITS[list]) {
      return { ok: false, error: list === "wishlist" ? "lists.errors.wishlistFull" : "lists.errors.compareFull" };
    }
    await tx.insert(table).values({ userId, productId }).onConflictDoNothing();
    return { ok: true, name: product.name, alreadyThere: false };
  });
}

/** Removes a product from the user's list; false when it was not there. */
export async function removeFromList(db: Db, userId: string, list: ListKind, productId: number): Promise<boolean> {
  const table = tables[list];
  const removed = await db
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.productId, productId)))
    .returning({ productId: table.productId });
  return removed.length > 0;
}

/** Empties the user's list. */
export async function clearList(db: Db, userId: string, list: ListKind): Promise<void> {
  const table = tables[list];
  await db.delete(table).where(eq(table.userId, userId));
}

/** The ids in both of the user's lists, for the header's counters and the buttons' pressed state. */
export async function listProductIds(db: Db, userId: string): Promise<Record<ListKind, number[]>> {
  const rows = await listIdsRead(db).execute({ userId });
  const ids: Record<ListKind, number[]> = { wishlist: [], compare: [] };
  for (const row of rows) ids[row.list].push(row.productId);
  return ids;
}

function listIdsRead(db: Db) {
  const userId = sql.placeholder("userId");
  return prepared(db, "list_product_ids", () =>
    db
      .select({ list: sql<ListKind>`'wishlist'`, productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .unionAll(
        db
          .select({ list: sql<ListKind>`'compare'`, productId: compareItems.productId })
          .from(compareItems)
          .where(eq(compareItems.userId, userId)),
      )
      .prepare("list_product_ids"),
  );
}

/** The products of the user's list as cards (today's price, rating and availability), oldest first. */
export async function listProducts(
  db: Db,
  media: MediaStore,
  locale: Locale,
  userId: string,
  list: ListKind,
): Promise<ProductCard[]> {
  const table = tables[list];
  const rows = await db
    .select(cardColumnsIn(locale))
    .from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt), asc(table.productId));
  return rows.map((row) => toProductCard(row, media));
}
