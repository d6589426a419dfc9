import { asc } from "drizzle-orm";
import type { CategoryLayoutName } from "~domain/category-layouts";
import type { Locale } from "~domain/locales";
import { localizedOf } from "~domain/localized-input";
import type { TaxClass } from "~domain/tax";
import type { Db } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { categories } from "../db/schema";
import { pageTag, showsOnPage } from "../page-cache/page-tags";

export type CategoryRow = {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  imageKey: string | null;
  /** The layout its page uses (issue 50). */
  layout: CategoryLayoutName;
  /** What its products are taxed as unless one says otherwise (decision 058). */
  taxClass: TaxClass;
};

/** Every category, named in one language, in menu order. */
export function allCategories(db: Db, locale: Locale): Promise<CategoryRow[]> {
  return referenceData(db, `categories:${locale}`, async () => {
    showsOnPage(pageTag.table("categories"));
    const rows = await db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        parentId: categories.parentId,
        imageKey: categories.imageKey,
        layout: categories.layout,
        taxClass: categories.taxClass,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    // A name the operator left empty in this language reads the English (decision 053).
    return rows.map((row) => ({ ...row, name: localizedOf(row.name, locale) }));
  });
}

export type CategoryView = {
  category: CategoryRow;
  /** From the root down to the parent, for the breadcrumb. */
  ancestors: CategoryRow[];
  children: CategoryRow[];
  /** The category and everything below it: products of any of these belong to the category. */
  subtreeIds: number[];
};

/** A category, by slug or id, with its place in the tree. The tree is tens of rows, so it is read whole. */
export async function findCategory(
  db: Db,
  key: { slug: string } | { id: number },
  locale: Locale,
): Promise<CategoryView | null> {
  return categoryView(await allCategories(db, locale), key);
}

/** The same, over a tree already read. */
export function categoryView(rows: CategoryRow[], key: { slug: string } | { id: number }): CategoryView | null {
  const category = rows.find((row) => ("slug" in key ? row.slug === key.slug : row.id === key.id));
  if (!category) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ancestors: CategoryRow[] = [];
  for (let parent = category.parentId; parent !== null; ) {
    const row = byId.get(parent);
    if (!row) break;
    ancestors.unshift(row);
    parent = row.parentId;
  }
  return {
    category,
    ancestors,
    children: rows.filter((row) => row.parentId === category.id),
    subtreeIds: subtreeIds(rows, category.id),
  };
}

/** A category's id and the ids of everything below it. */
export function subtreeIds(rows: CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  }
  return ids;
}

export function categoryBySlug(db: Db, slug: string, locale: Locale): Promise<CategoryView | null> {
  return findCategory(db, { slug }, locale);
}

/** Second-level categories (and roots without children) with their sub-categories, for "popular categories". */
export async function popularCategories(db: Db, locale: Locale, limit: number) {
  const rows = await allCategories(db, locale);
  const roots = rows.filter((row) => row.parentId === null);
  const shelves = roots.flatMap((root) => {
    const children = rows.filter((row) => row.parentId === root.id);
    const grandchildren = children.some((child) => rows.some((row) => row.parentId === child.id));
    return grandchildren ? children : [root];
  });
  return shelves.slice(0, limit).map((shelf) => ({
    ...shelf,
    children: rows.filter((row) => row.parentId === shelf.id).slice(0, 5),
  }));
}
