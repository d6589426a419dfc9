import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client";
import { contactMessages, mailOutbox, products } from "~server/db/schema";
import { logLines, readyUrl, type Started, serverMain, startStore, waitFor } from "../support/store-process";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

/** The processes a process started (read from Linux's /proc): a cluster's app processes. */
function childrenOf(pid: number): number[] {
  const list = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return list ? list.split(/\s+/).map(Number) : [];
}

function isRunning(pid: number): boolean {
  return existsSync(`/proc/${pid}`);
}

let dataDir: string;

beforeAll(async () => {
  expect(existsSync(serverMain), "run `npm run build` before this test").toBe(true);
  dataDir = await mkdtemp(path.join(tmpdir(), "tool-store-start-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("starting the store", () => {
  let first: Started;
  let url: string;

  beforeAll(async () => {
    // More processes asked for than the embedded database allows: it runs one, and says so.
    first = startStore(dataDir, { WEB_CONCURRENCY: "2" });
    url = await readyUrl(first);
  });

  afterAll(async () => {
    if (first.child.exitCode === null) {
      first.child.kill("SIGTERM");
      await first.exited;
    }
  });

  it("serves the seeded store from an empty data folder", async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Tool Store");
    expect(html).toContain("Featured Products");
    expect(first.output()).toContain("Seeded the demo catalogue");
  });

  it("runs one process on the embedded database, whatever WEB_CONCURRENCY asks", () => {
    expect(first.output()).toMatch(/WEB_CONCURRENCY=2 ignored: the embedded database allows one process/);
    expect(childrenOf(first.child.pid!)).toEqual([]);
  });

  it("refuses a second process on the same data folder with a clear message", async () => {
    const second = startStore(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another Tool Store process/);
    // The first one is still serving.
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it("logs a JSON line per request on stdout, with the request id it sends back as X-Request-Id", async () => {
    const forwarded = await fetch(`${url}/shop/catalog?q=drill`, { headers: { "X-Request-Id": "balancer-0001" } });
    expect(forwarded.headers.get("x-request-id")).toBe("balancer-0001");
    const fresh = await fetch(`${url}/site/terms`);
    const id = fresh.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // Every line is JSON (logLines throws on any other).
    const lines = await waitFor(
      "the request's log line",
      () => (logLines(first.stdout()).some((line) => line.reqId === id) ? logLines(first.stdout()) : undefined),
      first,
    );
    const line = lines.find((entry) => entry.reqId === "balancer-0001");
    expect(line).toMatchObject({
      level: "info",
      pid: first.child.pid,
      req: { method: "GET", path: "/shop/catalog?q=drill" },
      res: { status: 200 },
      msg: "GET /shop/catalog?q=drill 200",
    });
    expect(line?.ms).toEqual(expect.any(Number));
    expect(lines.find((entry) => entry.reqId === id)?.req).toEqual({ method: "GET", path: "/site/terms" });
  });

  it("on SIGTERM finishes the request in flight, answers 503 at /readyz, takes no new connection, and exits 0", async () => {
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const body = new URLSearchParams({
      name: "Ann",
      email: "ann@example.com",
      subject: "Sent while the store stopped",
      message: "The store was asked to stop while this message was on its way.",
    }).toString();
    // A visitor on a slow line: the form's first half arrives, then the store is told to stop, then the rest, with
    // a readiness probe behind it on the same connection.
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(
      `POST /site/contact-us HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.child.kill("SIGTERM");
    await waitFor("the stop", () => (first.messages().includes("SIGTERM received") ? true : undefined), first);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    socket.write(`${body.slice(40)}GET /readyz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    // The store closes the connection after the probe's answer.
    await closed;
    expect([...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => match[1])).toEqual(["200", "503"]);
    expect(received).toContain("Thank you");
    expect(received).toContain("not ready");
    expect(await first.exited).toBe(0);
    expect(first.messages()).toContain("Stopped.");
    expect(existsSync(path.join(dataDir, "store.lock"))).toBe(false);
    const database = await openDatabase({ dataDir });
    const saved = await database.db
      .select({ subject: contactMessages.subject })
      .from(contactMessages)
      .where(sql`${contactMessages.email} = 'ann@example.com'`);
    await database.close();
    expect(saved).toEqual([{ subject: "Sent while the store stopped" }]);
    // A later start only migrates: the catalogue is already there.
    const again = startStore(dataDir);
    const againUrl = await readyUrl(again);
    expect((await fetch(`${againUrl}/shop/catalog`)).status).toBe(200);
    expect(again.output()).not.toContain("Seeded the demo catalogue");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });

  it("sends, at its next start, the mail a stopped process had taken and not sent, into DATA_DIR/mail", async () => {
    // As a sender killed mid-send leaves it: taken, leased for two minutes, not sent.
    const database = await openDatabase({ dataDir });
    const [product] = await database.db.select({ id: products.id, name: products.name }).from(products).limit(1);
    await database.db.insert(mailOutbox).values({
      kind: "back-in-stock",
      recipient: "waiting@example.com",
      locale: "en",
      payload: { productId: product!.id },
      attempts: 1,
      leasedUntil: sql`now() + interval '2 minutes'`,
    });
    await database.close();
    const again = startStore(dataDir);
    await readyUrl(again);
    await waitFor(
      "the mail file",
      () => (again.messages().includes("waiting@example.com: ") ? true : undefined),
      again,
      30_000,
    );
    expect(again.messages()).toContain("Mail: 1 message(s) a stopped process had taken are due again.");
    const file = /Mail ".*" to waiting@example\.com: (\S+\.eml)/.exec(again.messages())?.[1];
    expect(file?.startsWith(path.join(dataDir, "mail"))).toBe(true);
    expect(readFileSync(file ?? "", "utf8")).toContain(`Subject: ${product!.name} is back in stock`);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });

  it("stops with a message naming a bad environment variable", async () => {
    const bad = startStore(dataDir, { PORT: "not-a-port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
    const none = startStore(dataDir, { WEB_CONCURRENCY: "0" });
    expect(await none.exited).toBe(1);
    expect(none.output()).toMatch(/WEB_CONCURRENCY/);
  });
});

// CI's PostgreSQL pass. The data folder above already holds the demo pictures, so the seed only writes rows.
describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL, WEB_CONCURRENCY app processes", () => {
  let database: TestDatabase;
  let cluster: Started;
  let primary: number;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.close();
    cluster = startStore(dataDir, { DATABASE_URL: database.databaseUrl!, WEB_CONCURRENCY: "2" });
    primary = cluster.child.pid!;
    url = await readyUrl(cluster);
  });

  afterAll(async () => {
    if (cluster.child.exitCode === null) {
      cluster.child.kill("SIGKILL");
      await cluster.exited;
    }
    await database.cleanup();
  });

  it("serve one port, and the store says it is ready once", async () => {
    expect(cluster.output()).toContain("Seeded the demo catalogue");
    expect(cluster.output().match(/ready at/g)).toHaveLength(1);
    expect(cluster.output()).toMatch(/PostgreSQL, 2 processes/);
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    for (const pid of workers) expect(readFileSync(`/proc/${pid}/cmdline`, "utf8")).toContain("server-main.js");
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${url}/shop/catalog`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("replace one that dies, while the other keeps serving the same port", async () => {
    const [victim, survivor] = childrenOf(primary);
    process.kill(victim!, "SIGKILL");
    const said = new RegExp(`App process ${victim} exited unexpectedly`);
    // The primary logs before it forks, but the test may see the new process in /proc before it reads that line from
    // the pipe: both are awaited.
    const replaced = await waitFor(
      "A new app process, and the primary saying why",
      () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(victim!) && said.test(cluster.messages()) ? now : undefined;
      },
      cluster,
    );
    expect(replaced).toContain(survivor);
    expect((await fetch(`${url}/site/terms`)).status).toBe(200);
  });

  it("all stop on SIGTERM to the primary, which exits 0", async () => {
    const workers = childrenOf(primary);
    cluster.child.kill("SIGTERM");
    expect(await cluster.exited).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  });
});
