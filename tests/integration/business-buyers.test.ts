import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as checkoutAction } from "~/routes/checkout";
import { NO_TAX } from "~domain/tax";
import { currencies, orders } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { orderRowWhere } from "~server/orders/history";
import { writeSetting } from "~server/settings/store-settings";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { guestWithCart } from "../support/guest-order";
import { appContext, callRoute, formPost } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";
import { startViesStandIn, type ViesStandIn } from "../support/vies-server";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let vies: ViesStandIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(`${database.dataDir}/media`);
  await seedCatalogFixture(database.db);
  await database.db
    .insert(currencies)
    .values({ code: "USD", symbol: "$", rate: "1", name: { en: "US Dollar", ru: "Доллар США", ar: "دولار أمريكي" } });
  vies = await startViesStandIn(0, 6000);
});

afterAll(async () => {
  await vies?.close();
  await database?.cleanup();
});

/** The store is in Germany; VIES is asked or not. */
async function taxSetting(viesCheck: boolean) {
  await writeSetting(database.db, "tax", { ...NO_TAX, homeCountry: "DE", viesCheck });
  await database.settled();
}

beforeEach(() => taxSetting(true));

const FRENCH = { "billing.company": "Acme Tools SARL", vatNumber: "fr 40 303 265 045" };
const TO_GERMANY = {
  shipToDifferent: "on",
  "shipping.firstName": "Ada",
  "shipping.lastName": "Lovelace",
  "shipping.company": "",
  "shipping.country": "DE",
  "shipping.address": "Unter den Linden 1",
  "shipping.apartment": "",
  "shipping.city": "Berlin",
  "shipping.state": "",
  "shipping.postcode": "10117",
};

/** A guest's checkout with these fields, against the stand-in (or another VIES address). */
async function checkOut(fields: Record<string, string>, viesUrl = vies.url) {
  const guest = await guestWithCart(database.db, [["drill-a", 1]]);
  return callRoute(checkoutAction, {
    request: formPost("/shop/checkout", checkoutForm(fields), guest.cookie),
    context: appContext(database.db, media, { viesUrl }),
  });
}

/** The placed order's business buyer, as the order pages read it. */
async function placedBusiness(location: string | null | undefined) {
  const number = /order=(\d+)/.exec(location ?? "")?.[1] ?? "";
  const row = await orderRowWhere(database.db, eq(orders.number, number));
  if (!row) throw new Error(`No order ${number}`);
  const { buyerCompany, buyerVatNumber, vatCheck, reverseCharge } = row;
  return { buyerCompany, buyerVatNumber, vatCheck, reverseCharge };
}

describe("a business buyer's VAT number at checkout", () => {
  it("confirmed by VIES: stored in its canonical form, checked, and reverse-charged for goods shipped to France", async () => {
    vies.answer("FR", "40303265045", "valid");
    const answer = await checkOut(FRENCH);
    expect(answer.status).toBe(302);
    expect(await placedBusiness(answer.location)).toEqual({
      buyerCompany: "Acme Tools SARL",
      buyerVatNumber: "FR40303265045",
      vatCheck: "valid",
      reverseCharge: true,
    });
    expect(vies.asked.at(-1)).toEqual({ countryCode: "FR", vatNumber: "40303265045" });
  });

  it("not registered in VIES: refused beside the field, everything typed kept, no order", async () => {
    vies.answer("FR", "40303265045", "invalid");
    const before = await database.db.$count(orders);
    const answer = await checkOut(FRENCH);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      errors: { vatNumber: "vat.errors.notRegistered" },
      values: { vatNumber: "fr 40 303 265 045", "billing.company": "Acme Tools SARL", "billing.city": "Paris" },
    });
    expect(await database.db.$count(orders)).toBe(before);
  });

  it.each([
    ["a member state's service is down (MS_UNAVAILABLE)", "msUnavailable"],
    ["VIES answers an error", "error"],
    ["VIES is slower than the timeout", "slow"],
  ] as const)("%s: the order is placed, the number unchecked", async (_case, behaviour) => {
    vies.answer("FR", "40303265045", behaviour);
    const answer = await checkOut(FRENCH);
    expect(answer.status).toBe(302);
    expect(await placedBusiness(answer.location)).toMatchObject({ vatCheck: "unchecked", reverseCharge: true });
  });

  it("VIES out of reach: the order is placed, the number unchecked", async () => {
    const answer = await checkOut(FRENCH, "http://127.0.0.1:9");
    expect(answer.status).toBe(302);
    expect(await placedBusiness(answer.location)).toMatchObject({ vatCheck: "unchecked", reverseCharge: true });
  });

  it("with the VIES check off, VIES is not asked and the number is unchecked", async () => {
    await taxSetting(false);
    const asked = vies.asked.length;
    const answer = await checkOut(FRENCH);
    expect(await placedBusiness(answer.location)).toMatchObject({ vatCheck: "unchecked", reverseCharge: true });
    expect(vies.asked).toHaveLength(asked);
  });

  it("a French number for goods shipped to Germany: printed, no reverse charge", async () => {
    vies.answer("FR", "40303265045", "valid");
    const answer = await checkOut({ ...FRENCH, ...TO_GERMANY });
    expect(await placedBusiness(answer.location)).toMatchObject({
      buyerVatNumber: "FR40303265045",
      vatCheck: "valid",
      reverseCharge: false,
    });
  });

  it("a German number (the store's own country) and a British one: no reverse charge", async () => {
    await taxSetting(false);
    const german = await checkOut({ ...FRENCH, vatNumber: "DE 136 695 976", ...TO_GERMANY });
    expect(await placedBusiness(german.location)).toMatchObject({
      buyerVatNumber: "DE136695976",
      reverseCharge: false,
    });
    const british = await checkOut({ ...FRENCH, vatNumber: "GB980780684" });
    expect(await placedBusiness(british.location)).toMatchObject({
      buyerVatNumber: "GB980780684",
      reverseCharge: false,
    });
  });

  it("refuses a malformed number and wrong check digits beside the field, and asks for the company", async () => {
    const asked = vies.asked.length;
    const malformed = await checkOut({ ...FRENCH, vatNumber: "FR-hello" });
    expect(malformed).toMatchObject({
      status: 400,
      data: { errors: { vatNumber: "vat.errors.format" }, values: { vatNumber: "FR-hello" } },
    });
    const digits = await checkOut({ ...FRENCH, vatNumber: "FR40303265046" });
    expect(digits.data).toMatchObject({ errors: { vatNumber: "vat.errors.checkDigits" } });
    const noCompany = await checkOut({ ...FRENCH, "billing.company": "" });
    expect(noCompany.data).toMatchObject({
      errors: { "billing.company": "vat.errors.companyNeeded" },
      values: { vatNumber: "fr 40 303 265 045" },
    });
    expect(vies.asked).toHaveLength(asked);
  });

  it("a consumer's order has no business buyer", async () => {
    const answer = await checkOut({});
    expect(await placedBusiness(answer.location)).toEqual({
      buyerCompany: null,
      buyerVatNumber: null,
      vatCheck: null,
      reverseCharge: false,
    });
  });
});
