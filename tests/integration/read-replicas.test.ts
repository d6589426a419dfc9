import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPath } from "~domain/catalog-links";
import { parseListingForm, valuesOfListing } from "~domain/listing-input";
import { type Database, openDatabase } from "~server/db/client";
import { appMeta, brands, categories, categoryBrands, products } from "~server/db/schema";
import { prepareListingImages } from "~server/listings/listing-images";
import { createListing, listingOfOwner } from "~server/listings/listings";
import { createLocalMediaStore } from "~server/media/local-store";
import type { MediaStore } from "~server/media/store";
import { DEMO_SEEDED_KEY } from "~server/seed/demo";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { copyDemoPictures } from "../support/demo-pictures";
import { buildDir, closeTestApps, serveTestApp } from "../support/http-app";
import { type Replica, startReplica } from "../support/pg-replica";
import { readyUrl, startStore } from "../support/store-process";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// A real streaming replica of the test server (pg_basebackup -R, a second postgres), and the store's HTTP app
// reading from it: a page read from the replica is told apart from one read from the primary by pausing the
// replica's replay and changing a price on the primary. The role needs REPLICATION (.ci/run grants it).
const WINDOW_SECONDS = 5;
const describeOnPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

/** Longer than the store's check of its replicas (each second): what the replica did since, the store knows. */
const aCheckLater = () => new Promise((resolve) => setTimeout(resolve, 1200));

async function freePortFrom(ports: number[]): Promise<number> {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`none of the ports ${ports.join(", ")} is free`);
}

