import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { attributes, attributeValues, productAttributes } from "../db/schema";

/**
 * The attribute values of some products (or only their featured ones), each with its attribute, in the
 * attributes' own order and then the values' order: what the product page, the list layouts' features and
 * the compare table show.
 */
export async function attributeValuesOf(db: Db, productIds: number[], options: { featuredOnly?: boolean } = {}) {
  if (productIds.length === 0) return [];
  const ofProducts = inArray(productAttributes.productId, productIds);
  return db
    .select({
      productId: productAttributes.productId,
      attribute: attributes.slug,
      attributeName: attributes.name,
      value: attributeValues.slug,
      valueName: attributeValues.name,
      hex: attributeValues.hex,
      featured: productAttributes.featured,
    })
    .from(productAttributes)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributes.valueId))
    .innerJoin(attributes, eq(attributes.slug, attributeValues.attributeSlug))
    .where(options.featuredOnly ? and(ofProducts, eq(productAttributes.featured, true)) : ofProducts)
    .orderBy(asc(attributes.position), asc(attributes.slug), asc(attributeValues.position));
}
