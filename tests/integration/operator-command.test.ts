import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "~server/db/client";
import { users } from "~server/db/schema";
import { signedInUser } from "../support/accounts";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let reopened: Database | undefined;
const script = fileURLToPath(new URL("../../server/operator.ts", import.meta.url));

beforeAll(async () => {
  database = await openTestDatabase();
  await signedInUser(database.db, "Runner@Example.com");
});

afterAll(async () => {
  await reopened?.close();
  await database?.cleanup();
});

/** `npm run operator -- …` as a user types it, against the test's database: its output and exit code. */
async function operator(...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
      env,
    });
    return { code: 0, out: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

it.runIf(!process.env.TEST_DATABASE_URL)(
  "refuses to touch the embedded database while the store holds it, saying to stop it first",
  async () => {
    const answer = await operator("grant", "runner@example.com");
    expect(answer.code).toBe(1);
    expect(answer.out).toMatch(
      /already in use by another Tool Store process[\s\S]*stop it \(Ctrl\+C\), run this again/,
    );
  },
);

it("grants, lists and revokes the operator role of an existing account, and says when there is none", async () => {
  // The embedded database allows one process: the test lets go of it while the command runs.
  await database.close();
  expect(await operator("grant", "RUNNER@example.com")).toEqual({
    code: 0,
    out: "runner@example.com is now an operator.",
  });
  expect(await operator("grant", "runner@example.com")).toEqual({
    code: 0,
    out: "runner@example.com was already an operator; nothing changed.",
  });
  expect(await operator("list")).toEqual({ code: 0, out: "runner@example.com" });
  expect(await operator("grant", "nobody@example.com")).toEqual({
    code: 1,
    out: "No account has the email nobody@example.com: it must sign up first.",
  });
  expect(await operator("promote")).toMatchObject({ code: 1, out: expect.stringMatching(/^Usage: npm run operator/) });
  reopened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const role = async () =>
    (await reopened!.db.select({ role: users.role }).from(users).where(eq(users.email, "runner@example.com")))[0]?.role;
  expect(await role()).toBe("operator");
  await reopened.close();
  reopened = undefined;

  expect(await operator("revoke", "runner@example.com")).toEqual({
    code: 0,
    out: "runner@example.com is now a customer (no longer an operator).",
  });
  reopened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  expect(await role()).toBe("customer");
}, 120_000);
