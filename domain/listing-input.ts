import { type FormValues, listField, type ParsedForm, parseForm } from "./form";
import { requiredText } from "./form-fields";
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

export const listingSchema = z
  .object({
    name: requiredText(120),
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
    description: requiredText(5000),
    colors: listField(z.string().trim().max(60), 20),
    subCategory: slug,
    brand: slug,
    /** On edit: the stored images to keep, by key, in their new order. */
    keepImages: listField(z.string().max(200), 20),
  })
  .refine((listing) => listing.compareAtPrice === 0 || listing.compareAtPrice > listing.price, {
    path: ["compareAtPrice"],
    message: "listings.errors.oldPriceLow",
  });
export type ListingInput = z.infer<typeof listingSchema>;

/** A new listing's form. */
export const EMPTY_LISTING: FormValues = { availability: "in-stock", stock: "1" };

/** A price in cents as the form shows it ("129.90"); none (or 0) is an empty field. */
const priceText = (cents: number | null) => (cents ? (cents / 100).toFixed(2) : "");

type StoredListing = {
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
  images: { key: string }[];
};

/** A stored listing as its edit form starts. */
export function valuesOfListing(listing: StoredListing): FormValues {
  return {
    name: listing.name,
    price: priceText(listing.priceCents),
    compareAtPrice: priceText(listing.compareAtCents),
    // A product for sale that is sold out is still for sale: its stock says why nobody can buy it.
    availability: listing.availability === "out-of-order" ? "out-of-order" : "in-stock",
    stock: String(listing.stock),
    description: listing.description,
    subCategory: listing.subCategory,
    brand: listing.brand,
    badges: listing.badges,
    colors: listing.colors,
    keepImages: listing.images.map((image) => image.key),
  };
}

/** Checks the listing form's fields (files apart); used by the browser before sending and by the server. */
export function parseListingForm(form: FormData): ParsedForm<ListingInput> {
  return parseForm(listingSchema, form);
}
