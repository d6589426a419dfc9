import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/handle";
import { signingKeys } from "../db/schema";

// The keys the store signs links with (decision 057). The first process to need one makes it at random and writes it;
// every other process, now or after a restart, reads the same row, so a link signed by one is verified by all. A key
// is read once per process: deleting its row (to retire every link signed with it) counts after a restart.
const kept = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrMake(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ name, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, name));
  if (!row) throw new Error(`The signing key ${name} could not be read`);
  return Buffer.from(row.secret, "base64url");
}

/** The key called `name` (made on first use), kept by this process. */
export function signingKey(db: Db, name: string): Promise<Buffer> {
  let keys = kept.get(db);
  if (!keys) {
    keys = new Map();
    kept.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = readOrMake(db, name);
    const forget = keys;
    // A failed read (the database away for a moment) is tried again by the next caller.
    key.catch(() => forget.delete(name));
    keys.set(name, key);
  }
  return key;
}
