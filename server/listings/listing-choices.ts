import { eq, sql } from "drizzle-orm";
import type { FieldErrors } from "~domain/form";
import type { ListingInput } from "~domain/listing-input";
import type { Db, Tx } from "../db/handle";
import { attributeValues, brands, categories, categoryBrands } from "../db/schema";

// What a listing may choose, and the ids behind its slugs: the sub-category must be a leaf of the tree, the brand one
// that sub-category carries, and every colour a known one. Read once for a form or for a whole import's rows.

export type ListingChoices = {
  /** Sub-categories (leaves of the tree) by slug. */
  leaves: Map<string, number>;
  /** A brand's id by `{categoryId}/{brandSlug}`, for the brands each leaf carries. */
  brands: Map<string, number>;
  /** Colours by slug. */
  colours: Map<string, number>;
};

export type ResolvedChoices = { categoryId: number; brandId: number; colorIds: number[] };

export async function listingChoices(db: Db | Tx): Promise<ListingChoices> {
  // One after another: inside an import's transaction they share one connection.
  const leaves = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(sql`not exists (select 1 from ${categories} as child where child.parent_id = ${categories.id})`);
  const carried = await db
    .select({ categoryId: categoryBrands.categoryId, slug: brands.slug, id: brands.id })
    .from(categoryBrands)
    .innerJoin(brands, eq(brands.id, categoryBrands.brandId));
  const colours = await db
    .select({ id: attributeValues.id, slug: attributeValues.slug })
    .from(attributeValues)
    .where(eq(attributeValues.attributeSlug, "color"));
  return {
    leaves: new Map(leaves.map((leaf) => [leaf.slug, leaf.id])),
    brands: new Map(carried.map((brand) => [`${brand.categoryId}/${brand.slug}`, brand.id])),
    colours: new Map(colours.map((colour) => [colour.slug, colour.id])),
  };
}

/** The ids behind a listing's slugs, or a field error for each that is not a choice. */
export function resolveChoices(
  choices: ListingChoices,
  input: Pick<ListingInput, "subCategory" | "brand" | "colors">,
): { ok: true; ids: ResolvedChoices } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const categoryId = choices.leaves.get(input.subCategory);
  if (categoryId === undefined) errors.subCategory = "listings.errors.subCategory";
  const brandId = categoryId === undefined ? undefined : choices.brands.get(`${categoryId}/${input.brand}`);
  if (brandId === undefined) errors.brand = "listings.errors.brand";
  const colorIds = [...new Set(input.colors)].map((slug) => choices.colours.get(slug));
  if (colorIds.some((id) => id === undefined)) errors.colors = "listings.errors.colors";
  if (categoryId === undefined || brandId === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, ids: { categoryId, brandId, colorIds: colorIds.filter((id): id is number => id !== undefined) } };
}
