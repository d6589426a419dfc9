import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalMediaStore } from "~server/media/local-store";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { buildDir, closeTestApps, serveTestApp } from "../support/http-app";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let site: string;

beforeAll(async () => {
  expect(existsSync(path.join(buildDir, "server/index.js")), "run `npm run build` first").toBe(true);
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  site = await serveTestApp({ db: database.db, media: createLocalMediaStore(path.join(database.dataDir, "media")) });
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

/** The `name=value` pairs a browser would send back after these Set-Cookie headers. */
function cookiesFrom(response: Response, jar = new Map<string, string>()): Map<string, string> {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    if (/Max-Age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair.slice(at + 1));
  }
  return jar;
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

const toastsIn = (html: string) => [...html.matchAll(/class="flash-toast"[^>]*>([\s\S]*?)<label/g)].map((m) => m[1]);

describe("a plain post's confirmation", () => {
  it("rides a short cookie to the page the add to cart lands on, shows once, and is cleared", async () => {
    const id = await productId(database.db, "drill-a");
    const form = new URLSearchParams({
      intent: "add",
      productId: String(id),
      quantity: "2",
      redirectTo: "/shop/catalog/tools",
    });
    const post = await fetch(`${site}/shop/cart`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: site },
    });
    expect(post.status).toBe(303);
    expect(post.headers.get("location")).toBe("/shop/catalog/tools");
    const flash = post.headers.getSetCookie().find((line) => line.startsWith("flash="));
    expect(flash).toMatch(/Max-Age=60; Path=\/; HttpOnly; SameSite=Lax/);
    const jar = cookiesFrom(post);

    const page = await fetch(`${site}/shop/catalog/tools`, { headers: { cookie: cookieHeader(jar) } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(toastsIn(html)).toHaveLength(1);
    expect(toastsIn(html)[0]).toContain("Product &quot;DRILL A&quot; added to cart!");
    expect(page.headers.getSetCookie().some((line) => /^flash=;.*Max-Age=0/.test(line))).toBe(true);
    cookiesFrom(page, jar);
    expect(jar.has("flash")).toBe(false);

    const again = await fetch(`${site}/shop/catalog/tools`, { headers: { cookie: cookieHeader(jar) } });
    expect(toastsIn(await again.text())).toHaveLength(0);
  });

  it("says nothing for a forged cookie, and clears it", async () => {
    const forged = encodeURIComponent(JSON.stringify({ key: "admin.anything", name: "<script>" }));
    const page = await fetch(`${site}/`, { headers: { cookie: `flash=${forged}` } });
    expect(page.status).toBe(200);
    expect(toastsIn(await page.text())).toHaveLength(0);
    expect(page.headers.getSetCookie().some((line) => /^flash=;.*Max-Age=0/.test(line))).toBe(true);
  });

  it("is not written for a script's post, which shows its own toast", async () => {
    const id = await productId(database.db, "drill-a");
    const form = new URLSearchParams({ intent: "add", productId: String(id), quantity: "1", _fetcher: "1" });
    const post = await fetch(`${site}/shop/cart`, { method: "POST", body: form, headers: { Origin: site } });
    expect(post.headers.getSetCookie().some((line) => line.startsWith("flash="))).toBe(false);
  });
});
