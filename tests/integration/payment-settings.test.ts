import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as successLoader } from "~/routes/checkout-success";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator } from "~server/accounts/operators";
import { createGuestSession } from "~server/accounts/sessions";
import { auditLog, currencies, mailOutbox, orders, storeSettings } from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { createLocalMediaStore } from "~server/media/local-store";
import { DEMO_CHEQUE_DETAILS } from "~server/seed/demo-settings";
import { readStoreSettings } from "~server/settings/store-settings";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// The store's payment settings (issue 35): the bank details and the cheque's payee and address, which decide whether
// the checkout offers those methods and what the buyer is told; the days an unpaid order waits; the exchange rates.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  await database.db
    .insert(currencies)
    .values({ code: "EUR", symbol: "€", rate: "0.923700", name: { en: "Euro", ru: "Евро", ar: "يورو" }, position: 1 });
  operator = await signedInUser(database.db, "settings-boss@example.com");
  await setOperator(database.db, operator.email, true);
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);
const post = (fields: Record<string, string>, cookie = operator.cookie) =>
  callRoute(settingsAction, { request: formPost("/admin/settings", fields, cookie), context: context() });
const bankForm = (fields: Record<string, string> = {}) => ({
  intent: "bank",
  holder: "Tool Store Ltd",
  account: "gb82 west 1234 5698 7654 32",
  bic: "westgb22",
  bankName: "Westminster Bank",
  ...fields,
});

/** A guest with drill-b in the cart: its cookie. */
async function guestWithCart(): Promise<string> {
  const { sessionId, setCookie } = await createGuestSession(database.db, pageRequest("/"));
  await addToCart(database.db, { sessionId }, await productId(database.db, "drill-b"), 1, "red");
  return setCookie.split(";")[0] ?? "";
}

async function checkOut(cookie: string, fields: Record<string, string>) {
  return callRoute(checkoutAction, {
    request: formPost("/shop/checkout", checkoutForm(fields), cookie),
    context: context(),
  });
}

describe("the back office's settings", () => {
  it("saves the bank details an operator types (the IBAN checked and kept without spaces), in the audit log", async () => {
    const saved = await post(bankForm());
    expect(saved).toMatchObject({ status: 303, location: "/admin/settings?saved=bank#bank" });
    const [row] = await database.db.select().from(storeSettings).where(eq(storeSettings.key, "bank"));
    expect(row?.value).toEqual({
      holder: "Tool Store Ltd",
      account: "GB82WEST12345698765432",
      bic: "WESTGB22",
      bankName: "Westminster Bank",
    });
    const page = await callRoute(settingsLoader, {
      request: pageRequest("/admin/settings?saved=bank", operator.cookie),
      context: context(),
    });
    expect(page).toMatchObject({ status: 200, data: { saved: "bank", settings: { bank: row?.value } } });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subject, "setting:bank"));
    expect(audit).toMatchObject([{ action: "setting.change", operatorEmail: operator.email }]);
  });

  it("names each field to fix and keeps what was typed, saving nothing", async () => {
    const refused = await post(bankForm({ account: "GB00 WEST 1234 5698 7654 32", bic: "W", holder: " " }));
    expect(refused).toMatchObject({
      status: 400,
      data: {
        form: "bank",
        errors: { account: "settings.errors.iban", bic: "settings.errors.bic", holder: "errors.required" },
        values: { account: "GB00 WEST 1234 5698 7654 32", bankName: "Westminster Bank" },
      },
    });
    expect((await readStoreSettings(database.db)).bank?.account).toBe("GB82WEST12345698765432");
    const days = await post({ intent: "unpaidDays", days: "2" });
    expect(days).toMatchObject({ status: 400, data: { form: "unpaidDays", errors: { days: "settings.errors.days" } } });
  });

  it("changes the exchange rates, saying in the audit log what moved; orders keep the rate they were placed at", async () => {
    const refused = await post({ intent: "rates", EUR: "-1" });
    expect(refused).toMatchObject({ status: 400, data: { form: "rates", errors: { EUR: "settings.errors.rate" } } });
    expect(await post({ intent: "rates", EUR: "0.95", USD: "2" })).toMatchObject({ status: 303 });
    const [eur] = await database.db.select().from(currencies).where(eq(currencies.code, "EUR"));
    const [usd] = await database.db.select().from(currencies).where(eq(currencies.code, "USD"));
    expect([Number(eur?.rate), Number(usd?.rate)]).toEqual([0.95, 1]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "rates.change"));
    expect(audit).toMatchObject([{ reason: "EUR 0.9237 → 0.95" }]);
    // The same rates again change nothing and write no line.
    await post({ intent: "rates", EUR: "0.950000" });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "rates.change"))).toHaveLength(1);
    await post({ intent: "rates", EUR: "0.9237" });
  });

  it("is Page Not Found to a customer and a guest, who change nothing", async () => {
    const customer = await signedInUser(database.db, `settings-customer-${randomUUID()}@example.com`);
    for (const cookie of [customer.cookie, ""]) {
      const page = await callRoute(settingsLoader, {
        request: pageRequest("/admin/settings", cookie),
        context: context(),
      });
      expect(page.status).toBe(404);
      expect((await post(bankForm({ holder: "Mallory" }), cookie)).status).toBe(404);
    }
    expect((await readStoreSettings(database.db)).bank?.holder).toBe("Tool Store Ltd");
  });
});

