import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyDemoPictures } from "../support/demo-pictures";

// The built store in a process of its own (node itself, not the tsx launcher), whose memory is read
// from /proc while it is sent bodies far over the listing form's limits.
const MB = 1024 * 1024;
const HUGE = 200 * MB;
const encoder = new TextEncoder();

let dataDir: string;
let store: Started | undefined;
let site: string;
let cookie: string;

type Started = { child: ChildProcess; url: string; exited: Promise<unknown> };

async function startStore(): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  for (;;) {
    const url = output.match(/ready at (http:\/\/\S+)/)?.[1];
    if (url) return { child, url: url.replace("localhost", "127.0.0.1"), exited };
    if (child.exitCode !== null) throw new Error(`The store exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopStore(started: Started): Promise<void> {
  if (started.child.exitCode === null) started.child.kill("SIGTERM");
  await started.exited;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]) / 1024;
}

/** The highest resident memory of `pid` seen while `work` runs, sampled every 10 ms. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = await rssMb(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakMb = Math.max(peakMb, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await work(), peakMb };
  } finally {
    sampling = false;
    await sampler;
  }
}

type Shape = "one picture" | "unnamed 1 MB parts";

/**
 * A 200 MB multipart body made as it is read, never held: one picture's part, or parts without a name
 * (the parser drops them, so only the total can refuse them). `asked` counts the bytes handed to fetch.
 */
function hugeBody(shape: Shape) {
  const counter = { asked: 0 };
  const pictureHead = `--x\r\nContent-Disposition: form-data; name="images"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const unnamedHead = "--x\r\nContent-Disposition: form-data\r\n\r\n";
  let inPart = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.asked >= HUGE) return controller.close();
        let chunk = new Uint8Array(64 * 1024);
        if (counter.asked === 0) chunk = encoder.encode(shape === "one picture" ? pictureHead : unnamedHead);
        else if (shape === "unnamed 1 MB parts" && inPart >= MB) chunk = encoder.encode(`\r\n${unnamedHead}`);
        inPart = chunk.byteLength === 64 * 1024 ? inPart + chunk.byteLength : 0;
        counter.asked += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { counter, stream };
}

/** Posts a huge body to the listing upload, with its length declared or chunked; stops sending once answered. */
async function postHuge(shape: Shape, declared: boolean) {
  const { counter, stream } = hugeBody(shape);
  const headers: Record<string, string> = { cookie, "content-type": "multipart/form-data; boundary=x" };
  if (declared) headers["content-length"] = String(HUGE);
  const sending = new AbortController();
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers,
    body: stream,
    duplex: "half",
    signal: sending.signal,
  };
  const answer = await fetch(`${site}/account/listings`, init);
  const askedWhenAnswered = counter.asked;
  const body = await answer.json();
  sending.abort();
  return { status: answer.status, body, askedWhenAnswered };
}

describe.skipIf(process.platform !== "linux")("upload limits on the running store", () => {
  let idleMb: number;
  let pid: number;

  beforeAll(async () => {
    const buildDir = process.env.BUILD_DIR || "build";
    expect(existsSync(`${buildDir}/server/index.js`), "run `npx react-router build` before this test").toBe(true);
    dataDir = await mkdtemp(path.join(tmpdir(), "tool-store-uploads-"));
    await copyDemoPictures(path.join(dataDir, "media"));
    // The first start seeds the catalogue and keeps the memory that took; the second only opens it, so
    // its idle figure has little free room in which a held upload could hide.
    await stopStore(await startStore());
    store = await startStore();
    pid = store.child.pid!;
    site = store.url;

    const password = "correct horse battery";
    const registered = await fetch(`${site}/account/login`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        intent: "register",
        userName: "Seller",
        email: "seller@example.com",
        password,
        confirm: password,
      }),
    });
    expect(registered.status).toBe(302);
    cookie = registered.headers.get("set-cookie")?.split(";")[0] ?? "";
    // A small form first, so that the idle figure includes the upload's code.
    const warmUp = await fetch(`${site}/account/listings`, {
      method: "POST",
      headers: { cookie },
      body: new FormData(),
    });
    expect(warmUp.status).toBe(400);
    idleMb = await rssMb(pid);
  });

  afterAll(async () => {
    if (store) await stopStore(store);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ["one picture", true, "listings.errors.uploadTooLarge"],
    ["one picture", false, "images.errors.tooLarge"],
    ["unnamed 1 MB parts", true, "listings.errors.uploadTooLarge"],
    ["unnamed 1 MB parts", false, "listings.errors.uploadTooLarge"],
  ] as const)(
    "refuse a 200 MB body of %s (length declared: %s) with 413, early and without holding it",
    async (shape, declared, message) => {
      const { result, peakMb } = await peakRssDuring(pid, () => postHuge(shape, declared));
      expect(result.status).toBe(413);
      expect(result.body).toMatchObject({ ok: false, errors: { images: message } });
      // Answered long before the end: what the sockets buffer, plus at most the 101 MB the form may be.
      expect(result.askedWhenAnswered).toBeLessThan(declared ? 32 * MB : 128 * MB);
      const figures = `idle ${idleMb.toFixed(1)} MB, peak ${peakMb.toFixed(1)} MB, sent ${(result.askedWhenAnswered / MB).toFixed(1)} MB`;
      // Under the 100 MB asked for, and low enough that the whole 101 MB form held shows (about +90 MB).
      expect(peakMb - idleMb, figures).toBeLessThan(64);
    },
  );

  it("refuse one picture over 10 MB in an otherwise small form as too large", async () => {
    const form = new FormData();
    form.append("name", "Bolt Hammer Drill");
    form.append("price", "129.90");
    form.append("images", new File([new Uint8Array(12 * MB)], "big.jpg", { type: "image/jpeg" }));
    const answer = await fetch(`${site}/account/listings`, { method: "POST", headers: { cookie }, body: form });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({
      ok: false,
      errors: { images: "images.errors.tooLarge" },
      // What was typed before the picture comes back, for the form to show again.
      values: { name: "Bolt Hammer Drill", price: "129.90" },
    });
  });
});
