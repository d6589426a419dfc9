import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { addresses } from "../db/schema";

/** The user's own addresses, the default first. */
export async function addressesOfUser(db: Db, userId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
}

/** One address — only when it belongs to the user. */
export async function addressOfUser(db: Db, userId: string, id: number) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
  return address ?? null;
}
