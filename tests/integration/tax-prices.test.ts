import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRootData } from "~/lib/root-data.server";
import { USD } from "~domain/money";
import { type PriceTax, priceTaxFor, priceTaxNote, shownCents } from "~domain/price-tax";
import type { TaxClass, TaxSettings } from "~domain/tax";
import { createGuestSession } from "~server/accounts/sessions";
import { productPage } from "~server/catalog/product-detail";
import { shelf } from "~server/catalog/shelves";
import { categories, products } from "~server/db/schema";
import type { PageCache } from "~server/http/page-cache";
import { createLocalMediaStore } from "~server/media/local-store";
import { pageTag, showsOnPage } from "~server/page-cache/page-tags";
import { DEMO_TAX } from "~server/seed/demo-tax";
import { writeSetting } from "~server/settings/store-settings";
import { addToCart } from "~server/shopping/cart";
import { setShipCountry } from "~server/shopping/ship-destination";
import { signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { buildDir, closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import { appContext, cookieFrom, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Prices outside the cart follow decision 058: the demo's rates (Germany home, prices include VAT), a product's
// class its own or its category's, and the shopper's destination as the cart knows it.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await writeSetting(database.db, "tax", DEMO_TAX);
  // Saws are taxed at the reduced rate (their category's class); drill-b chooses the reduced rate itself, drill-c
  // the zero rate, in the standard Drills.
  await database.db.update(categories).set({ taxClass: "reduced" }).where(eq(categories.slug, "saws"));
  await database.db.update(products).set({ taxClass: "reduced" }).where(eq(products.slug, "drill-b"));
  await database.db.update(products).set({ taxClass: "zero" }).where(eq(products.slug, "drill-c"));
  await database.settled();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

/** What the root loader gives a visitor with this cookie (none: a new visitor). */
async function priceTaxOf(cookie?: string): Promise<PriceTax> {
  const root = await readRootData(pageRequest("/", cookie), appContext(database.db, media));
  return root.priceTax;
}

/** A guest whose cart goes to `country` (with a line in it, or empty). */
async function guestShippingTo(country: string, withLine: boolean): Promise<string> {
  const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
  if (withLine) await addToCart(database.db, { sessionId }, await productId(database.db, "mower-a"), 1);
  await setShipCountry(database.db, { sessionId }, country);
  return cookieFrom(setCookie);
}

describe("a card's tax class", () => {
  it("is the product's own, else its category's, in the product's page, its related cards and the shelves", async () => {
    const page = await productPage(database.db, media, "drill-a", "en", { reviews: 5, related: 8 });
    expect(page?.product.taxClass).toBe("standard");
    const related = new Map(page?.related.map((card) => [card.slug, card.taxClass]));
    expect(related.get("drill-b")).toBe("reduced");
    expect(related.get("drill-c")).toBe("zero");
    const latest = await shelf(database.db, media, "en", "latest", 20);
    const classes = new Map(latest.map((card) => [card.slug, card.taxClass]));
    expect(classes.get("saw-a")).toBe("reduced");
    expect(classes.get("mower-a")).toBe("standard");
  });
});

describe("the price shown per destination, class and mode", () => {
  // saw-a: $40 reduced; drill-a: $10 standard; drill-c: $50 zero.
  const shown = (tax: PriceTax, usd: number, taxClass: TaxClass) => shownCents(usd, USD, tax, taxClass);

  it("is as entered, with Germany's VAT named, for a new visitor (no read of a cart)", async () => {
    const tax = await priceTaxOf();
    expect(tax.destination).toBeNull();
    expect(shown(tax, 1000, "standard")).toBe(1000);
    expect(shown(tax, 4000, "reduced")).toBe(4000);
    expect(priceTaxNote(tax, "standard")).toEqual({ kind: "included", rate: 190_000 });
    expect(priceTaxNote(tax, "reduced")).toEqual({ kind: "included", rate: 70_000 });
    expect(priceTaxNote(tax, "zero")).toEqual({ kind: "none" });
  });

  it("follows the country chosen for the cart, with lines in it or not", async () => {
    for (const withLine of [true, false]) {
      const france = await priceTaxOf(await guestShippingTo("FR", withLine));
      expect(france.destination).toEqual({ country: "FR", region: null });
      // 10.00 × 1.20 / 1.19 = 10.08; 40.00 × 1.055 / 1.07 = 39.44; zero-rated stays 50.00.
      expect(shown(france, 1000, "standard")).toBe(1008);
      expect(shown(france, 4000, "reduced")).toBe(3944);
      expect(shown(france, 5000, "zero")).toBe(5000);
      expect(priceTaxNote(france, "reduced")).toEqual({ kind: "included", rate: 55_000 });
    }
    const germany = await priceTaxOf(await guestShippingTo("DE", true));
    expect(shown(germany, 1000, "standard")).toBe(1000);

    // Japan: the store collects nothing there; the price is net of Germany's VAT and says so.
    const japan = await priceTaxOf(await guestShippingTo("JP", true));
    expect(shown(japan, 1000, "standard")).toBe(840);
    expect(shown(japan, 4000, "reduced")).toBe(3738);
    expect(priceTaxNote(japan, "standard")).toEqual({ kind: "none" });

    // The US taxes by state: until the address names one, the price is net and the state's tax comes on top.
    const us = await priceTaxOf(await guestShippingTo("US", true));
    expect(shown(us, 1000, "standard")).toBe(840);
    expect(priceTaxNote(us, "standard")).toEqual({ kind: "excluded" });
    // California named (as the checkout's address does): 10.00 × 1.0725 / 1.19 = 9.01.
    const california = priceTaxFor(DEMO_TAX, { country: "US", region: "CA" });
    expect(shown(california, 1000, "standard")).toBe(901);
    expect(priceTaxNote(california, "standard")).toEqual({ kind: "included", rate: 72_500 });
  });

  it("follows a signed-in shopper's last address when their cart names no country", async () => {
    const buyer = await signedInUser(database.db, "tax-prices-buyer@example.com");
    expect((await priceTaxOf(buyer.cookie)).destination).toBeNull();
    await setShipCountry(database.db, { userId: buyer.id }, "FR");
    expect((await priceTaxOf(buyer.cookie)).destination).toEqual({ country: "FR", region: null });
  });

  it("is as entered in exclusive mode, for every destination, and says tax comes on top", async () => {
    const exclusive: TaxSettings = { ...DEMO_TAX, mode: "exclusive" };
    await writeSetting(database.db, "tax", exclusive);
    await database.settled();
    try {
      for (const cookie of [undefined, await guestShippingTo("FR", true), await guestShippingTo("JP", true)]) {
        const tax = await priceTaxOf(cookie);
        expect(tax.mode).toBe("exclusive");
        expect(shown(tax, 1000, "standard")).toBe(1000);
        expect(shown(tax, 4000, "reduced")).toBe(4000);
        expect(priceTaxNote(tax, "standard")).toEqual({ kind: "excluded" });
      }
    } finally {
      await writeSetting(database.db, "tax", DEMO_TAX);
      await database.settled();
    }
  });
});

describe("the page cache and a shopper's destination", () => {
  let cache: PageCache;
  let site: string;

  beforeAll(async () => {
    cache = testPageCache(database, { maxBytes: 1024 * 1024 });
    // A stand-in for the app at two product pages' addresses (public, decision 063): one marked as one shopper's
    // (as the root loader marks prices for a known destination), one for everyone.
    const app = express();
    app.use(cache.serve, cache.keep);
    app.get("/shop/products/for-one", (_req, res) => {
      showsOnPage(pageTag.oneShopper);
      res.status(200).type("html").send("<p>€10.08</p>");
    });
    app.get("/shop/products/for-all", (_req, res) => {
      showsOnPage(pageTag.table("store_settings"));
      res.status(200).type("html").send("<p>€10.00</p>");
    });
    site = await new Promise<string>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        const address = server.address();
        resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
      });
      afterAll(() => server.close());
    });
  });

  async function get(address: string) {
    const response = await fetch(`${site}${address}`);
    await response.text();
    await cache.settled();
    return { hit: response.headers.get("x-page-cache") === "hit", control: response.headers.get("cache-control") };
  }

  it("never keeps a page marked as one shopper's, nor lets a cache in front keep it", async () => {
    await database.settled();
    await get("/shop/products/for-all");
    expect(await get("/shop/products/for-all")).toEqual({
      hit: true,
      control: "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
    });
    expect(await get("/shop/products/for-one")).toEqual({ hit: false, control: "private, no-store" });
    expect(await get("/shop/products/for-one")).toEqual({ hit: false, control: "private, no-store" });
  });
});

