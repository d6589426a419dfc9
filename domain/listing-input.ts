import { z } from "zod";
import type { FieldErrors } from "./form-errors";
import { requiredText } from "./form-fields";

export const BADGES = ["new", "hot", "used", "sale"] as const;
export const AVAILABILITIES = ["in-stock", "sold-out", "out-of-order"] as const;

const MAX_PRICE_CENTS = 100_000_000;

/** A price typed as "12", "12.5" or "12.50" (a comma works too), as whole cents. */
const price = (required: boolean) =>
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
    price: price(true),
    // The old price: 0 (or empty) when there is none.
    compareAtPrice: price(false),
    availability: z.enum(AVAILABILITIES, { error: "listings.errors.availability" }).default("in-stock"),
    badges: z.array(z.enum(BADGES, { error: "listings.errors.badge" })).max(BADGES.length),
    description: requiredText(5000),
    colors: z.array(z.string().trim().max(60)).max(20),
    subCategory: slug,
    brand: slug,
    /** On edit: the stored images to keep, by key, in their new order. */
    keepImages: z.array(z.string().max(200)).max(20),
  })
  .refine((listing) => listing.compareAtPrice === 0 || listing.compareAtPrice > listing.price, {
    path: ["compareAtPrice"],
    message: "listings.errors.oldPriceLow",
  });
export type ListingInput = z.infer<typeof listingSchema>;

/** What the form holds, as typed: to fill it again after a refusal, or with a listing to edit. */
export type ListingValues = {
  name: string;
  price: string;
  compareAtPrice: string;
  availability: string;
  description: string;
  subCategory: string;
  brand: string;
  badges: string[];
  colors: string[];
  keepImages: string[];
};

/** A new listing's form. */
export const EMPTY_LISTING: ListingValues = {
  name: "",
  price: "",
  compareAtPrice: "",
  availability: "in-stock",
  description: "",
  subCategory: "",
  brand: "",
  badges: [],
  colors: [],
  keepImages: [],
};

/** A price in cents as the form shows it ("129.90"); none (or 0) is an empty field. */
const priceText = (cents: number | null) => (cents ? (cents / 100).toFixed(2) : "");

type StoredListing = Omit<ListingValues, "price" | "compareAtPrice" | "keepImages"> & {
  priceCents: number;
  compareAtCents: number | null;
  images: { key: string }[];
};

/** A stored listing as its edit form starts. */
export function valuesOfListing(listing: StoredListing): ListingValues {
  return {
    name: listing.name,
    price: priceText(listing.priceCents),
    compareAtPrice: priceText(listing.compareAtCents),
    availability: listing.availability,
    description: listing.description,
    subCategory: listing.subCategory,
    brand: listing.brand,
    badges: listing.badges,
    colors: listing.colors,
    keepImages: listing.images.map((image) => image.key),
  };
}

/** The listing form's fields (files apart) as typed, the repeated ones as lists. */
export function listingFormValues(form: FormData): ListingValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");
  return {
    name: text("name"),
    price: text("price"),
    compareAtPrice: text("compareAtPrice"),
    availability: text("availability"),
    description: text("description"),
    subCategory: text("subCategory"),
    brand: text("brand"),
    badges: list("badges"),
    colors: list("colors"),
    keepImages: list("keepImages"),
  };
}

/** Checks the listing form's fields (files apart); used by the browser before sending and by the server. */
export function parseListingForm(
  form: FormData,
): { ok: true; input: ListingInput } | { ok: false; errors: FieldErrors } {
  const values = listingFormValues(form);
  const parsed = listingSchema.safeParse({ ...values, availability: values.availability || undefined });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}
