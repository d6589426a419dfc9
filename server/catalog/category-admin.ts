import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { FieldErrors } from "~domain/form";
import { renditionKey } from "~domain/renditions";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { brands, categories, categoryBrands, type LocalizedText, products } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { type ListingImage, removeListingImage, storeRenditions } from "../listings/listing-images";
import type { MediaStore } from "../media/store";
import { forgetOldSlug, rememberOldSlug } from "./slug-redirects";
import { type CategoryInput, chosenSlug } from "./taxonomy-input";

// The category tree in the operator's hands (issue 50, decision 054): add, rename (the old address answers 301), move
// (never under itself), reorder, picture, layout, empty into another category, delete when empty. Every change is
// one transaction with its audit row; the tables' statement triggers tell every process and the page cache.

type Operator = Pick<SessionUser, "id" | "email">;
const SLUG_CONSTRAINT = "categories_slug_unique";
/** An uploaded picture's key (the seed's are `categories/<slug>`, left alone). */
const UPLOADED = /^categories\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type AdminCategory = {
  id: number;
  slug: string;
  name: LocalizedText;
  parentId: number | null;
  position: number;
  layout: CategoryInput["layout"];
  taxClass: CategoryInput["taxClass"];
  imageKey: string | null;
  /** Products filed directly under it (listed or not): what keeps it from being deleted. */
  products: number;
  children: number;
  depth: number;
};

/** Every category in menu order, each after its parent, with its products and sub-categories counted. */
export async function categoriesForAdmin(db: Db): Promise<AdminCategory[]> {
  const [rows, counted] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const productsOf = new Map(counted.map((row) => [row.id, row.n]));
  const out: AdminCategory[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const row of rows) {
      if (row.parentId !== parentId) continue;
      out.push({
        id: row.id,
        slug: row.slug,
        name: row.name,
        parentId: row.parentId,
        position: row.position,
        layout: row.layout,
        taxClass: row.taxClass,
        imageKey: row.imageKey,
        products: productsOf.get(row.id) ?? 0,
        children: rows.filter((child) => child.parentId === row.id).length,
        depth,
      });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** A category's id and every id below it, over rows read whole. */
function subtreeOf(rows: { id: number; parentId: number | null }[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

export type CategoryScreen = {
  category: AdminCategory;
  imageUrl: string | null;
  /** Where it may move: every category but itself and those below it. */
  parents: AdminCategory[];
  /** Where its products may go: categories without sub-categories, but itself. */
  targets: AdminCategory[];
  /** The brands it offers, by id. */
  offered: number[];
};

/** Every brand, by name, for the brands a category offers. */
export function brandChoices(db: Db) {
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name), asc(brands.id));
}

export async function categoryScreen(
  db: Db,
  media: Pick<MediaStore, "url">,
  id: number,
): Promise<CategoryScreen | null> {
  const [all, offered] = await Promise.all([
    categoriesForAdmin(db),
    db.select({ id: categoryBrands.brandId }).from(categoryBrands).where(eq(categoryBrands.categoryId, id)),
  ]);
  const category = all.find((row) => row.id === id);
  if (!category) return null;
  const below = subtreeOf(all, id);
  return {
    category,
    imageUrl: category.imageKey ? media.url(renditionKey(category.imageKey, "card")) : null,
    parents: all.filter((row) => !below.has(row.id)),
    targets: all.filter((row) => row.id !== id && row.children === 0),
    offered: offered.map((row) => row.id),
  };
}

export type CategorySaved = { ok: true; id: number; slug: string } | { ok: false; errors: FieldErrors };

/** Every row of the tree, locked: tree edits one at a time, so two moves at once cannot make a loop together. */
async function lockedTree(tx: Tx) {
  return tx
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categories.name,
      taxClass: categories.taxClass,
    })
    .from(categories)
    .orderBy(asc(categories.id))
    .for("update");
}

/** The brands a category offers become those chosen (unknown ids are left out). */
async function offerBrands(tx: Tx, categoryId: number, brandIds: number[]): Promise<void> {
  await tx
    .delete(categoryBrands)
    .where(
      brandIds.length > 0
        ? and(eq(categoryBrands.categoryId, categoryId), notInArray(categoryBrands.brandId, brandIds))
        : eq(categoryBrands.categoryId, categoryId),
    );
  if (brandIds.length === 0) return;
  await tx.execute(sql`
    insert into ${categoryBrands} (category_id, brand_id)
    select ${categoryId}::int, id from ${brands} where id in (${sql.join(
      brandIds.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    on conflict do nothing`);
}

