import path from "node:path";
import { syncOperatorEmails } from "./accounts/operators";
import { type Database, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { type Env, EnvError, parseEnv } from "./env";
import { createLocalMediaStore } from "./media/local-store";
import type { MediaStore } from "./media/store";

// The steps every way of starting the store shares: one app process, or a cluster's primary and its workers.

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}

export async function openDatabaseOrFail(env: Env): Promise<Database> {
  return openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }).catch((error) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  });
}

export function localMedia(env: Env): { mediaDir: string; media: MediaStore } {
  const mediaDir = path.resolve(env.DATA_DIR, "media");
  return { mediaDir, media: createLocalMediaStore(mediaDir) };
}

/**
 * Migrations, then the demo catalogue on first start, and the operators named by OPERATOR_EMAILS: once per start,
 * before any request is served.
 */
export async function prepareDatabase(database: Database, media: MediaStore, env: Env): Promise<void> {
  await database.migrate();
  await syncOperatorEmails(database.db, env.OPERATOR_EMAILS ?? []);
  // The seed (its data and the image pipeline) is loaded only by the process that prepares the database.
  const { ensureDemoSeed } = await import("./seed/ensure-seeded");
  if (await ensureDemoSeed(database.db, media)) console.log("Seeded the demo catalogue.");
}

export function readyLine(env: Env, port: number, engine: string, started: number): string {
  const shown = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return `Tool Store ready at http://${shown}:${port} (${engine}, ${Date.now() - started} ms)`;
}
