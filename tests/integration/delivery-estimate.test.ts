import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as productLoader } from "~/routes/product";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { deliveryEstimate, destinationOf, todayIso } from "~server/shopping/ship-destination";
import { type LocalMedia, openCatalogDatabase } from "../support/catalog-database";
import { appContext, callRoute, pageRequest } from "../support/route-call";
import type { TestDatabase } from "../support/test-database";

// The estimated delivery is written by the server (issue 54: no `Intl.DisplayNames` or date formats in the browser
// on load): the country named in the page's language, the days counted from the server's date.

let database: TestDatabase;
let media: LocalMedia;

beforeAll(async () => {
  ({ database, media } = await openCatalogDatabase());
});

afterAll(async () => {
  await database?.cleanup();
});

const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("the estimated delivery", () => {
  it("names the country in the page's language and counts the zone's days from today", () => {
    const france = destinationOf(DEFAULT_SHIPPING, "FR");
    const days = france.days;
    if (!days) throw new Error("The default shipping sends to France");
    for (const locale of ["en", "ru", "ar"] as const) {
      expect(deliveryEstimate(france, locale, "2026-12-30")).toEqual({
        country: new Intl.DisplayNames([locale], { type: "region" }).of("FR"),
        window: { from: plusDays("2026-12-30", days.min), to: plusDays("2026-12-30", days.max) },
      });
    }
    // Nothing to count where the store does not ship.
    const nowhere = destinationOf({ ...DEFAULT_SHIPPING, shipsTo: ["US"] }, "FR");
    expect(deliveryEstimate(nowhere, "en")).toEqual({ country: "France", window: null });
  });

  it("is on the product page for a visitor without a session: to the store's own country, from the server's date", async () => {
    for (const [locale, country] of [
      ["en", "United States"],
      ["ru", new Intl.DisplayNames(["ru"], { type: "region" }).of("US")],
    ] as const) {
      const context = appContext(database.db, media, { prefs: { locale, currency: "USD" } });
      const page = await callRoute(productLoader, {
        request: pageRequest("http://localhost/shop/products/drill-a"),
        context,
        params: { slug: "drill-a" },
      });
      expect(page.status).toBe(200);
      const today = todayIso();
      expect((page.data as { delivery: unknown }).delivery).toEqual({
        country,
        window: { from: plusDays(today, 2), to: plusDays(today, 5) },
      });
    }
  });
});
