import { eq, sql } from "drizzle-orm";
import { type SettingKey, type StoreSettings, settingsFromRows } from "~domain/store-settings";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { referenceData } from "../db/reference-data";
import { storeSettings } from "../db/schema";
import { pageTag, showsOnPage } from "../page-cache/page-tags";

/** The store's settings, kept with the reference data (its table notifies a change, migration 0019). */
export function readStoreSettings(db: Db): Promise<StoreSettings> {
  return referenceData(db, "store-settings", async () => {
    showsOnPage(pageTag.table("store_settings"));
    return settingsFromRows(
      await db.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings),
    );
  });
}

/** The settings as they are inside a transaction (not kept: the transaction may have changed them). */
export async function storeSettingsIn(tx: Tx | Db): Promise<StoreSettings> {
  return settingsFromRows(await tx.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings));
}

/** Writes a setting (already checked by its schema), or clears it with null. */
export async function writeSetting(tx: Tx | Db, key: SettingKey, value: unknown): Promise<void> {
  if (value === null) {
    await tx.delete(storeSettings).where(eq(storeSettings.key, key));
    return;
  }
  await tx
    .insert(storeSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** An operator's change of a setting, with its line in the audit log, in one transaction. */
export async function changeSetting(
  db: Db,
  operator: Pick<SessionUser, "id" | "email">,
  key: SettingKey,
  value: unknown,
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeSetting(tx, key, value);
    await recordAudit(tx, operator, {
      action: value === null ? "setting.clear" : "setting.change",
      subject: `setting:${key}`,
      subjectLabel: key,
    });
  });
}
