import { sql } from "drizzle-orm";
import {
  type FeatureStrip,
  featuredTabsSchema,
  featureStripSchema,
  type HomeShelves,
  homeShelvesSchema,
} from "~domain/home-content";
import type { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { homeSettings } from "../db/schema";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import { DEFAULT_FEATURED_TABS, DEFAULT_FEATURES, DEFAULT_SHELVES } from "./home-defaults";

export type HomeSettingKey = "featuredTabs" | "shelves" | "features";
export type HomeSettings = { featuredTabs: string[]; shelves: HomeShelves; features: FeatureStrip };

/** A row checked by its schema; one missing or failing (written by another version) reads as the default. */
function checked<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** The settings as saved now (in a transaction, or for the back office: not the kept copy). */
export async function homeSettingsIn(db: Db | Tx): Promise<HomeSettings> {
  const rows = await db.select({ key: homeSettings.key, value: homeSettings.value }).from(homeSettings);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    featuredTabs: checked(featuredTabsSchema, byKey.get("featuredTabs"), DEFAULT_FEATURED_TABS),
    shelves: checked(homeShelvesSchema, byKey.get("shelves"), DEFAULT_SHELVES),
    features: checked(featureStripSchema, byKey.get("features"), DEFAULT_FEATURES),
  };
}

/** The settings as the home pages read them: kept with the reference data (migration 0038's triggers drop them). */
export function readHomeSettings(db: Db): Promise<HomeSettings> {
  return referenceData(db, "home-settings", async () => {
    showsOnPage(pageTag.table("home_settings"));
    return homeSettingsIn(db);
  });
}

export async function writeHomeSetting<K extends HomeSettingKey>(tx: Db | Tx, key: K, value: HomeSettings[K]) {
  await tx
    .insert(homeSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: homeSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** The operator saves one of the settings; audited as `home.settings` in the same transaction. */
export async function changeHomeSetting<K extends HomeSettingKey>(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  key: K,
  value: HomeSettings[K],
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeHomeSetting(tx, key, value);
    await recordAudit(tx, operator, { action: "home.settings", subject: `home:${key}`, subjectLabel: key });
  });
}
