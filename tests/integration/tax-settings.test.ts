import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { NO_TAX } from "~domain/tax";
import { setOperator } from "~server/accounts/operators";
import { auditLog } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { readStoreSettings, storeSettingsIn } from "~server/settings/store-settings";
import { type SignedIn, signedInUser } from "../support/accounts";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The store's taxes and identity (issue 51, decision 061): the operator's forms in /admin/settings, saved with their
// line in the audit log, each mistake said beside its field with what was typed kept.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  operator = await signedInUser(database.db, "tax-boss@example.com");
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

const row = (n: number, country: string, region: string, standard: string, reduced: string) => ({
  [`rates.${n}.country`]: country,
  [`rates.${n}.region`]: region,
  [`rates.${n}.standard`]: standard,
  [`rates.${n}.reduced`]: reduced,
});

/** The form as the page posts it: two saved rows, one filled new row and two left empty. */
const taxForm = (fields: Record<string, string> = {}) => ({
  intent: "tax",
  mode: "exclusive",
  homeCountry: "US",
  shippingTaxed: "on",
  "rates.0.fixed": "1",
  ...row(0, "US", "CA", "7.25", "7.25"),
  "rates.1.fixed": "1",
  ...row(1, "FR", "", "20", "5,5"),
  ...row(2, "CA", "qc", "14.975", "14.975"),
  ...row(3, "", "", "", ""),
  ...row(4, "", "", "", ""),
  ...fields,
});

const SAVED = {
  mode: "exclusive",
  homeCountry: "US",
  shippingTaxed: true,
  viesCheck: false,
  rates: [
    { country: "CA", region: "QC", standard: 149_750, reduced: 149_750 },
    { country: "FR", region: null, standard: 200_000, reduced: 55_000 },
    { country: "US", region: "CA", standard: 72_500, reduced: 72_500 },
  ],
};

const auditOf = (key: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, `setting:${key}`));

describe("the operator's tax settings", () => {
  it("charge no tax until the operator sets rates, and offer every country named for the table", async () => {
    const answer = await page();
    expect(answer).toMatchObject({ status: 200, data: { settings: { tax: NO_TAX, identity: null } } });
    expect(answer.data).toMatchObject({ countries: expect.arrayContaining([{ code: "DE", name: "Germany" }]) });
  });

  it("saves the mode, home country, boxes and rates as millionths, with a line in the audit log", async () => {
    expect(await post(taxForm())).toMatchObject({ status: 303, location: "/admin/settings?saved=tax#tax" });
    expect((await storeSettingsIn(database.db)).tax).toEqual(SAVED);
    // What every page reads (the cart, the catalogue's prices): kept per process, dropped at the table's notice,
    // which drops every kept page too (every page reads the settings: decision 038).
    await expect.poll(async () => (await readStoreSettings(database.db)).tax).toEqual(SAVED);
    expect(await auditOf("tax")).toMatchObject([{ action: "setting.change", operatorEmail: operator.email }]);
  });

  it("refuses each mistake beside its field, keeps what was typed, and saves nothing", async () => {
    const refused = await post(
      taxForm({
        ...row(0, "US", "ZZ", "7.25", "7.25"),
        ...row(1, "FR", "", "101", "5,5"),
        ...row(2, "DE", "BY", "19", "abc"),
        ...row(3, "XX", "", "10", "5"),
        ...row(4, "fr", "", "20", "5"),
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: {
        form: "tax",
        errors: {
          "rates.0.region": "taxSettings.errors.unknownRegion",
          "rates.1.standard": "tax.errors.rate",
          "rates.2.region": "taxSettings.errors.noRegions",
          "rates.2.reduced": "tax.errors.rate",
          "rates.3.country": "tax.errors.country",
          "rates.4.country": "taxSettings.errors.duplicate",
        },
        values: { "rates.1.standard": "101", "rates.2.reduced": "abc", "rates.3.country": "XX" },
      },
    });
    expect((await storeSettingsIn(database.db)).tax).toEqual(SAVED);
    expect(await auditOf("tax")).toHaveLength(1);
  });

  it("removes a ticked row and switches to prices that include tax", async () => {
    const answer = await post(taxForm({ mode: "inclusive", homeCountry: "FR", "rates.0.remove": "on" }));
    expect(answer).toMatchObject({ status: 303 });
    expect((await storeSettingsIn(database.db)).tax).toEqual({
      ...SAVED,
      mode: "inclusive",
      homeCountry: "FR",
      rates: SAVED.rates.slice(0, 2),
    });
  });

  it("saves the store's identity for its invoices, refusing a missing legal name beside its field", async () => {
    const identity = {
      legalName: "Tool Store SARL",
      address: "1 rue de Rivoli\n75001 Paris\nFrance",
      taxNumber: "FR40303265045",
      email: "factures@toolstore.example",
    };
    const refused = await post({ intent: "identity", ...identity, legalName: " " });
    expect(refused).toMatchObject({
      status: 400,
      data: { form: "identity", errors: { legalName: "errors.required" }, values: { taxNumber: "FR40303265045" } },
    });
    expect(await post({ intent: "identity", ...identity })).toMatchObject({ status: 303 });
    expect((await storeSettingsIn(database.db)).identity).toEqual(identity);
    expect(await auditOf("identity")).toMatchObject([{ action: "setting.change", operatorEmail: operator.email }]);
  });

  it("is Page Not Found to a customer and a guest, who change nothing", async () => {
    const before = await storeSettingsIn(database.db);
    const customer = await signedInUser(database.db, `tax-customer-${randomUUID()}@example.com`);
    for (const cookie of [customer.cookie, ""]) {
      expect((await page(cookie)).status).toBe(404);
      expect((await post(taxForm({ mode: "inclusive" }), cookie)).status).toBe(404);
      expect((await post({ intent: "identity", legalName: "X", address: "Y", taxNumber: "Z" }, cookie)).status).toBe(
        404,
      );
    }
    const after = await storeSettingsIn(database.db);
    expect([after.tax, after.identity]).toEqual([before.tax, before.identity]);
  });
});
