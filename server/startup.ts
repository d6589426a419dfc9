import path from "node:path";
import { syncOperatorEmails } from "./accounts/operators";
import { type Database, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { type Env, EnvError, parseEnv } from "./env";
import type { Logger } from "./log/logger";
import { createLocalMediaStore } from "./media/local-store";
import type { MediaStore } from "./media/store";

// The steps every way of starting the store shares: one app process, or a cluster's primary and its workers.

/** How long requests in flight get to finish after SIGTERM before their connections are cut. */
export const STOP_GRACE_MS = 10_000;

export function fail(log: Logger, message: string): never {
  log.fatal(message);
  process.exit(1);
}

/** The environment, or the process stops naming what is wrong (before any logger exists: plain text). */
export function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export async function openDatabaseOrFail(env: Env, log: Logger): Promise<Database> {
  const replicas = env.DATABASE_REPLICA_URLS
    ? { urls: env.DATABASE_REPLICA_URLS, maxLagMs: env.REPLICA_STICKY_SECONDS * 1000, log }
    : undefined;
  return openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, replicas }).catch((error) => {
    if (error instanceof DataDirLockedError) fail(log, error.message);
    fail(log, `Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** The media store: the S3-compatible bucket named by MEDIA_S3_BUCKET, else the folder DATA_DIR/media. */
export async function openMediaOrFail(env: Env, log: Logger): Promise<MediaStore> {
  if (!env.MEDIA_S3_BUCKET) return createLocalMediaStore(path.resolve(env.DATA_DIR, "media"));
  const { createS3MediaStore } = await import("./media/s3-store");
  return createS3MediaStore({
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION,
    publicUrl: env.MEDIA_PUBLIC_URL,
  }).catch((error: Error) => fail(log, `Could not open the media store: ${error.message}`));
}

/**
 * Migrations, then the demo catalogue on first start, and the operators named by OPERATOR_EMAILS: once per start,
 * before any request is served.
 */
export async function prepareDatabase(database: Database, media: MediaStore, env: Env, log: Logger): Promise<void> {
  await database.migrate();
  await syncOperatorEmails(database.db, env.OPERATOR_EMAILS ?? []);
  // The seed (its data and the image pipeline) is loaded only by the process that prepares the database.
  const { ensureDemoSeed } = await import("./seed/ensure-seeded");
  if (await ensureDemoSeed(database.db, media)) log.info("Seeded the demo catalogue.");
}

export function readyLine(env: Env, port: number, engine: string, started: number): string {
  const shown = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return `Tool Store ready at http://${shown}:${port} (${engine}, ${Date.now() - started} ms)`;
}
