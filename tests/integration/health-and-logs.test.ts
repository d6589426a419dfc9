import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~server/db/handle";
import { schemaIsCurrent } from "~server/db/schema-version";
import { createLogger } from "~server/log/logger";
import { createLocalMediaStore } from "~server/media/local-store";
import { signedInUser } from "../support/accounts";
import { closeTestApps, serveTestApp } from "../support/http-app";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The real Express app over the production build, its log lines caught as the process would write them.
let database: TestDatabase;
let closedDatabase: TestDatabase;
const written: string[] = [];
let stopping = false;
let site: string;
let brokenSite: string;

type LogLine = {
  level: string;
  msg: string;
  reqId?: string;
  userId?: string;
  err?: { stack: string };
  [k: string]: unknown;
};
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const linesOf = (reqId: string | null) => lines().filter((line) => line.reqId === reqId);

async function serve(db: Db, dataDir: string): Promise<string> {
  const logger = await createLogger({
    level: "debug",
    readable: false,
    destination: { write: (line) => written.push(line) },
  });
  const media = createLocalMediaStore(path.join(dataDir, "media"));
  const ready = async () => !stopping && (await schemaIsCurrent(db));
  return serveTestApp({ db, media, logger, ready, authLimits: { signInPerMinute: 100, signUpPerMinute: 100 } });
}

beforeAll(async () => {
  database = await openTestDatabase();
  site = await serve(database.db, database.dataDir);
  // A store whose database has gone away.
  closedDatabase = await openTestDatabase();
  brokenSite = await serve(closedDatabase.db, closedDatabase.dataDir);
  await closedDatabase.close();
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
  await closedDatabase?.cleanup();
});

describe("health checks", () => {
  it("both probes fail while a built-in prototype is changed (a polluted process), and pass again once mended", async () => {
    const probe = async () =>
      Promise.all(
        ["/healthz", "/readyz"].map(async (address) => {
          const response = await fetch(`${site}${address}`);
          return `${response.status} ${await response.text()}`;
        }),
      );
    expect(await probe()).toEqual(["200 ok", "200 ready"]);
    // Keys the test's own fetch does not read (this process is both the store and its client).
    const prototypes = [Object.prototype, Array.prototype] as Record<string, unknown>[];
    for (const prototype of prototypes) {
      try {
        prototype.polluted = "yes";
        expect(await probe()).toEqual(["500 built-in prototypes changed", "503 not ready"]);
      } finally {
        delete prototype.polluted;
      }
    }
    expect(await probe()).toEqual(["200 ok", "200 ready"]);
  });

  it("/healthz answers 200 while the process runs, even when its database is gone, with no cookie", async () => {
    for (const url of [site, brokenSite]) {
      const response = await fetch(`${url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("ok");
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("/readyz answers 200 when the database answers with every migration applied, 503 otherwise", async () => {
    const ready = await fetch(`${site}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("set-cookie")).toBeNull();
    expect((await fetch(`${brokenSite}/readyz`)).status).toBe(503);

    // As before the newest migration is applied (a new version started on an old schema).
    const shiftNewest = (by: number) =>
      database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + ${by}
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    await shiftNewest(-1);
    expect((await fetch(`${site}/readyz`)).status).toBe(503);
    await shiftNewest(1);
    expect((await fetch(`${site}/readyz`)).status).toBe(200);
  });

  it("/readyz answers 503 while the process stops", async () => {
    stopping = true;
    try {
      expect((await fetch(`${site}/readyz`)).status).toBe(503);
      expect((await fetch(`${site}/healthz`)).status).toBe(200);
    } finally {
      stopping = false;
    }
  });
});

describe("request logs", () => {
  it("write one line per request: its id (sent back as X-Request-Id), method, path, status, duration", async () => {
    const response = await fetch(`${site}/site/terms?ref=footer`);
    const id = response.headers.get("x-request-id");
    expect(id).toBeTruthy();
    await response.text();
    const [line, ...more] = linesOf(id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: "info",
      req: { method: "GET", path: "/site/terms?ref=footer" },
      res: { status: 200 },
      msg: "GET /site/terms?ref=footer 200",
    });
    expect(line?.ms).toEqual(expect.any(Number));
    expect(line?.userId).toBeUndefined();
    // The probes log too, below the default level.
    const probe = await fetch(`${site}/healthz`);
    expect(linesOf(probe.headers.get("x-request-id"))[0]?.level).toBe("debug");
  });

  it("name the signed-in user by id, and never a password, a session cookie, an email address or a token", async () => {
    const password = "a long secret passphrase";
    const user = await signedInUser(database.db, "logged-shopper@example.com", password);
    const signIn = await fetch(`${site}/account/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: user.email, password, redirectTo: "/" }),
    });
    expect(signIn.status).toBe(302);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    const account = await fetch(`${site}/account`, { headers: { cookie } });
    expect(account.status).toBe(200);
    await account.text();
    expect(linesOf(account.headers.get("x-request-id"))[0]).toMatchObject({ userId: user.id, res: { status: 200 } });
    await (await fetch(`${site}/account/reset-password?token=abcdefghijklmnop`)).text();
    const everything = written.join("");
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(cookie.split("=")[1]);
    expect(everything).not.toContain(user.email);
    expect(everything).not.toContain("abcdefghijklmnop");
    expect(everything).toContain("/account/reset-password?token=[redacted]");
  });

  it("log a refused request (an unknown address, a post to a page without a form) as its line alone", async () => {
    for (const [method, path, status] of [
      ["GET", "/no/such/page", 404],
      ["POST", "/site/terms", 405],
    ] as const) {
      const response = await fetch(`${site}${path}`, { method });
      expect(response.status).toBe(status);
      await response.text();
      const own = linesOf(response.headers.get("x-request-id"));
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ level: "info", res: { status }, msg: `${method} ${path} ${status}` });
    }
  });

  it("log what failed with its stack, under the request's id", async () => {
    const response = await fetch(`${brokenSite}/`);
    expect(response.status).toBe(500);
    await response.text();
    const own = linesOf(response.headers.get("x-request-id"));
    const failure = own.find((line) => line.err);
    expect(failure?.level).toBe("error");
    expect(failure?.err?.stack).toMatch(/\n\s+at /);
    expect(own.at(-1)).toMatchObject({ level: "error", res: { status: 500 } });
  });
});
