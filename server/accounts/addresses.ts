import { and, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_ADDRESSES, samePlace } from "~domain/address-book";
import { tickField } from "~domain/form";
import { emailField, phoneField, postcodeField, requiredText } from "~domain/form-fields";
import type { Db, Tx } from "../db/handle";
import { type AddressSnapshot, addresses } from "../db/schema";
import { countryField, stateField, withCountryRules } from "./countries";

export const addressSchema = withCountryRules(
  z.object({
    firstName: requiredText(60),
    lastName: requiredText(60),
    email: emailField,
    phone: phoneField,
    country: countryField,
    /** Required where the country's addresses need one, else may be empty. */
    state: stateField,
    city: requiredText(80),
    postcode: postcodeField,
    address: requiredText(200),
    isDefault: tickField,
  }),
);
export type AddressInput = z.infer<typeof addressSchema>;
export type Address = typeof addresses.$inferSelect;

/** The user's own addresses, the default first, then the newest. */
export async function addressesOfUser(db: Db, userId: string): Promise<Address[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One address, only when it belongs to the user: someone else's reads as missing. */
export async function addressOfUser(db: Db, userId: string, id: number): Promise<Address | null> {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
  return address ?? null;
}

/** Serialises one user's address changes, so "only one default" never meets two writers at once. */
async function lockUser(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses:' || ${userId}))`);
}

async function clearDefault(tx: Tx, userId: string, except?: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except ? ne(addresses.id, except) : undefined),
    );
}

export type CreateAddressResult = { ok: true; id: number } | { ok: false; error: "addresses.errors.tooMany" };

/** Adds an address; the first one, or one marked so, becomes the default. */
export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<CreateAddressResult> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (count >= MAX_ADDRESSES) return { ok: false, error: "addresses.errors.tooMany" } as const;
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId, isDefault })
      .returning({ id: addresses.id });
    if (!row) throw new Error("Inserting an address returned no row");
    return { ok: true, id: row.id } as const;
  });
}

/**
 * Keeps an order's address in the buyer's address book, inside the order's transaction ("Save this address" at
 * checkout): not when the book already has the same place, nor when it is full; the first one becomes the default.
 */
export async function saveOrderAddress(tx: Tx, userId: string, address: AddressSnapshot): Promise<void> {
  await lockUser(tx, userId);
  const saved = await tx.select().from(addresses).where(eq(addresses.userId, userId));
  if (saved.length >= MAX_ADDRESSES || saved.some((known) => samePlace(known, address))) return;
  const { company, apartment, ...place } = address;
  await tx.insert(addresses).values({
    ...place,
    company: company ?? null,
    apartment: apartment ?? null,
    userId,
    isDefault: saved.length === 0,
  });
}

/** Changes one of the user's addresses; false when it is not theirs. Unticking default keeps it default. */
export async function updateAddress(db: Db, userId: string, id: number, input: AddressInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (input.isDefault) await clearDefault(tx, userId, id);
    const { isDefault, ...fields } = input;
    const updated = await tx
      .update(addresses)
      .set(isDefault ? { ...fields, isDefault } : fields)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    return updated.length > 0;
  });
}

/** Makes one of the user's addresses the default; false when it is not theirs. */
export async function setDefaultAddress(db: Db, userId: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
    if (!own) return false;
    await clearDefault(tx, userId, id);
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
    return true;
  });
}

/** Deletes one of the user's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, userId: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return true;
  });
}