async function nextPosition(tx: Tx, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${categories.position}) + 1, 0)`.mapWith(Number) })
    .from(categories)
    .where(parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId));
  return row?.n ?? 0;
}

/** A new category, last among its siblings. */
export async function createCategory(db: Db, operator: Operator, input: CategoryInput): Promise<CategorySaved> {
  try {
    return await db.transaction(async (tx) => {
      const tree = await lockedTree(tx);
      if (input.parentId !== null && !tree.some((row) => row.id === input.parentId)) {
        return { ok: false as const, errors: { parentId: "taxonomy.errors.choose" } };
      }
      const slug = chosenSlug(input.slug, input.name.en, null, "category");
      const [row] = await tx
        .insert(categories)
        .values({
          slug,
          name: input.name,
          parentId: input.parentId,
          layout: input.layout,
          taxClass: input.taxClass,
          position: await nextPosition(tx, input.parentId),
        })
        .returning({ id: categories.id });
      if (!row) throw new Error("category not inserted");
      await offerBrands(tx, row.id, input.brandIds);
      await forgetOldSlug(tx, "category", slug);
      await recordAudit(tx, operator, {
        action: "category.create",
        subject: `category:${row.id}`,
        subjectLabel: input.name.en,
        reason: input.taxClass !== "standard" ? `tax class: ${input.taxClass}` : null,
      });
      return { ok: true as const, id: row.id, slug };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return { ok: false, errors: { slug: "taxonomy.errors.slugTaken" } };
    throw error;
  }
}

/**
 * Renames, moves and lays out a category. A new slug keeps the old address answering (301); a parent that is the
 * category itself or below it is refused beside the field.
 */
export async function updateCategory(
  db: Db,
  operator: Operator,
  id: number,
  input: CategoryInput,
): Promise<CategorySaved | null> {
  try {
    return await db.transaction(async (tx) => {
      const tree = await lockedTree(tx);
      const current = tree.find((row) => row.id === id);
      if (!current) return null;
      if (input.parentId !== null) {
        if (subtreeOf(tree, id).has(input.parentId)) {
          return { ok: false as const, errors: { parentId: "taxonomy.errors.loop" } };
        }
        if (!tree.some((row) => row.id === input.parentId)) {
          return { ok: false as const, errors: { parentId: "taxonomy.errors.choose" } };
        }
      }
      const slug = chosenSlug(input.slug, input.name.en, { slug: current.slug, name: current.name.en }, "category");
      const moved = input.parentId !== current.parentId;
      await tx
        .update(categories)
        .set({
          slug,
          name: input.name,
          layout: input.layout,
          taxClass: input.taxClass,
          parentId: input.parentId,
          ...(moved ? { position: await nextPosition(tx, input.parentId) } : {}),
        })
        .where(eq(categories.id, id));
      await offerBrands(tx, id, input.brandIds);
      if (slug !== current.slug) {
        await forgetOldSlug(tx, "category", slug);
        await rememberOldSlug(tx, current.slug, { kind: "category", id });
      }
      await recordAudit(tx, operator, {
        action: "category.update",
        subject: `category:${id}`,
        subjectLabel: input.name.en,
        reason: changesSaid([
          slug !== current.slug ? `${current.slug} → ${slug}` : null,
          input.taxClass !== current.taxClass ? `tax class: ${current.taxClass} → ${input.taxClass}` : null,
        ]),
      });
      if (moved) {
        const parentSlug = (parentId: number | null) => tree.find((row) => row.id === parentId)?.slug ?? "—";
        await recordAudit(tx, operator, {
          action: "category.move",
          subject: `category:${id}`,
          subjectLabel: input.name.en,
          reason: `${parentSlug(current.parentId)} → ${parentSlug(input.parentId)}`,
        });
      }
      return { ok: true as const, id, slug };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return { ok: false, errors: { slug: "taxonomy.errors.slugTaken" } };
    throw error;
  }
}

/** The audit line's reason for a save: what changed that its label does not say (none: null). */
function changesSaid(changes: (string | null)[]): string | null {
  return changes.filter(Boolean).join("; ") || null;
}

/** Moves a category one place up or down among its siblings (their positions renumbered 0, 1, 2…). */
export async function moveCategoryPosition(
  db: Db,
  operator: Operator,
  id: number,
  direction: "up" | "down",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const tree = await lockedTree(tx);
    const current = tree.find((row) => row.id === id);
    if (!current) return false;
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        current.parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, current.parentId),
      )
      .orderBy(asc(categories.position), asc(categories.id));
    const order = siblings.map((row) => row.id);
    const at = order.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return true;
    [order[at], order[to]] = [order[to]!, order[at]!];
    await tx
      .update(categories)
      .set({
        position: sql`case ${categories.id} ${sql.join(
          order.map((sibling, position) => sql`when ${sibling}::int then ${position}::smallint`),
          sql` `,
        )} end`,
      })
      .where(inArray(categories.id, order));
    await recordAudit(tx, operator, {
      action: "category.reorder",
      subject: `category:${id}`,
      subjectLabel: current.name.en,
      reason: direction,
    });
    return true;
  });
}

/** Sets a category's picture (already checked and made into renditions); the uploaded one it replaces goes. */
export async function setCategoryPicture(
  db: Db,
  media: MediaStore,
  operator: Operator,
  id: number,
  image: ListingImage,
): Promise<boolean> {
  const key = `categories/${randomUUID()}`;
  await storeRenditions(media, key, image);
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageKey: categories.imageKey, name: categories.name })
      .from(categories)
      .where(eq(categories.id, id))
      .for("update");
    if (!row) return null;
    await tx.update(categories).set({ imageKey: key }).where(eq(categories.id, id));
    await recordAudit(tx, operator, {
      action: "category.picture",
      subject: `category:${id}`,
      subjectLabel: row.name.en,
    });
    return { key: row.imageKey };
  });
  if (!previous) {
    await removeListingImage(media, key);
    return false;
  }
  if (previous.key && UPLOADED.test(previous.key)) await removeListingImage(media, previous.key);
  return true;
}

export type CategoryDeleted =
  | { ok: true }
  | { ok: false; notFound: true }
  | { ok: false; notFound?: false; products: number; children: number };

/** Deletes an empty category without sub-categories; otherwise says what it still holds. */
export async function deleteCategory(
  db: Db,
  media: MediaStore,
  operator: Operator,
  id: number,
): Promise<CategoryDeleted> {
  const result = await db.transaction(async (tx) => {
    const tree = await lockedTree(tx);
    const current = tree.find((row) => row.id === id);
    if (!current) return { ok: false as const, notFound: true as const };
    const children = tree.filter((row) => row.parentId === id).length;
    // Products are counted under the category's lock: a listing filed here now waits for this transaction, and the
    // foreign key (on delete restrict) refuses whatever slipped in.
    const [counted] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    const held = counted?.n ?? 0;
    if (children > 0 || held > 0) return { ok: false as const, products: held, children };
    const [gone] = await tx
      .delete(categories)
      .where(eq(categories.id, id))
      .returning({ imageKey: categories.imageKey });
    await recordAudit(tx, operator, {
      action: "category.delete",
      subject: `category:${id}`,
      subjectLabel: current.name.en,
      reason: current.slug,
    });
    return { ok: true as const, imageKey: gone?.imageKey ?? null };
  });
  if (result.ok && result.imageKey && UPLOADED.test(result.imageKey)) await removeListingImage(media, result.imageKey);
  return result.ok ? { ok: true } : result;
}

export type ProductsMoved = { ok: true; moved: number } | { ok: false; errors: FieldErrors } | null;

/**
 * Files every product of a category under another one without sub-categories (so the category can be emptied and
 * deleted). The products' triggers keep the facet summaries exact and tell the page cache; the brands they bring are
 * offered in the new category too.
 */
export async function moveCategoryProducts(db: Db, operator: Operator, id: number, to: number): Promise<ProductsMoved> {
  return db.transaction(async (tx) => {
    const tree = await lockedTree(tx);
    const from = tree.find((row) => row.id === id);
    if (!from) return null;
    const target = tree.find((row) => row.id === to);
    if (!target || to === id || tree.some((row) => row.parentId === to)) {
      return { ok: false as const, errors: { to: "taxonomy.errors.choose" } };
    }
    const moved = await tx
      .update(products)
      .set({ categoryId: to, updatedAt: sql`now()` })
      .where(eq(products.categoryId, id))
      .returning({ id: products.id });
    await tx.execute(sql`
      insert into ${categoryBrands} (category_id, brand_id)
      select ${to}::int, brand_id from ${categoryBrands} where category_id = ${id}
      on conflict do nothing`);
    await recordAudit(tx, operator, {
      action: "category.products",
      subject: `category:${id}`,
      subjectLabel: from.name.en,
      reason: `${moved.length} → ${target.slug}`,
    });
    return { ok: true as const, moved: moved.length };
  });
}
