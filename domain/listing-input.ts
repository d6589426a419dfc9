import { type FormValues, listField, type ParsedForm, parseForm } from "./form";
import { optionalText, requiredText } from "./form-fields";
import { type ListingTranslations, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, translationField } from "./listing-texts";
import { LOCALES, type Locale } from "./locales";
import { imageColorsField, newImagesColorField } from "./picture-colour-fields";
import { untiedColors } from "./picture-colours";
import { TAX_CLASSES, type TaxClass } from "./tax";
import { z } from "./zod";

export const BADGES = ["new", "hot", "used", "sale"] as const;
/**
 * What a seller chooses: for sale ("in-stock") or "out-of-order" (no sales whatever the stock). "Sold out" is not
 * a choice: a product for sale is sold out while its stock is 0 (a database trigger, migration 0011).
 */
export const AVAILABILITIES = ["in-stock", "out-of-order"] as const;
export const MAX_STOCK = 100_000;

const MAX_PRICE_CENTS = 100_000_000;

/** A price typed as "12", "12.5" or "12.50" (a comma works too), as whole cents; empty is 0 when not required. */
export const priceField = (required: boolean) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(",", "."))
    .refine((value) => !required || value !== "", "errors.required")
    .refine((value) => value === "" || /^\d{1,7}(\.\d{1,2})?$/.test(value), "listings.errors.priceInvalid")
    .transform((value) => (value === "" ? 0 : Math.round(Number(value) * 100)))
    .refine((cents) => !required || cents > 0, "listings.errors.priceInvalid")
    .refine((cents) => cents <= MAX_PRICE_CENTS, "listings.errors.priceInvalid");

const slug = z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(120);

/** A listing's name and description in another language: either may be left empty (decision 037). */
const translatedText = z.object({
  name: optionalText(MAX_NAME_LENGTH),
  description: optionalText(MAX_DESCRIPTION_LENGTH),
});

/** `translations.ru.name`, …: only the store's languages; any other is refused beside the languages. */
const translationsField = z
  .strictObject(
    { en: translatedText.optional(), ru: translatedText.optional(), ar: translatedText.optional() },
    { error: "listings.errors.language" },
  )
  .default({});

export const listingSchema = z
  .object({
    /** The language the name and description are written in. */
    locale: z.preprocess(
      (value) => value || undefined,
      z.enum(LOCALES, { error: "listings.errors.language" }).default("en"),
    ),
    name: requiredText(MAX_NAME_LENGTH),
    price: priceField(true),
    // The old price: 0 (or empty) when there is none.
    compareAtPrice: priceField(false),
    availability: z.preprocess(
      (value) => value || undefined,
      z.enum(AVAILABILITIES, { error: "listings.errors.availability" }).default("in-stock"),
    ),
    stock: z
      .string({ error: "errors.required" })
      .trim()
      .min(1, "errors.required")
      .regex(/^\d{1,6}$/, "listings.errors.stockInvalid")
      .transform(Number)
      .refine((units) => units <= MAX_STOCK, "listings.errors.stockInvalid"),
    badges: listField(z.enum(BADGES, { error: "listings.errors.badge" }), BADGES.length),
    description: requiredText(MAX_DESCRIPTION_LENGTH),
    translations: translationsField,
    colors: listField(z.string().trim().max(60), 20),
    subCategory: slug,
    brand: slug,
    /** What it is taxed as: its category's class (empty, stored as null) or one of its own (decision 058). */
    taxClass: z.preprocess(
      (value) => (value === "" || value === undefined ? null : value),
      z.enum(TAX_CLASSES, { error: "taxSettings.taxClass.invalid" }).nullable(),
    ),
    /** On edit: the stored images to keep, by key, in their new order. */
    keepImages: listField(z.string().max(200), 20),
    /** Each picture's colour ("" for none), kept ones then new ones (decision 046). */
    imageColors: imageColorsField(20),
    /** Without JavaScript: the colour of the pictures picked in the file input. */
    newImagesColor: newImagesColorField,
  })
  .refine((listing) => listing.compareAtPrice === 0 || listing.compareAtPrice > listing.price, {
    path: ["compareAtPrice"],
    message: "listings.errors.oldPriceLow",
  })
  .refine((listing) => untiedColors(listing).length === 0, {
    // A picture shows one of the colours the product comes in, or none in particular.
    path: ["imageColors"],
    message: "listings.errors.imageColor",
  })
  .superRefine((listing, context) => {
    // The language it is written in has its texts in `name` and `description`, not among the others.
    const own = listing.translations[listing.locale];
    for (const field of ["name", "description"] as const) {
      if (own?.[field]) {
        context.addIssue({
          code: "custom",
          path: ["translations", listing.locale, field],
          message: "listings.errors.sameLanguage",
        });
      }
    }
  });
export type ListingInput = z.infer<typeof listingSchema>;

/** The other languages' texts as stored: only those given, never the listing's own language. */
export function translationsOf(input: Pick<ListingInput, "locale" | "translations">): ListingTranslations {
  const texts: ListingTranslations = {};
  for (const locale of LOCALES) {
    const entry = input.translations[locale];
    if (locale === input.locale || !entry || (!entry.name && !entry.description)) continue;
    texts[locale] = { name: entry.name, description: entry.description };
  }
  return texts;
}

/** A new listing's form, written in the seller's language until they say otherwise. */
export function emptyListing(locale: Locale): FormValues {
  return { availability: "in-stock", stock: "1", locale };
}

/** A price in cents as the form shows it ("129.90"); none (or 0) is an empty field. */
const priceText = (cents: number | null) => (cents ? (cents / 100).toFixed(2) : "");

type StoredListing = {
  locale: Locale;
  translations: ListingTranslations;
  name: string;
  priceCents: number;
  compareAtCents: number | null;
  availability: string;
  stock: number;
  badges: string[];
  description: string;
  colors: string[];
  subCategory: string;
  brand: string;
  taxClass: TaxClass | null;
  images: { key: string; color: string | null }[];
};

/** A stored listing as its edit form starts. */
export function valuesOfListing(listing: StoredListing): FormValues {
  const texts: FormValues = {};
  for (const locale of LOCALES) {
    const entry = listing.translations[locale];
    if (entry?.name) texts[translationField(locale, "name")] = entry.name;
    if (entry?.description) texts[translationField(locale, "description")] = entry.description;
  }
  return {
    ...texts,
    locale: listing.locale,
    name: listing.name,
    price: priceText(listing.priceCents),
    compareAtPrice: priceText(listing.compareAtCents),
    // A product for sale that is sold out is still for sale: its stock says why nobody can buy it.
    availability: listing.availability === "out-of-order" ? "out-of-order" : "in-stock",
    stock: String(listing.stock),
    description: listing.description,
    subCategory: listing.subCategory,
    brand: listing.brand,
    taxClass: listing.taxClass ?? "",
    badges: listing.badges,
    colors: listing.colors,
    keepImages: listing.images.map((image) => image.key),
    imageColors: listing.images.map((image) => image.color ?? ""),
  };
}

/** Checks the listing form's fields (files apart); used by the browser before sending and by the server. */
export function parseListingForm(form: FormData): ParsedForm<ListingInput> {
  return parseForm(listingSchema, form);
}
