import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * Only one process may open an embedded database folder: PGlite has no locking of its own,
 * and two writers would corrupt it. A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  const file = path.join(dataDir, "store.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is already in use by another Tool Store process (pid ${holder}). ` +
            "Stop that process, or start this one with another DATA_DIR or with DATABASE_URL.",
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${path.resolve(dataDir)}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
