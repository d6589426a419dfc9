import type { Locale } from "~domain/locales";
import type { Db } from "../db/handle";
import { allCategories } from "./categories";

export type CategoryNode = { slug: string; name: string; children: CategoryNode[] };

/**
 * The whole category tree, named in the visitor's language. The tree is small (tens of rows),
 * unlike the product table, so reading it whole is fine.
 */
export async function categoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const rows = await allCategories(db, locale);
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) nodes.set(row.id, { slug: row.slug, name: row.name, children: [] });
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
