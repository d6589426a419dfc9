import slugify from "@sindresorhus/slugify";

const MAX_LENGTH = 80;
const FALLBACK = "product";

/**
 * A product's URL slug from its name: lower-case ASCII words joined by dashes, other scripts transliterated
 * ("Дрель ударная" → "drel-udarnaya"), at most 80 characters, and "product" when nothing usable is left.
 * No decamelizing, so model codes stay whole ("SCREW1500ACC" → "screw1500acc", "18V" → "18v") as the
 * demo catalogue's slugs always had them.
 */
export function productSlug(name: string): string {
  const slug = slugify(name, { decamelize: false }).slice(0, MAX_LENGTH).replace(/-+$/, "");
  return slug || FALLBACK;
}
