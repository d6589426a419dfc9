import path from "node:path";
import { createLocalMediaStore } from "~server/media/local-store";
import { seedCatalogFixture, seedDollar } from "./catalog-fixture";
import { openTestDatabase, type TestDatabase } from "./test-database";

export type LocalMedia = ReturnType<typeof createLocalMediaStore>;

/**
 * What most integration files start from: a fresh database holding the catalogue fixture and the dollar, and a
 * media folder of its own beside it.
 */
export async function openCatalogDatabase(): Promise<{ database: TestDatabase; media: LocalMedia }> {
  const database = await openTestDatabase();
  const media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  return { database, media };
}
