import { eq, isNull, type SQL } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import { products } from "../db/schema";

/**
 * Whose listings a request works on (decision 046): a seller's own, or the store's (products without an owner), which
 * only an operator changes, each change with its row in the audit log. Never one for the other: a seller cannot reach
 * the store's products, nor the store's routes a seller's.
 */
export type ListingOwner = { seller: string } | { store: Pick<SessionUser, "id" | "email"> };

/** The condition every read and write of the owner's listings adds: a product is theirs, or it is missing. */
export function ownedBy(owner: ListingOwner): SQL {
  return ownedById(ownerIdOf(owner));
}

/** The same condition by `products.owner_id` (null: the store's), as an import keeps its owner. */
export function ownedById(ownerId: string | null): SQL {
  return ownerId === null ? isNull(products.ownerId) : eq(products.ownerId, ownerId);
}

/** `products.owner_id` of a listing the owner creates: the seller, or none for the store. */
export function ownerIdOf(owner: ListingOwner): string | null {
  return "seller" in owner ? owner.seller : null;
}
