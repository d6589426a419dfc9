import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/handle";
import { brands, categories, slugRedirects, users } from "../db/schema";

// Old addresses of renamed categories, merged or renamed brands and renamed shops (issue 50, decision 054). A row names
// its target by id, so where it sends is the target's slug now: renamed twice, the first address still goes straight
// to the last. A slug a live row takes again is forgotten, so it answers for that row, never with a redirect.

export type RedirectKind = "category" | "brand" | "shop";
export type RedirectTarget = { kind: "category" | "brand"; id: number } | { kind: "shop"; id: string };

/** Remembers that `oldSlug` now means `target` (a later rename of another row to the same old slug takes it over). */
export async function rememberOldSlug(tx: Tx | Db, oldSlug: string, target: RedirectTarget): Promise<void> {
  const columns =
    target.kind === "shop"
      ? { categoryId: null, brandId: null, userId: target.id }
      : target.kind === "category"
        ? { categoryId: target.id, brandId: null, userId: null }
        : { categoryId: null, brandId: target.id, userId: null };
  await tx
    .insert(slugRedirects)
    .values({ kind: target.kind, oldSlug, ...columns })
    .onConflictDoUpdate({
      target: [slugRedirects.kind, slugRedirects.oldSlug],
      set: { ...columns, createdAt: sql`now()` },
    });
}

/** A slug a live row now has stops redirecting. */
export async function forgetOldSlug(tx: Tx | Db, kind: RedirectKind, slug: string): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
}

/** The slug an old one now leads to, or null when it leads nowhere. */
export async function redirectedSlug(db: Db, kind: RedirectKind, oldSlug: string): Promise<string | null> {
  const r = slugRedirects;
  const where = and(eq(r.kind, kind), eq(r.oldSlug, oldSlug));
  const [row] =
    kind === "category"
      ? await db
          .select({ slug: categories.slug })
          .from(r)
          .innerJoin(categories, eq(categories.id, r.categoryId))
          .where(where)
      : kind === "brand"
        ? await db.select({ slug: brands.slug }).from(r).innerJoin(brands, eq(brands.id, r.brandId)).where(where)
        : await db.select({ slug: users.shopSlug }).from(r).innerJoin(users, eq(users.id, r.userId)).where(where);
  return row?.slug && row.slug !== oldSlug ? row.slug : null;
}
