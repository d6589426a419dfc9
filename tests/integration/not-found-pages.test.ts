import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedInUser } from "../support/accounts";
import { openDemoDatabase } from "../support/demo-pictures";
import { closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import type { TestDatabase } from "../support/test-database";

// Every "Page Not Found" the store shows answers 404 (issue 53): the showcase page of it, a wrong address at any
// depth, and each page of a thing that does not exist, or is not the visitor's to see. A crawler must not index them,
// and no cache may keep them.

let database: TestDatabase;
let site: string;
let buyer: SignedIn;

beforeAll(async () => {
  const demo = await openDemoDatabase();
  database = demo.database;
  const { media } = demo;
  // With the page cache, as the store runs: it marks what it does not keep.
  site = await serveTestApp({ db: database.db, media, pageCache: testPageCache(database) });
  buyer = await signedInUser(database.db, "not-found-buyer@example.com");
}, 240_000);

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

async function ask(address: string, cookie?: string) {
  const response = await fetch(`${site}${address}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get("cache-control") };
}

describe("a page that is not there", () => {
  const anyone = [
    "/site/not-found",
    "/site/no-such-page",
    "/no/such/page",
    "/shop/products/no-such-product",
    "/shop/catalog/no-such-category",
    "/shop/sellers/no-such-seller",
    "/blog/posts/no-such-post",
    // The back office, to anyone but an operator.
    "/admin",
    "/admin/orders",
  ];
  it.each(anyone)("%s answers 404 with the store's Page Not Found, kept by no cache", async (address) => {
    const page = await ask(address);
    expect(page.status).toBe(404);
    expect(page.body).toContain("Page Not Found");
    expect(page.cacheControl).toBe("private, no-store");
  });

  const signedIn = ["/account/orders/999999", "/account/sales/TS-999999", "/account/returns/999999"];
  it.each(signedIn)("%s answers 404 to a signed-in shopper it does not belong to", async (address) => {
    const page = await ask(address, buyer.cookie);
    expect(page.status).toBe(404);
    expect(page.body).toContain("Page Not Found");
  });
});
