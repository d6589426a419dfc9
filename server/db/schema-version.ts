import { readFile } from "node:fs/promises";
import path from "node:path";
import { max } from "drizzle-orm";
import { bigint, pgSchema } from "drizzle-orm/pg-core";
import { migrationsFolder } from "./client";
import type { Db } from "./handle";

/** Drizzle's own record of the migrations it applied (not part of our schema: drizzle-kit never sees it). */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  createdAt: bigint("created_at", { mode: "number" }),
});

let newest: Promise<number> | undefined;

/** When the newest committed migration was made: drizzle records that time for each migration it applies. */
function newestMigration(): Promise<number> {
  newest ??= readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8").then((text) => {
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(...journal.entries.map((entry) => entry.when));
  });
  return newest;
}

/**
 * True when the database answers and every migration this code was built with is applied (a newer one, from
 * code already deployed elsewhere, counts too); false while they are missing, and an error when it does not answer.
 */
export async function schemaIsCurrent(db: Db): Promise<boolean> {
  const expected = await newestMigration();
  try {
    const [row] = await db.select({ latest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    return row?.latest != null && Number(row.latest) >= expected;
  } catch (error) {
    // No migrations table yet: nothing is applied. Anything else (the database is gone) is the caller's to see.
    if (error instanceof Error && /__drizzle_migrations.*does not exist/.test(error.message)) return false;
    throw error;
  }
}
