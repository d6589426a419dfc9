import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, migrationsFolder, openDatabase } from "../../server/db/client";

export type TestDatabase = Database & {
  dataDir: string;
  /** The PostgreSQL database's URL (CI's second pass); undefined on PGlite. */
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
};

/**
 * A migrated PGlite data folder to copy, made once for these migrations and this PGlite: starting PGlite in an
 * empty folder (its initdb) and migrating takes four to six seconds a file, copying the folder a tenth of one.
 * Two workers may make it at once; each makes its own and the first rename wins.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const hash = createHash("sha256");
  // The package's entry lies in its dist folder; its package.json (not exported) beside that folder.
  const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(readFileSync(path.join(pgliteEntry, "../../package.json")));
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(await readFile(full));
  }
  const template = path.join(tmpdir(), `tool-store-migrated-pglite-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(template)) return template;
  const making = await mkdtemp(`${template}-making-`);
  const database = await openDatabase({ dataDir: making });
  await database.migrate();
  await database.close();
  try {
    await rename(making, template);
  } catch {
    await rm(making, { recursive: true, force: true });
  }
  return template;
}

/**
 * A fresh, migrated database for one test file: embedded PGlite in a temporary folder by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tool-store-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `tool_store_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's pool.end() resolves before its connections have closed; forcing the drop while they close
      // would hand them "terminating connection" errors. Wait (a little) until they are gone.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // An autovacuum worker (a superuser's backend) may be in the new database, and this role may not end it: try
      // again a few times, as the worker is done within moments.
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`drop database if exists ${name} with (force)`);
          break;
        } catch (error) {
          if (attempt === 20 || (error as { code?: string }).code !== "42501") throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      await client.end();
    };
  }
  // `cp -r` rather than fs.cp: a third of the time for PGlite's 1,400 small files.
  if (!databaseUrl) execFileSync("cp", ["-r", `${await migratedPgliteTemplate()}/.`, dataDir]);
  const database = await openDatabase({ dataDir, databaseUrl });
  // Still migrate: nothing to do on a copy of the template, all of it on PostgreSQL.
  await database.migrate();
  let closed = false;
  // Closing twice is harmless, so a test may close early (to let another process open the database).
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  return {
    ...database,
    dataDir,
    databaseUrl,
    close,
    async cleanup() {
      await close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
