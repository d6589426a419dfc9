import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Where the demo's pictures drawn once for a run of the suite are (tests/support/demo-pictures.ts): named by the
// drawing code's files, so a change to it draws them again. Free of the app's imports: playwright.config.ts reads it.

const SEED_CODE = "server/seed";

export function demoPicturesFolder(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(SEED_CODE).sort()) {
    if (file.endsWith(".ts")) hash.update(file).update(readFileSync(path.join(SEED_CODE, file)));
  }
  return path.resolve(".test-data", `demo-pictures-${hash.digest("hex").slice(0, 12)}`);
}

/**
 * A fresh store's data folder gets the pictures drawn earlier in the run, when there are: its first start then writes
 * only the rows. Nothing happens when none were drawn yet, or the folder has its media already.
 */
export function copyDrawnDemoPictures(dataDir: string): void {
  const drawn = demoPicturesFolder();
  const media = path.join(dataDir, "media");
  if (existsSync(drawn) && !existsSync(media)) cpSync(drawn, media, { recursive: true });
}
