import { asc, eq } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import type { TaxClass } from "~domain/tax";
import { allCategories } from "../catalog/categories";
import type { Db } from "../db/handle";
import { attributeValues, brands, categoryBrands } from "../db/schema";

export type SubCategoryOption = {
  slug: string;
  name: string;
  brands: { slug: string; name: string }[];
  /** What its products are taxed as unless the listing says otherwise. */
  taxClass: TaxClass;
};
export type ListingOptions = {
  /** The sub-categories a product can be listed in (the tree's leaves with brands), grouped under their parent. */
  groups: { category: string; subCategories: SubCategoryOption[] }[];
  colors: { slug: string; name: string; hex: string }[];
};

/** What the create and edit forms offer: sub-categories with the brands each one carries, and colours. */
export async function listingOptions(db: Db, locale: Locale): Promise<ListingOptions> {
  const [tree, links, colors] = await Promise.all([
    allCategories(db, locale),
    db
      .select({ categoryId: categoryBrands.categoryId, slug: brands.slug, name: brands.name })
      .from(categoryBrands)
      .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
      .orderBy(asc(brands.name)),
    db
      .select({ slug: attributeValues.slug, name: attributeValues.name, hex: attributeValues.hex })
      .from(attributeValues)
      .where(eq(attributeValues.attributeSlug, "color"))
      .orderBy(asc(attributeValues.position)),
  ]);
  const parents = new Set(tree.map((row) => row.parentId));
  const groups = new Map<number, { category: string; subCategories: SubCategoryOption[] }>();
  for (const leaf of tree.filter((row) => row.parentId !== null && !parents.has(row.id))) {
    const leafBrands = links.filter((link) => link.categoryId === leaf.id).map(({ slug, name }) => ({ slug, name }));
    // A sub-category no brand is linked to could not take the listing: it is not offered.
    if (leafBrands.length === 0) continue;
    const parentId = leaf.parentId as number;
    const group = groups.get(parentId) ?? {
      category: tree.find((row) => row.id === parentId)?.name ?? "",
      subCategories: [],
    };
    group.subCategories.push({
      slug: leaf.slug,
      name: leaf.name,
      brands: leafBrands,
      taxClass: leaf.taxClass,
    });
    groups.set(parentId, group);
  }
  return {
    groups: [...groups.values()],
    colors: colors.map((color) => ({ slug: color.slug, name: color.name[locale], hex: color.hex ?? "#000" })),
  };
}
