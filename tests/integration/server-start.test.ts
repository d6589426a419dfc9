import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// These tests start the compiled server as `npm start` runs it (without the build step), so they need
// `npm run build` first.
const serverMain = path.resolve(process.env.BUILD_DIR || "build", "server-main.js");

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startStore(dataDir: string, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor<T>(what: string, check: () => T | undefined, started: Started, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = check();
    if (found !== undefined) return found;
    if (started.child.exitCode !== null) throw new Error(`The store exited: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen in time: ${started.output()}`);
}

function readyUrl(started: Started): Promise<string> {
  return waitFor(
    "The store's start",
    () =>
      started
        .output()
        .match(/ready at (http:\/\/\S+)/)?.[1]
        ?.replace("localhost", "127.0.0.1"),
    started,
  );
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
    first = startStore(dataDir);
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

  it("refuses a second process on the same data folder with a clear message", async () => {
    const second = startStore(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another Tool Store process/);
    // The first one is still serving.
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it("stops cleanly on SIGTERM, releasing the data folder", async () => {
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "store.lock"))).toBe(false);
    // A later start only migrates: the catalogue is already there.
    const again = startStore(dataDir);
    const againUrl = await readyUrl(again);
    expect((await fetch(`${againUrl}/shop/catalog`)).status).toBe(200);
    expect(again.output()).not.toContain("Seeded the demo catalogue");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });

  it("stops with a message naming a bad environment variable", async () => {
    const bad = startStore(dataDir, { PORT: "not-a-port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
  });
});
