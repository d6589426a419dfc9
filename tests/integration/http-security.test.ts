import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthLimits } from "~server/app-context";
import type { Clock } from "~server/http/rate-limit";
import { createLocalMediaStore } from "~server/media/local-store";
import { stoppedClock } from "../support/clock";
import { buildDir, closeTestApps, serveTestApp } from "../support/http-app";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;

const serve = (options: { trustProxy?: string; authLimits?: AuthLimits; now?: Clock } = {}) =>
  serveTestApp({ db: database.db, media: createLocalMediaStore(path.join(database.dataDir, "media")), ...options });

let site: string;

beforeAll(async () => {
  expect(existsSync(path.join(buildDir, "server/index.js")), "run `npx react-router build` first").toBe(true);
  database = await openTestDatabase();
  site = await serve();
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

const loginForm = (email = "someone@example.com") =>
  new URLSearchParams({ intent: "login", email, password: "wrong password", redirectTo: "/" });

describe("response headers", () => {
  it("enforce a Content-Security-Policy whose fresh nonce is on every script of the page", async () => {
    const first = await fetch(`${site}/account/login`);
    const second = await fetch(`${site}/account/login`);
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(first.headers.get("content-security-policy-report-only")).toBeNull();
    const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (/type="application\/ld\+json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("forbid sniffing and framing, keep the referrer on the site, and do not name the server", async () => {
    const response = await fetch(`${site}/`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
    // Plain HTTP: no HSTS (browsers ignore it there anyway).
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("send HSTS when a trusted proxy says the page came over HTTPS", async () => {
    const behindProxy = await serve({ trustProxy: "loopback" });
    const response = await fetch(`${behindProxy}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    // Without trusting the proxy, the same header is ignored.
    const direct = await fetch(`${site}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(direct.headers.get("strict-transport-security")).toBeNull();
  });

  it("send the build's scripts compressed at build time, as the browser accepts them, and kept for a year", async () => {
    const assets = path.join(buildDir, "client", "assets");
    const script = readdirSync(assets).find((name) => name.startsWith("framework-") && name.endsWith(".js"));
    if (!script) throw new Error("the build has no framework chunk");
    const original = readFileSync(path.join(assets, script), "utf8");
    const compressed = readFileSync(path.join(assets, `${script}.br`));
    for (const [accepted, sent] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const response = await fetch(`${site}/assets/${script}`, { headers: { "Accept-Encoding": accepted } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding"), accepted).toBe(sent);
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      // A script is not a document: no policy, framing or referrer headers, no validators for a file that never
      // changes; only what a browser needs of it (decision 074).
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "permissions-policy",
        "etag",
        "last-modified",
        "x-powered-by",
      ]) {
        expect(response.headers.get(name), name).toBeNull();
      }
      expect(await response.text()).toBe(original);
    }
    // What is not a script or a stylesheet (the icon sprite, which a browser could open as a document) keeps the
    // page's headers, as does an address under /assets that names no file.
    const sprite = readdirSync(assets).find((name) => name.startsWith("icons-") && name.endsWith(".svg"));
    for (const address of [`/assets/${sprite}`, "/assets/no-such-file.js"]) {
      const response = await fetch(`${site}${address}`);
      expect(response.headers.get("content-security-policy"), address).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), address).toBe("DENY");
    }
    // The brotli copy is the one written at build time, smaller than the script by far.
    const head = await fetch(`${site}/assets/${script}`, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(Number(head.headers.get("content-length"))).toBe(compressed.length);
    expect(compressed.length).toBeLessThan(original.length / 3);
  });

  it("start the page's scripts once it has painted, with the stylesheet asked for in the headers", async () => {
    // React Router writes these; if an upgrade changes their shape, the rewrite stops and this says so.
    const response = await fetch(`${site}/`);
    expect(response.headers.get("link")).toMatch(/^<\/assets\/app-[\w-]+\.css>; rel=preload; as=style$/);
    const html = await response.text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<link rel="modulepreload-after-paint" href="\/assets\/entry\.client-/);
    expect(html).toMatch(/requestAnimationFrame[\s\S]*await Promise\.all\(\[import\("\/assets\/root-/);
  });

  it("let browsers keep a media file for good (its key never gets other content), and 404 a missing one", async () => {
    const media = createLocalMediaStore(path.join(database.dataDir, "media"));
    await media.put("products/0b6e-card.webp", Buffer.from("RIFF"), "image/webp");
    const stored = await fetch(`${site}${media.url("products/0b6e-card.webp")}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await fetch(`${site}${media.url("products/missing-card.webp")}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});

describe("cross-site requests", () => {
  it("refuse a form posted from another site with 403, whichever header tells it", async () => {
    const attempts: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://shop.evil.example" },
      { Origin: "null" },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${site}/account/login`, { method: "POST", body: loginForm(), headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("accept the same post from the site's own pages", async () => {
    const attempts: Record<string, string>[] = [{ Origin: site }, { "Sec-Fetch-Site": "same-origin", Origin: site }];
    for (const headers of attempts) {
      const response = await fetch(`${site}/account/login`, { method: "POST", body: loginForm(), headers });
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect(await response.text()).toContain("Login failed");
    }
  });

  it("leave reading pages from anywhere alone", async () => {
    const response = await fetch(`${site}/shop/catalog`, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});

describe("client addresses", () => {
  it("come from the socket by default, so a forged X-Forwarded-For does not escape the sign-in limit", async () => {
    const statuses: number[] = [];
    // A server whose limits count in a minute of their own: the posts of the tests above, from this address
    // too, were counted by the system clock.
    const inOneMinute = await serve({ now: stoppedClock() });
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${inOneMinute}/account/login`, {
        method: "POST",
        body: loginForm(`forger${i}@example.com`),
        headers: { Origin: inOneMinute, "X-Forwarded-For": `203.0.113.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it("come from X-Forwarded-For behind a trusted proxy, each client counted on its own", async () => {
    const behindProxy = await serve({ trustProxy: "loopback", now: stoppedClock() });
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${behindProxy}/account/login`, {
        method: "POST",
        body: loginForm(`client${i}@example.com`),
        headers: { Origin: behindProxy, "X-Forwarded-For": `198.51.100.${i}` },
      });
      expect(response.status).toBe(400);
    }
  });
});
