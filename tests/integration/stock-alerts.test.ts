import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as alertAction } from "~/routes/product-stock-alert";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { mailOutbox, orderParts, orders, products, rateLimits, stockAlerts } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { changePart } from "~server/orders/order-parts";
import { placeOrder } from "~server/orders/place-order";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { appContext, callRoute, formPost } from "../support/route-call";
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let inbox: SmtpInbox;
let seller: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  seller = await signedInUser(database.db, "alert-seller@example.com");
  buyer = await signedInUser(database.db, "alert-buyer@example.com");
  await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, "saw-c"));
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await inbox?.close();
  await database?.cleanup();
});

beforeEach(async () => {
  inbox.mails.length = 0;
  await database.db.delete(rateLimits);
  await database.db.delete(mailOutbox);
});

const setStock = (slug: string, stock: number) =>
  database.db.update(products).set({ stock }).where(eq(products.slug, slug));

const ask = (slug: string, email: string, options: { fetcher?: boolean; locale?: "en" | "ar"; ip?: string } = {}) =>
  callRoute(alertAction, {
    request: formPost(`/shop/products/${slug}/stock-alert`, {
      email,
      ...(options.fetcher === false ? {} : { [FETCHER_FIELD]: "1" }),
    }),
    context: appContext(database.db, media, {
      prefs: { locale: options.locale ?? "en", currency: "USD" },
      clientIp: options.ip ?? "192.0.2.9",
    }),
    params: { slug },
  });

const waiting = (slug: string) =>
  database.db
    .select({ email: stockAlerts.email, locale: stockAlerts.locale })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(products.slug, slug));

describe("back in stock", () => {
  it("keeps one wait per address and product, whatever the letter case and however often asked", async () => {
    await setStock("drill-c", 0);
    expect(await ask("drill-c", "Waiter@Example.com")).toEqual({ status: 200, data: { ok: true } });
    expect(await ask("drill-c", "waiter@example.com")).toEqual({ status: 200, data: { ok: true } });
    expect(await ask("drill-c", "other@example.com", { locale: "ar" })).toEqual({ status: 200, data: { ok: true } });
    expect(await waiting("drill-c")).toEqual([
      { email: "waiter@example.com", locale: "en" },
      { email: "other@example.com", locale: "ar" },
    ]);
  });

  it("works without JavaScript: a 303 back to the product saying what happened", async () => {
    await setStock("drill-d", 0);
    expect(await ask("drill-d", "plain@example.com", { fetcher: false })).toMatchObject({
      status: 303,
      location: "/shop/products/drill-d?alert=subscribed#stock-alert",
    });
    expect(await ask("drill-d", "not an email", { fetcher: false })).toMatchObject({
      status: 303,
      location: "/shop/products/drill-d?alert=invalid#stock-alert",
    });
    expect(await waiting("drill-d")).toEqual([{ email: "plain@example.com", locale: "en" }]);
  });

  it("refuses a bad address beside the field keeping it, a product for sale (back to it), an unknown one (404), and floods", async () => {
    await setStock("drill-e", 0);
    expect(await ask("drill-e", "nope")).toMatchObject({
      status: 400,
      data: { ok: false, errors: { email: "errors.emailInvalid" }, values: { email: "nope" } },
    });
    expect(await ask("drill-a", "buyer@example.com")).toMatchObject({
      status: 303,
      location: "/shop/products/drill-a",
    });
    expect(await waiting("drill-a")).toEqual([]);
    expect(await ask("no-such-product", "buyer@example.com")).toMatchObject({ status: 404 });
    for (let n = 0; n < 10; n++) expect(await ask("drill-e", `n${n}@example.com`)).toMatchObject({ status: 200 });
    expect(await ask("drill-e", "n11@example.com")).toMatchObject({
      status: 429,
      data: { errors: { email: "stockAlert.tooMany" }, values: { email: "n11@example.com" } },
    });
  });

  it("when the stock goes from 0 to more, each waiting address gets one mail in its language, and its wait ends", async () => {
    await setStock("mower-a", 0);
    await ask("mower-a", "first@example.com");
    await ask("mower-a", "second@example.com", { locale: "ar" });
    await setStock("mower-a", 3);
    expect(await waiting("mower-a")).toEqual([]);
    await inbox.deliverAll(database.db);
    const [first] = inbox.to("first@example.com");
    expect(first?.subject).toBe("MOWER A is back in stock");
    expect(first?.html).toContain('href="https://tools.example.com/shop/products/mower-a"');
    const [second] = inbox.to("second@example.com");
    expect(second?.subject).toBe("MOWER A متوفر من جديد");
    expect(inbox.mails).toHaveLength(2);

    // Sold out and back again: nobody is waiting any more, so no mail.
    await setStock("mower-a", 0);
    await setStock("mower-a", 5);
    await inbox.deliverAll(database.db);
    expect(inbox.mails).toHaveLength(2);
  });

  it("a stock change that leaves it at 0, or a product out of order, writes nothing; for sale again, it does", async () => {
    await setStock("mower-b", 0);
    await ask("mower-b", "patient@example.com");
    await database.db.update(products).set({ priceCents: 26_000 }).where(eq(products.slug, "mower-b"));
    await database.db
      .update(products)
      .set({ availability: "out-of-order", stock: 4 })
      .where(eq(products.slug, "mower-b"));
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    expect(await waiting("mower-b")).toHaveLength(1);
    await database.db.update(products).set({ availability: "in-stock" }).where(eq(products.slug, "mower-b"));
    expect((await database.db.select().from(mailOutbox)).map((row) => row.recipient)).toEqual(["patient@example.com"]);
  });

  it("a cancelled part giving the last units back writes the mail in the cancel's transaction", async () => {
    await setStock("saw-c", 1);
    const owner = { userId: buyer.id };
    await addToCart(database.db, owner, await productId(database.db, "saw-c"), 1, "blue");
    const placed = await placeOrder(database.db, {
      owner,
      userId: buyer.id,
      sessionId: null,
      currencyCode: "USD",
      locale: "en",
      checkout: checkoutInput(),
    });
    if (!placed.ok) throw new Error("order refused");
    await ask("saw-c", "late@example.com");
    const [part] = await database.db
      .select({ id: orderParts.id })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(eq(orders.number, placed.number));
    await database.db.delete(mailOutbox);
    const cancel = { partId: part!.id, from: "pending", action: "cancel", note: "Changed my mind" } as const;
    expect(
      await changePart(database.db, { role: "seller", userId: seller.id }, placed.number, cancel as never),
    ).toMatchObject({
      ok: true,
    });
    const kinds = (await database.db.select().from(mailOutbox)).map((row) => [row.kind, row.recipient]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["part-changed", "ada@example.com"],
        ["back-in-stock", "late@example.com"],
      ]),
    );
  });
});
