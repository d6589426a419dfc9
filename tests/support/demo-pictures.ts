import { existsSync } from "node:fs";
import { cp, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { renderDemoImages, seedDemo } from "~server/seed/demo";
import { demoPicturesFolder } from "./demo-pictures-folder";
import { openTestDatabase, type TestDatabase } from "./test-database";

// The demo's pictures take half a minute to draw, and only the seed's own test needs to watch them drawn: the other
// files that seed the demo (and the browser tests' store) copy them from one set drawn once per run of the suite,
// then `seedDemo` finds them present and writes only the rows.

/** Puts the demo's pictures into `mediaDir` (a local media store's folder) before `seedDemo` runs. */
export async function copyDemoPictures(mediaDir: string): Promise<void> {
  const drawn = demoPicturesFolder();
  if (!existsSync(drawn)) {
    // Drawn aside and renamed into place: a file running beside this one never copies half a set.
    const aside = `${drawn}.${process.pid}.${Date.now()}`;
    await renderDemoImages(createLocalMediaStore(aside));
    await rename(aside, drawn).catch(() => rm(aside, { recursive: true, force: true }));
  }
  await mkdir(mediaDir, { recursive: true });
  await cp(drawn, mediaDir, { recursive: true });
}

/** A fresh test database seeded with the demo store, and its local media store holding the demo's pictures. */
export async function openDemoDatabase(): Promise<{ database: TestDatabase; media: MediaStore }> {
  const database = await openTestDatabase();
  const mediaDir = path.join(database.dataDir, "media");
  const media = createLocalMediaStore(mediaDir);
  await copyDemoPictures(mediaDir);
  await seedDemo(database.db, media);
  return { database, media };
}
