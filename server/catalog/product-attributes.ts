import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { attributes, attributeValues, type LocalizedText, productAttributes, products } from "../db/schema";

/**
 * The attribute values of some products, each with its attribute, in the attributes' own order and then the
 * values' order: the compare table's rows.
 */
export async function attributeValuesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
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
    .where(inArray(productAttributes.productId, productIds))
    .orderBy(asc(attributes.position), asc(attributes.slug), asc(attributeValues.position));
}

export type AttributeValueRow = {
  attribute: string;
  attributeName: LocalizedText;
  value: string;
  valueName: LocalizedText;
  hex: string | null;
  featured: boolean;
};

/**
 * The same values (or only the featured ones: the list layouts' features) of the product of a select from
 * products, in the same order, as a subquery giving one JSON array: the product page and a page of products
 * read them in their own statement.
 */
export function attributeValuesOfProduct(options: { featuredOnly?: boolean } = {}) {
  return sql<AttributeValueRow[]>`(
    select coalesce(json_agg(json_build_object(
      'attribute', ${attributes.slug}, 'attributeName', ${attributes.name},
      'value', ${attributeValues.slug}, 'valueName', ${attributeValues.name},
      'hex', ${attributeValues.hex}, 'featured', ${productAttributes.featured}
    ) order by ${attributes.position}, ${attributes.slug}, ${attributeValues.position}), '[]'::json)
    from ${productAttributes}
    join ${attributeValues} on ${attributeValues.id} = ${productAttributes.valueId}
    join ${attributes} on ${attributes.slug} = ${attributeValues.attributeSlug}
    where ${productAttributes.productId} = ${products.id}${options.featuredOnly ? sql` and ${productAttributes.featured}` : sql``})`;
}
