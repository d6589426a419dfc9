import { eq } from "drizzle-orm";
import type { Db } from "../db/handle";
import { appMeta } from "../db/schema";
import type { MediaStore } from "../media/store";
import { DEMO_SEEDED_KEY, renderDemoImages, seedContentRows, seedDemo } from "./demo";

/**
 * First start seeds the demo catalogue; later starts find the marker and only migrate (and draw any
 * demo picture size the folder does not have yet, which costs only existence checks when none is missing).
 */
export async function ensureDemoSeed(db: Db, media: MediaStore): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
  if (marker) {
    await renderDemoImages(media);
    await seedContentRows(db);
    return false;
  }
  await seedDemo(db, media);
  return true;
}