describe.skipIf(!existsSync(path.join(buildDir, "server/index.js")))("the store's pages", () => {
  let cache: PageCache;
  let site: string;

  beforeAll(async () => {
    cache = testPageCache(database);
    site = await serveTestApp({ db: database.db, media, pageCache: cache });
  });

  async function get(address: string, cookie?: string) {
    const response = await fetch(`${site}${address}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    const html = await response.text();
    await cache.settled();
    return {
      html,
      hit: response.headers.get("x-page-cache") === "hit",
      control: response.headers.get("cache-control"),
    };
  }

  it("show a new visitor Germany's prices from the kept page, and a French shopper France's, never kept", async () => {
    await database.settled();
    const address = "/shop/products/drill-a";
    const first = await get(address);
    expect(first.html).toContain("$10.00");
    expect(first.html).toContain("incl. 19 % VAT, plus shipping");
    expect(first.html).toContain('"valueAddedTaxIncluded":true');
    expect((await get(address)).hit).toBe(true);

    const france = await get(address, await guestShippingTo("FR", true));
    expect(france.hit).toBe(false);
    expect(france.control).toBe("private, no-store");
    expect(france.html).toContain("$10.08");
    expect(france.html).toContain("incl. 20 % VAT, plus shipping");
    expect(france.html).toContain('"price":"10.08"');

    // The kept page is still Germany's.
    const again = await get(address);
    expect(again.hit).toBe(true);
    expect(again.html).toContain("$10.00");
    expect(again.html).not.toContain("$10.08");
  });

  it("label the catalogue's cards, reduced-rate ones with their own price for France", async () => {
    const anonymous = await get("/shop/catalog/saws");
    expect(anonymous.html).toContain("$40.00");
    expect(anonymous.html).toContain("incl. VAT");
    const france = await get("/shop/catalog/saws", await guestShippingTo("FR", true));
    expect(france.html).toContain("$39.44");
    expect(france.hit).toBe(false);
  });
});