describeOnPostgres("reads from a streaming replica", () => {
  let database: TestDatabase;
  let replica: Replica | undefined;
  let store: Database | undefined;
  let media: MediaStore;
  let site: string;
  let seller: SignedIn;
  let listingId: number;
  let slug: string;

  beforeAll(async () => {
    expect(existsSync(path.join(buildDir, "server/index.js")), "run `npm run build` first").toBe(true);
    database = await openTestDatabase();
    media = createLocalMediaStore(path.join(database.dataDir, "media"));
    await seedCatalogFixture(database.db);
    await seedDollar(database.db);
    const idOf = async (table: typeof brands | typeof categories, value: string) =>
      (await database.db.select({ id: table.id }).from(table).where(eq(table.slug, value)))[0]!.id;
    await database.db
      .insert(categoryBrands)
      .values({ categoryId: await idOf(categories, "drills"), brandId: await idOf(brands, "bolt") });
    seller = await signedInUser(database.db, "replica-seller@example.com");
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#48c" } })
      .jpeg()
      .toBuffer();
    const images = await prepareListingImages([
      new File([new Uint8Array(picture)], "drill.jpg", { type: "image/jpeg" }),
    ]);
    if (!images.ok) throw new Error(images.error);
    const form = new FormData();
    const fields = {
      name: "Replica Hammer Drill",
      price: "129.90",
      compareAtPrice: "",
      availability: "in-stock",
      stock: "5",
      description: "A drill to read from a replica.",
      subCategory: "drills",
      brand: "bolt",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const input = parseListingForm(form);
    if (!input.ok) throw new Error(JSON.stringify(input.errors));
    const created = await createListing(database.db, media, { seller: seller.id }, input.data, images.images);
    if (!created.ok) throw new Error("the listing was refused");
    listingId = created.id;
    slug = created.slug;

    // The copy includes the test's database, as it exists now; everything after streams.
    const serverUrl = process.env.TEST_DATABASE_URL!;
    replica = await startReplica(serverUrl, await freePortFrom([5433, 5434, 5435, 5436, 5437, 5438, 5439]));
    store = await openDatabase({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      replicas: { urls: [replica.urlOf(database.databaseUrl!)], maxLagMs: WINDOW_SECONDS * 1000 },
    });
    expect(store.replicated).toBe(true);
    site = await serveTestApp({
      db: store.db,
      media,
      replicas: { readDb: store.readDb, stickySeconds: WINDOW_SECONDS },
    });
    // pg_basebackup copies the whole server: seconds on CI's, minutes on one holding benchmark databases.
  }, 300_000);

  afterAll(async () => {
    closeTestApps();
    await store?.close().catch(() => {});
    await replica?.cleanup();
    await database?.cleanup();
  }, 60_000);

  /** The product page's price as a visitor sees it (the seller, with their session and any recent-write cookie). */
  async function priceSeen(cookie?: string, at = site, page = productPath(slug)): Promise<string> {
    const response = await fetch(`${at}${page}`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    const html = await response.text();
    const prices = ["$129.90", "$119.90", "$149.90", "$159.90", "$169.90", "$179.90"].filter((price) =>
      html.includes(price),
    );
    expect(prices, "one price on the page").toHaveLength(1);
    return prices[0]!;
  }

  const setPrice = (cents: number) =>
    database.db.update(products).set({ priceCents: cents }).where(eq(products.id, listingId));

  it("shows an anonymous visitor the replica's product page, catalogue and search, and kept reads from the primary", async () => {
    expect(await priceSeen()).toBe("$129.90");
    await replica!.pauseReplay();
    try {
      await setPrice(11_990);
      await store!.settled();
      expect(await priceSeen()).toBe("$129.90");
      // The catalogue's grid comes from the replica; its "latest" shelf is kept reference data, dropped by the
      // primary's notice and read again from the primary, never from the replica that has not seen the change.
      const catalogue = await (await fetch(`${site}/shop/catalog/drills`)).text();
      expect(catalogue).toContain("$129.90");
      expect(catalogue).toContain("$119.90");
      const search = await (await fetch(`${site}/search/replica%20hammer`)).text();
      expect(search).toContain("$129.90");
    } finally {
      await replica!.resumeReplay();
    }
    await replica!.caughtUp();
    await aCheckLater();
    expect(await priceSeen()).toBe("$119.90");
  });

  it("shows a seller who just saved a listing their change at once, and the replica again after the window", async () => {
    const listing = await listingOfOwner(database.db, media, { seller: seller.id }, listingId);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valuesOfListing(listing!), price: "149.90" })) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    }
    let withRecentWrite = "";
    await replica!.pauseReplay();
    try {
      const saved = await fetch(`${site}/account/myProducts/${listingId}`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { cookie: seller.cookie },
      });
      expect(saved.status).toBe(303);
      const recent = saved.headers.getSetCookie().find((line) => line.startsWith("recent-write="));
      expect(recent).toContain(`Max-Age=${WINDOW_SECONDS}`);
      withRecentWrite = `${seller.cookie}; ${recent!.split(";")[0]}`;
      expect(await priceSeen(withRecentWrite)).toBe("$149.90");
      // Anyone else still reads the paused replica…
      expect(await priceSeen()).toBe("$119.90");
      // …until it is further behind than the window: then the primary.
      await expect.poll(() => priceSeen(), { timeout: (WINDOW_SECONDS + 4) * 1000, interval: 250 }).toBe("$149.90");
    } finally {
      await replica!.resumeReplay();
    }
    // Caught up, it takes reads again, the seller's too once their browser dropped the cookie (Max-Age): paused
    // once more, it still shows the price before this next change.
    await replica!.caughtUp();
    await aCheckLater();
    await replica!.pauseReplay();
    try {
      await setPrice(15_990);
      expect(await priceSeen(seller.cookie)).toBe("$149.90");
      expect(await priceSeen(withRecentWrite)).toBe("$159.90");
    } finally {
      await replica!.resumeReplay();
    }
    await replica!.caughtUp();
  });

  it("keeps answering from the primary when the replica stops, and reads from it again once it is back", async () => {
    await replica!.stop();
    const pages = [productPath(slug), "/shop/catalog/drills", "/search/replica%20hammer"];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(pages.map((page) => fetch(`${site}${page}`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      for (const body of await Promise.all(answers.map((answer) => answer.text()))) expect(body).toContain("$159.90");
      const quickView = await fetch(`${site}/shop/quick-view/${slug}`);
      expect(quickView.status).toBe(200);
      expect(await quickView.json()).toMatchObject({ product: { name: "Replica Hammer Drill" } });
    }
    await replica!.start();
    // Back and caught up (asked again each second): paused, it shows the price from before the next change.
    await replica!.caughtUp();
    await aCheckLater();
    await replica!.pauseReplay();
    try {
      await setPrice(16_990);
      expect(await priceSeen()).toBe("$159.90");
    } finally {
      await replica!.resumeReplay();
    }
  });

  it("answers from the primary when the replica goes silent in the middle of reads", async () => {
    // A signed-in visitor's pages are never kept, so each of these reads the database; the replica has their
    // connections open (the price seen is the replica's, paused just before).
    await replica!.caughtUp();
    await aCheckLater();
    await replica!.pauseReplay();
    await setPrice(17_990);
    expect(await priceSeen(seller.cookie)).toBe("$169.90");
    replica!.freeze();
    try {
      // Without a read timeout these would wait for the frozen server for ever (and the test time out).
      const pages = [productPath(slug), "/shop/catalog/drills", "/search/replica%20hammer"];
      const answers = await Promise.all(
        pages.map((page) => fetch(`${site}${page}`, { headers: { cookie: seller.cookie } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      for (const body of await Promise.all(answers.map((answer) => answer.text()))) expect(body).toContain("$179.90");
    } finally {
      replica!.thaw();
      await replica!.resumeReplay();
    }
    await replica!.caughtUp();
  });

  it("is what `npm start` does with DATABASE_REPLICA_URLS", async () => {
    // The test's catalogue, not the demo's: marked as seeded. The process still draws the demo's pictures that are
    // missing: copied first, drawn once for the run (tests/support/demo-pictures.ts).
    await database.db.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() });
    await copyDemoPictures(path.join(database.dataDir, "media"));
    const started = startStore(database.dataDir, {
      DATABASE_URL: database.databaseUrl!,
      DATABASE_REPLICA_URLS: replica!.urlOf(database.databaseUrl!),
      REPLICA_STICKY_SECONDS: String(WINDOW_SECONDS),
    });
    try {
      const url = await readyUrl(started);
      expect(started.messages()).toMatch(/Read replica 127\.0\.0\.1:\d+\/\S+ is up/);
      expect(await priceSeen(undefined, url)).toBe("$179.90");
      await replica!.pauseReplay();
      try {
        await setPrice(16_990);
        // The primary says $169.90 already: this read came from the paused replica. (A search: the process keeps a
        // product page's data, read on the primary, decision 064.)
        expect(await priceSeen(seller.cookie, url, "/search/replica%20hammer")).toBe("$179.90");
      } finally {
        await replica!.resumeReplay();
      }
      // Caught up, the anonymous visitor's kept page is gone (the process heard the primary's notice).
      await replica!.caughtUp();
      await expect.poll(() => priceSeen(undefined, url), { timeout: 10_000 }).toBe("$169.90");
    } finally {
      started.child.kill("SIGTERM");
      await started.exited;
    }
  }, 120_000);
});
