import { randomInt } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { RETURN_DAYS } from "~domain/returns";
import { COUNTRY_CODES } from "../accounts/countries";
import { forgetOldSlug, rememberOldSlug } from "../catalog/slug-redirects";
import type { Db } from "../db/handle";
import { notifyReferenceDataChanged } from "../db/reference-data";
import { users } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { numberedShopSlug, shopSlug } from "./shop-slug";

export const SHOP_NAME_MAX = 60;
export const SHOP_DESCRIPTION_MAX = 1000;
const NAME_TAKEN = "shop.errors.nameTaken";
const NAME_INDEX = "users_shop_name_lower_idx";
export const SLUG_CONSTRAINT = "users_shop_slug_unique";
/** "ann", then "ann-2" … "ann-20"; past that a random number. */
const NUMBERED_TRIED = 20;
const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** The shop form: its name (unique whatever its case), a plain-text description and the shop's country (optional). */
export const shopSchema = z.object({
  shopName: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(SHOP_NAME_MAX, "shop.errors.nameTooLong"),
  description: z
    .string()
    .default("")
    // Plain text: line breaks kept (as \n), other control characters dropped.
    .transform((text) =>
      text
        .replace(/\r\n?/g, "\n")
        .replace(/(?![\n\t])\p{Cc}/gu, "")
        .trim(),
    )
    .pipe(z.string().max(SHOP_DESCRIPTION_MAX, "shop.errors.descriptionTooLong")),
  country: z
    .string()
    .trim()
    .default("")
    .refine((code) => code === "" || COUNTRIES.has(code), "addresses.errors.countryInvalid"),
  /** Where buyers send back what they return (issue 49), offered when this seller accepts a return. */
  returnAddress: z.string().trim().max(500, "errors.tooLong").default(""),
  /** Days from delivery this seller takes returns, when longer than the store's (empty: the store's). */
  returnDays: z.preprocess(
    (typed) => (typeof typed === "string" && typed.trim() === "" ? undefined : typed),
    z.coerce
      .number({ error: "shop.errors.returnDays" })
      .int("shop.errors.returnDays")
      .min(RETURN_DAYS.min, "shop.errors.returnDays")
      .max(RETURN_DAYS.max, "shop.errors.returnDays")
      .optional(),
  ),
});
export type ShopInput = z.infer<typeof shopSchema>;

/** The seller's shop as their form shows it: the name defaults to their display name until they choose one. */
export type ShopSettings = {
  shopName: string;
  description: string;
  country: string;
  slug: string | null;
  returnAddress: string;
  returnDays: number | null;
};

export async function shopSettingsOf(db: Db, userId: string): Promise<ShopSettings> {
  const [row] = await db
    .select({
      shopName: sql<string>`coalesce(${users.shopName}, ${users.displayName})`,
      description: users.shopDescription,
      country: users.shopCountry,
      slug: users.shopSlug,
      returnAddress: users.shopReturnAddress,
      returnDays: users.shopReturnDays,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return {
    ...row,
    description: row.description ?? "",
    country: row.country ?? "",
    returnAddress: row.returnAddress ?? "",
  };
}

/**
 * A slug for a shop of this name that no other account has: the name's own, else the first free numbered one. An
 * account whose slug already is one of these keeps it (a saved shop whose name did not change keeps its address).
 */
export async function freeShopSlug(db: Db, name: string, selfId?: string): Promise<string> {
  const base = shopSlug(name);
  const candidates = [base, ...Array.from({ length: NUMBERED_TRIED - 1 }, (_, i) => numberedShopSlug(base, i + 2))];
  const taken = await db
    .select({ id: users.id, slug: users.shopSlug })
    .from(users)
    .where(inArray(users.shopSlug, candidates));
  const own = taken.find((row) => row.id === selfId)?.slug;
  if (own) return own;
  const others = new Set(taken.map((row) => row.slug));
  return candidates.find((slug) => !others.has(slug)) ?? numberedShopSlug(base, randomInt(100, 1_000_000));
}

export type SaveShopResult = { ok: true; slug: string } | { ok: false; errors: { shopName: string } };

/**
 * Saves the user's shop. Its page's slug follows the name, and the old address answers 301 (decision 054); a name another shop has in
 * any letter case is refused beside the field, as the unique index decides, so two sellers saving it at once
 * cannot both have it.
 */
export async function saveShop(db: Db, userId: string, input: ShopInput): Promise<SaveShopResult> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeShopSlug(db, input.shopName, userId);
    try {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ slug: users.shopSlug })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        await tx
          .update(users)
          .set({
            shopName: input.shopName,
            shopSlug: slug,
            shopDescription: input.description === "" ? null : input.description,
            shopCountry: input.country === "" ? null : input.country,
            shopReturnAddress: input.returnAddress === "" ? null : input.returnAddress,
            shopReturnDays: input.returnDays ?? null,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
        // The old address answers 301 to the new one (decision 054); the new one stops leading anywhere else.
        if (before?.slug && before.slug !== slug) {
          await forgetOldSlug(tx, "shop", slug);
          await rememberOldSlug(tx, before.slug, { kind: "shop", id: userId });
        }
      });
      // The shelves' cards, kept in memory, name the shop and link to its page.
      await notifyReferenceDataChanged(db, "users");
      return { ok: true, slug };
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) return { ok: false, errors: { shopName: NAME_TAKEN } };
      // Another account took the same slug a moment ago: the next try finds another.
      if (!isUniqueViolation(error, SLUG_CONSTRAINT) || attempt >= 2) throw error;
    }
  }
}
