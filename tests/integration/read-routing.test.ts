import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { buildDir, closeTestApps, serveTestApp } from "../support/http-app";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Which requests read where, without a real replica (read-replicas.test.ts starts one on PostgreSQL): the app's
// "replica" here is a second database whose drill is named otherwise, so a page shows which one it was read from.
let primary: TestDatabase;
let replica: TestDatabase;
let site: string;
let plain: string;

beforeAll(async () => {
  expect(existsSync(path.join(buildDir, "server/index.js")), "run `npm run build` first").toBe(true);
  [primary, replica] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  for (const database of [primary, replica]) {
    await seedCatalogFixture(database.db);
    await seedDollar(database.db);
  }
  await replica.db.update(products).set({ name: "REPLICA DRILL" }).where(eq(products.slug, "drill-a"));
  const media = createLocalMediaStore(path.join(primary.dataDir, "media"));
  site = await serveTestApp({ db: primary.db, media, replicas: { readDb: replica.db, stickySeconds: 7 } });
  plain = await serveTestApp({ db: primary.db, media });
});

afterAll(async () => {
  closeTestApps();
  await Promise.all([primary?.cleanup(), replica?.cleanup()]);
});

/** The pages and answers whose reads may come from a replica, each naming drill-a when read. */
const replicaReads = [
  "/shop/products/drill-a",
  "/shop/catalog/drills",
  "/search/drill",
  "/shop/search-suggestions?query=drill",
  "/shop/quick-view/drill-a",
];

async function drillName(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status, url).toBe(200);
  expect(response.headers.getSetCookie().join("\n"), url).not.toContain("recent-write");
  const body = await response.text();
  if (body.includes("REPLICA DRILL")) return "replica";
  if (body.includes("DRILL A")) return "primary";
  throw new Error(`${url} names neither drill`);
}

async function write(base: string): Promise<Response> {
  return fetch(`${base}/preferences`, {
    method: "POST",
    body: new URLSearchParams({ currency: "USD", redirectTo: "/shop/catalog" }),
    redirect: "manual",
    headers: { Origin: base },
  });
}

describe("reads with replicas", () => {
  it("an anonymous visitor's catalogue, search, suggestions, quick view and product page come from the replica", async () => {
    for (const page of replicaReads) expect(await drillName(`${site}${page}`), page).toBe("replica");
  });

  it("a write's answer carries a short cookie, and while it is sent back every read comes from the primary", async () => {
    const post = await write(site);
    expect(post.status).toBe(302);
    const line = post.headers.getSetCookie().find((cookie) => cookie.startsWith("recent-write="));
    expect(line).toBe("recent-write=1; Max-Age=7; Path=/; HttpOnly; SameSite=Lax");
    const cookie = `currency=USD; ${line!.split(";")[0]}`;
    for (const page of replicaReads) expect(await drillName(`${site}${page}`, cookie), page).toBe("primary");
    // Once the browser has dropped it (Max-Age), the replica again.
    expect(await drillName(`${site}/shop/products/drill-a`, "currency=USD")).toBe("replica");
  });
});

describe("reads without replicas", () => {
  it("everything comes from the one database, and a write sets no recent-write cookie", async () => {
    expect(await drillName(`${plain}/shop/products/drill-a`)).toBe("primary");
    const post = await write(plain);
    expect(post.status).toBe(302);
    expect(post.headers.getSetCookie().join("\n")).not.toContain("recent-write");
  });
});
