import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../server/db/client";

export type TestDatabase = Database & {
  dataDir: string;
  /** The PostgreSQL database's URL (CI's second pass); undefined on PGlite. */
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
};

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
  const database = await openDatabase({ dataDir, databaseUrl });
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