describe("what the checkout offers", () => {
  it("offers a bank transfer and a cheque only while their details are set, and refuses one that is not offered", async () => {
    expect(await post({ intent: "clear-bank" })).toMatchObject({
      status: 200,
      data: { confirm: { intent: "clear-bank" } },
    });
    expect((await readStoreSettings(database.db)).bank).not.toBeNull();
    await post({ intent: "clear-bank", [CONFIRMED_FIELD]: "1" });
    const cookie = await guestWithCart();
    const page = await callRoute(checkoutLoader, {
      request: pageRequest("/shop/checkout", cookie),
      context: context(),
    });
    expect(page).toMatchObject({
      status: 200,
      data: { payment: { offered: ["check", "cash"], bank: null, cheque: DEMO_CHEQUE_DETAILS, unpaidDays: 7 } },
    });
    const refused = await checkOut(cookie, { paymentMethod: "bank" });
    expect(refused).toMatchObject({
      status: 409,
      data: { errors: { paymentMethod: "checkout.errors.paymentNotOffered" }, values: { paymentMethod: "bank" } },
    });
    // PayPal is offered once it is configured, not before.
    const paypal = await checkOut(cookie, { paymentMethod: "paypal" });
    expect(paypal.status).toBe(409);
    expect(await database.db.select().from(orders)).toEqual([]);
    await post(bankForm());
  });

  it("keeps with a bank transfer order the account it was told and the day to pay by; the thank-you page and mail show them", async () => {
    expect(await post({ intent: "unpaidDays", days: "10" })).toMatchObject({ status: 303 });
    const cookie = await guestWithCart();
    const placed = await checkOut(cookie, { paymentMethod: "bank", "billing.email": "transfer@example.com" });
    expect(placed.status).toBe(302);
    const number = new URL(`http://x${placed.location}`).searchParams.get("order") ?? "";
    const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
    expect(order?.payTo).toEqual({
      bank: {
        holder: "Tool Store Ltd",
        account: "GB82WEST12345698765432",
        bic: "WESTGB22",
        bankName: "Westminster Bank",
      },
    });
    const days = ((order?.payBy?.getTime() ?? 0) - (order?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(10, 3);

    // Details changed later do not change what this order's buyer was told.
    await post(bankForm({ holder: "Another Holder Ltd" }));
    const page = await callRoute(successLoader, {
      request: pageRequest(`/shop/checkout/success?order=${number}`, cookie),
      context: context(),
    });
    expect(page).toMatchObject({
      status: 200,
      data: { detail: { order: { payTo: { bank: { holder: "Tool Store Ltd" } }, owedCents: order?.totalCents } } },
    });

    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "transfer@example.com"));
    const composed = await composeMail(database.db, mail!, { publicUrl: "https://tools.example.com", from: "s@x.com" });
    if ("gone" in composed) throw new Error(composed.gone);
    expect(composed.text).toContain("GB82 WEST 1234 5698 7654 32");
    expect(composed.text).toContain("Westminster Bank");
    expect(composed.text).toContain(`$${((order?.totalCents ?? 0) / 100).toFixed(2)}`);
    expect(composed.text).toContain(`Payment reference: ${number}`);
    expect(composed.text).toMatch(/Please pay by \w+ \d+, \d{4}: an order unpaid by then is cancelled/);
    await post({ intent: "unpaidDays", days: "7" });
  });

  it("keeps nothing to pay to for cash on delivery, and no day to pay by", async () => {
    const cookie = await guestWithCart();
    const placed = await checkOut(cookie, { paymentMethod: "cash", "billing.email": "cash@example.com" });
    expect(placed.status).toBe(302);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, "cash@example.com"));
    expect([order?.payTo, order?.payBy]).toEqual([null, null]);
  });
});
