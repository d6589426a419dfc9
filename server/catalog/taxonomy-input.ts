import slugify from "@sindresorhus/slugify";
import { z } from "zod";
import { CATEGORY_LAYOUT_NAMES, DEFAULT_CATEGORY_LAYOUT } from "~domain/category-layouts";
import { listField } from "~domain/form";
import { localizedInput } from "~domain/localized-input";
import { TAX_CLASSES } from "~domain/tax";
import { COUNTRY_CODES } from "../accounts/countries";

// The back office's forms for categories and brands (issue 50, decision 054).

export const CATEGORY_NAME_MAX = 60;
export const BRAND_NAME_MAX = 60;
export const TAXONOMY_SLUG_MAX = 80;
const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** A slug as the catalogue's addresses have them: lower-case ASCII words joined by dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug typed by the operator ("" leaves it to the English name). */
const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(TAXONOMY_SLUG_MAX, "errors.tooLong")
  .refine((slug) => slug === "" || SLUG.test(slug), "taxonomy.errors.slugInvalid")
  .default("");

/** An id of a row chosen in a menu ("" for none). */
const optionalId = z
  .string()
  .trim()
  .default("")
  .refine((id) => id === "" || /^[1-9][0-9]{0,9}$/.test(id), "taxonomy.errors.choose")
  .transform((id) => (id === "" ? null : Number(id)));

const requiredId = z
  .string({ error: "taxonomy.errors.choose" })
  .trim()
  .regex(/^[1-9][0-9]{0,9}$/, "taxonomy.errors.choose")
  .transform(Number);

export const categoryFormSchema = z.object({
  name: localizedInput(CATEGORY_NAME_MAX),
  slug: slugField,
  parentId: optionalId,
  layout: z.enum(CATEGORY_LAYOUT_NAMES, { error: "taxonomy.errors.choose" }).default(DEFAULT_CATEGORY_LAYOUT),
  /** What its products are taxed as unless a product says otherwise (decision 058). */
  taxClass: z.enum(TAX_CLASSES, { error: "taxSettings.taxClass.invalid" }).default("standard"),
  /** The brands its products may have: what the listing form offers in it (`category_brands`). */
  brandIds: listField(requiredId, 1000).transform((ids) => [...new Set(ids)]),
});
export type CategoryInput = z.infer<typeof categoryFormSchema>;

export const brandFormSchema = z.object({
  name: z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(BRAND_NAME_MAX, "errors.tooLong"),
  slug: slugField,
  country: z
    .string()
    .trim()
    .default("")
    .refine((code) => code === "" || COUNTRIES.has(code), "addresses.errors.countryInvalid"),
});
export type BrandInput = z.infer<typeof brandFormSchema>;

export const moveProductsSchema = z.object({ to: requiredId });
export const mergeBrandSchema = z.object({ into: requiredId });
export const positionSchema = z.object({ direction: z.enum(["up", "down"]) });

/** A slug from a name: ASCII words (other scripts transliterated), at most TAXONOMY_SLUG_MAX characters. */
export function slugOfName(name: string, fallback: string): string {
  const slug = slugify(name, { decamelize: false }).slice(0, TAXONOMY_SLUG_MAX).replace(/-+$/, "");
  return slug || fallback;
}

/**
 * The slug a save gives: the one typed if it differs from the current one; else, when the English name changed (or it
 * is new), the new name's; else the current one (a save that renames nothing keeps the address).
 */
export function chosenSlug(
  typed: string,
  name: string,
  current: { slug: string; name: string } | null,
  fallback: string,
): string {
  if (typed !== "" && typed !== current?.slug) return typed;
  if (!current || current.name !== name) return slugOfName(name, fallback);
  return current.slug;
}
