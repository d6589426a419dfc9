import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { setOperator } from "~server/accounts/operators";
import { auditLog, storeSettings } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { readStoreSettings, storeSettingsIn } from "~server/settings/store-settings";
import { type SignedIn, signedInUser } from "../support/accounts";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Where the store ships and at what rates (issue 36): the operator's shipping form in /admin/settings, saved with its
// line in the audit log, read back as the setting the cart and checkout use.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  operator = await signedInUser(database.db, "shipping-boss@example.com");
  await setOperator(database.db, operator.email, true);
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);
const post = (fields: Record<string, string>, cookie = operator.cookie) =>
  callRoute(settingsAction, { request: formPost("/admin/settings", fields, cookie), context: context() });
const page = (cookie = operator.cookie) =>
  callRoute(settingsLoader, { request: pageRequest("/admin/settings", cookie), context: context() });

const terms = (prefix: string, rate: string, freeFrom: string, minDays: string, maxDays: string) => ({
  [`${prefix}.rate`]: rate,
  [`${prefix}.freeFrom`]: freeFrom,
  [`${prefix}.minDays`]: minDays,
  [`${prefix}.maxDays`]: maxDays,
});

/** The form as the page posts it: three zones and the empty row for a new one. */
const shippingForm = (fields: Record<string, string> = {}) => ({
  intent: "shipping",
  shipsTo: "listed",
  shipsToCountries: "us, gb\nae de fr sa",
  "zones.0.name": "Domestic",
  "zones.0.countries": "US",
  ...terms("zones.0", "4.99", "50", "2", "5"),
  "zones.1.name": "Europe",
  "zones.1.countries": "gb de fr",
  ...terms("zones.1", "9,99", "75", "4", "10"),
  "zones.2.name": "Gulf",
  "zones.2.countries": "AE SA",
  ...terms("zones.2", "14.50", "", "3", "8"),
  "zones.3.name": "",
  "zones.3.countries": "",
  ...terms("zones.3", "", "", "", ""),
  ...terms("rest", "19.99", "100", "7", "21"),
  ...fields,
});

const SAVED = {
  shipsTo: ["US", "GB", "AE", "DE", "FR", "SA"],
  zones: [
    { name: "Domestic", countries: ["US"], rateCents: 499, freeFromCents: 5000, minDays: 2, maxDays: 5 },
    { name: "Europe", countries: ["GB", "DE", "FR"], rateCents: 999, freeFromCents: 7500, minDays: 4, maxDays: 10 },
    { name: "Gulf", countries: ["AE", "SA"], rateCents: 1450, freeFromCents: null, minDays: 3, maxDays: 8 },
  ],
  rest: { rateCents: 1999, freeFromCents: 10000, minDays: 7, maxDays: 21 },
};

describe("the operator's shipping settings", () => {
  it("ship everywhere, to the United States, Europe and the rest of the world, until the operator says otherwise", async () => {
    expect(await page()).toMatchObject({ status: 200, data: { settings: { shipping: DEFAULT_SHIPPING } } });
  });

  it("saves where the store ships and its zones, with a line in the audit log", async () => {
    expect(await post(shippingForm())).toMatchObject({
      status: 303,
      location: "/admin/settings?saved=shipping#shipping",
    });
    const [row] = await database.db.select().from(storeSettings).where(eq(storeSettings.key, "shipping"));
    expect(row?.value).toEqual(SAVED);
    // What every page reads: kept by each process, dropped at the table's notice (on PostgreSQL it comes a moment later).
    await expect.poll(async () => (await readStoreSettings(database.db)).shipping).toEqual(SAVED);
    expect((await storeSettingsIn(database.db)).shipping).toEqual(SAVED);
    const saved = await callRoute(settingsLoader, {
      request: pageRequest("/admin/settings?saved=shipping", operator.cookie),
      context: context(),
    });
    expect(saved).toMatchObject({ status: 200, data: { saved: "shipping", settings: { shipping: SAVED } } });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subject, "setting:shipping"));
    expect(audit).toMatchObject([{ action: "setting.change", operatorEmail: operator.email }]);
  });

  it("refuses an unknown country, fewer most days than fewest and a negative rate beside their fields, saving nothing", async () => {
    const refused = await post(
      shippingForm({
        "zones.1.countries": "gb XX de",
        "zones.2.minDays": "9",
        "zones.2.maxDays": "3",
        "rest.rate": "-5",
        "zones.3.countries": "JP",
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: {
        form: "shipping",
        errors: {
          "zones.1.countries": "settings.shipping.errors.unknownCountries",
          "zones.2.maxDays": "settings.shipping.errors.dayRange",
          "rest.rate": "settings.shipping.errors.amount",
          "zones.3.name": "errors.required",
        },
        messageValues: { "zones.1.countries": { codes: "XX" } },
        values: {
          "zones.1.countries": "gb XX de",
          "zones.2.maxDays": "3",
          "rest.rate": "-5",
          "zones.3.countries": "JP",
        },
      },
    });
    expect((await storeSettingsIn(database.db)).shipping).toEqual(SAVED);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subject, "setting:shipping"));
    expect(audit).toHaveLength(1);
  });

  it("removes a zone whose name and countries are emptied, and ships everywhere again", async () => {
    const answer = await post(
      shippingForm({
        shipsTo: "everywhere",
        "zones.1.name": "",
        "zones.1.countries": "",
        ...terms("zones.1", "", "", "", ""),
      }),
    );
    expect(answer).toMatchObject({ status: 303 });
    const { shipping } = await storeSettingsIn(database.db);
    expect(shipping).toEqual({ ...SAVED, shipsTo: null, zones: [SAVED.zones[0], SAVED.zones[2]] });
  });

  it("is Page Not Found to a customer and a guest, who change nothing", async () => {
    const before = await storeSettingsIn(database.db);
    const customer = await signedInUser(database.db, `shipping-customer-${randomUUID()}@example.com`);
    for (const cookie of [customer.cookie, ""]) {
      expect((await page(cookie)).status).toBe(404);
      expect((await post(shippingForm({ shipsTo: "everywhere", "zones.0.rate": "0" }), cookie)).status).toBe(404);
    }
    expect((await storeSettingsIn(database.db)).shipping).toEqual(before.shipping);
  });
});
