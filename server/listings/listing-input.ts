import { z } from "zod";
import type { FieldErrors } from "~/lib/form-errors";
import { requiredText } from "../http/form-fields";

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

export const listingSchema = z.object({
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
});
export type ListingInput = z.infer<typeof listingSchema>;

/** The listing form's fields (files apart), the repeated ones as lists. */
export function parseListingForm(
  form: FormData,
): { ok: true; input: ListingInput } | { ok: false; errors: FieldErrors } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const list = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  const parsed = listingSchema.safeParse({
    name: text("name"),
    price: text("price") ?? "",
    compareAtPrice: text("compareAtPrice") ?? "",
    availability: text("availability") || undefined,
    badges: list("badges").filter((badge) => badge !== ""),
    description: text("description"),
    colors: list("colors"),
    subCategory: text("subCategory"),
    brand: text("brand"),
    keepImages: list("keepImages"),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}
