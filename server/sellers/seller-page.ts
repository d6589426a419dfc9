import { and, eq, isNull, sql } from "drizzle-orm";
import type { Sort } from "~domain/catalog-query";
import type { Locale } from "~domain/locales";
import { avatarUrl } from "../accounts/avatar";
import { type SellerListings, sellerListings } from "../catalog/seller-listings";
import type { Db } from "../db/handle";
import { users } from "../db/schema";
import type { MediaStore } from "../media/store";
import { completedSalesOf } from "../orders/seller-summary";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { type PublicSellerRating, type SellerRatingSummary, sellerRatingsPage } from "../ratings/seller-ratings";

/** What a seller's page says of them. */
export type SellerProfile = {
  name: string;
  slug: string;
  avatarUrl: string | null;
  /** ISO 3166-1 alpha-2; null when they have not said. */
  country: string | null;
  /** When they opened their account (ISO date and time). */
  memberSince: string;
  /** Plain text, line breaks kept; null when they wrote none. */
  description: string | null;
};

export type SellerPage = SellerListings & {
  seller: SellerProfile;
  completedSales: number;
  /** Buyers' ratings of the seller (issue 49): the last 12 months' averages, and the latest with their answers. */
  ratings: { summary: SellerRatingSummary; latest: PublicSellerRating[] };
};

/**
 * A seller's public page: who they are, their products' rating, their buyers' ratings, their completed sales and one
 * page of their listed products.
 * Null for a slug no account has, and for a locked account (its listings are hidden too).
 */
export async function sellerPage(
  db: Db,
  media: MediaStore,
  locale: Locale,
  slug: string,
  page: { sort: Sort; page: number; limit: number },
): Promise<SellerPage | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${users.shopName}, ${users.displayName})`,
      avatarKey: users.avatarKey,
      country: users.shopCountry,
      createdAt: users.createdAt,
      description: users.shopDescription,
    })
    .from(users)
    .where(and(eq(users.shopSlug, slug), isNull(users.lockedAt)))
    .limit(1);
  if (!row) return null;
  // The seller's own columns (users) are tagged with their listings; their completed sales come from order_parts.
  showsOnPage(pageTag.table("order_parts"));
  const [listings, completedSales, ratings] = await Promise.all([
    sellerListings(db, media, locale, row.id, page),
    completedSalesOf(db, row.id),
    sellerRatingsPage(db, row.id),
  ]);
  return {
    seller: {
      name: row.name,
      slug,
      avatarUrl: row.avatarKey ? avatarUrl(media, row.avatarKey, "large") : null,
      country: row.country,
      memberSince: row.createdAt.toISOString(),
      description: row.description,
    },
    completedSales,
    ratings,
    ...listings,
  };
}
