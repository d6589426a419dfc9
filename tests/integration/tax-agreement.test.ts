import { randomUUID } from "node:crypto";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as orderLoader } from "~/routes/account/order";
import { loader as cartLoader } from "~/routes/cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import type { InvoiceDocument } from "~domain/invoice";
import { formatMinorUnits, USD } from "~domain/money";
import { type PriceTax, shownCents } from "~domain/price-tax";
import { percentOfRate, type TaxByRate, type TaxSettings } from "~domain/tax";
import { setOperator } from "~server/accounts/operators";
import { categories, invoices, orderLines, orderParts, orders, products } from "~server/db/schema";
import { documentPdf } from "~server/invoices/documents";
import { createLocalMediaStore } from "~server/media/local-store";
import { placedOrder } from "~server/orders/history";
import { saleOfSeller } from "~server/orders/sales";
import { recordPaymentReceived } from "~server/payments/payments";
import { DEMO_IDENTITY, DEMO_TAX } from "~server/seed/demo-tax";
import { writeSetting } from "~server/settings/store-settings";
import { applyCoupon } from "~server/shopping/cart-coupon";
import type { PricedCart } from "~server/shopping/priced-cart";
import { setShipCountry } from "~server/shopping/ship-destination";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { fillCart, makeCoupon } from "../support/coupons";
import { ledgerRowsOf } from "../support/ledger-orders";
import { mailText } from "../support/mail-text";
import { pdfText } from "../support/pdf-text";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Every place an order's money shows agrees, for orders taxed per destination (issue 51, decision 058): the header's
// cart, the cart page, the checkout, the order's rows (order, parts, lines), the buyer's order page, each seller's sale
// page, the mails, the invoice once paid, and the ledger, in both modes, for a German and a Californian buyer (and
// once with the store's coupon, whose share each line is taxed after).
//
// The cart, from two sellers (one parcel each), in US dollars as entered (Germany's VAT included in inclusive mode):
//   seller A: drill-a $10.00 × 2 (standard), saw-c $5.00 × 1 (a saw: reduced)  → under $50, shipping charged
//   seller B: drill-c $50.00 × 1 (standard)                                    → free from $50 (as shown), else charged
// Shipping: Europe $9.99, the United States $4.99, taxed at the destination's standard rate. Commission 10 %.

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let sellerA: SignedIn;
let sellerB: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  sellerA = await signedInUser(database.db, "agree-seller-a@example.com");
  sellerB = await signedInUser(database.db, "agree-seller-b@example.com");
  operator = await signedInUser(database.db, "agree-boss@example.com");
  await setOperator(database.db, operator.email, true);
  await database.db.update(products).set({ ownerId: sellerA.id }).where(eq(products.slug, "drill-a"));
  await database.db.update(products).set({ ownerId: sellerA.id }).where(eq(products.slug, "saw-c"));
  await database.db.update(products).set({ ownerId: sellerB.id }).where(eq(products.slug, "drill-c"));
  await database.db.update(categories).set({ taxClass: "reduced" }).where(eq(categories.slug, "saws"));
  await writeSetting(database.db, "identity", DEMO_IDENTITY);
  await writeSetting(database.db, "commission", { percent: 10 });
});

afterAll(async () => {
  if (database) {
    await writeSetting(database.db, "tax", null);
    await writeSetting(database.db, "commission", null);
    await writeSetting(database.db, "identity", null);
  }
  await database?.cleanup();
});

const context = () => appContext(database.db, media);
const money = (cents: number) => formatMinorUnits(cents, { symbol: "$" });
/** A text as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the rounding rule gives one line or one parcel's shipping. */
type Split = { net: number; tax: number; gross: number; rate: number };

type Case = {
  name: string;
  tax: TaxSettings;
  country: string;
  region: string | null;
  billing: Record<string, string>;
  /** Each line: slug, unit price shown, line total, and its tax split. */
  lines: [slug: string, unitPrice: number, lineTotal: number, tax: Split][];
  /** Each parcel (seller A's, seller B's): its items, its shipping and the shipping's split, all of its tax. */
  parcels: { subtotal: number; shipping: number; shippingTax: Split; tax: number }[];
  cost: { subtotal: number; shipping: number; tax: number; total: number; taxIncluded: boolean; taxes: TaxByRate[] };
  /** What each seller is credited for their parcel: its money less its tax, less the commission (10 %, rounded up). */
  receive: [a: number, b: number];
  /** A store-wide coupon in the cart: its amount, each parcel's share, each line's share (the store funds it). */
  coupon?: { code: string; amount: number; parcels: [a: number, b: number]; lines: [number, number, number] };
};

const GERMAN = {
  "billing.country": "DE",
  "billing.address": "Unter den Linden 1",
  "billing.city": "Berlin",
  "billing.state": "",
  "billing.postcode": "10117",
  "billing.phone": "+49 30 123456",
};

const CALIFORNIAN = {
  "billing.country": "US",
  "billing.address": "200 N Spring St",
  "billing.city": "Los Angeles",
  "billing.state": "CA",
  "billing.postcode": "90012",
  "billing.phone": "+1 213 555 0100",
};

const S = 190_000; // Germany's standard rate, 19 %
const R = 70_000; // Germany's reduced rate, 7 %
const CA = 72_500; // California's, 7.25 % (both classes)

const CASES: Case[] = [
  {
    // Prices as entered (the home country). Inclusive: net = gross / 1.19 (or / 1.07), rounded half away from zero.
    //   drill-a × 2: 20.00 → net 2000 / 1.19 = 1680.67 → 16.81, tax 3.19
    //   saw-c:        5.00 → net  500 / 1.07 =  467.29 →  4.67, tax 0.33
    //   shipping A:   9.99 → net  999 / 1.19 =  839.50 →  8.39, tax 1.60   (8.3949…, rounded down)
    //   drill-c:     50.00 → net 5000 / 1.19 = 4201.68 → 42.02, tax 7.98   (parcel B reaches $50: ships free)
    // Tax 3.19 + 0.33 + 1.60 + 7.98 = 13.10, included in the total 75.00 + 9.99 = 84.99.
    // Seller A: 34.99 − 5.12 tax = 29.87, less 2.99 (10 %, 2.987 rounded up) = 26.88; B: 42.02 − 4.21 = 37.81.
    name: "prices include VAT, a buyer in Germany (the home country, 19 % and 7 %)",
    tax: DEMO_TAX,
    country: "DE",
    region: null,
    billing: GERMAN,
    lines: [
      ["drill-a", 1000, 2000, { net: 1681, tax: 319, gross: 2000, rate: S }],
      ["saw-c", 500, 500, { net: 467, tax: 33, gross: 500, rate: R }],
      ["drill-c", 5000, 5000, { net: 4202, tax: 798, gross: 5000, rate: S }],
    ],
    parcels: [
      { subtotal: 2500, shipping: 999, shippingTax: { net: 839, tax: 160, gross: 999, rate: S }, tax: 512 },
      { subtotal: 5000, shipping: 0, shippingTax: { net: 0, tax: 0, gross: 0, rate: S }, tax: 798 },
    ],
    cost: {
      subtotal: 7500,
      shipping: 999,
      tax: 1310,
      total: 8499,
      taxIncluded: true,
      taxes: [
        { rate: R, net: 467, tax: 33 },
        { rate: S, net: 6722, tax: 1277 },
      ],
    },
    receive: [2688, 3781],
  },
  {
    // California's rate replaces Germany's in each unit price: 10.00 × 1.0725 / 1.19 = 9.01; 5.00 × 1.0725 / 1.07 =
    // 5.01; 50.00 × 1.0725 / 1.19 = 45.06, now under $50: parcel B pays shipping too. Each split at 7.25 %:
    //   drill-a × 2: 18.02 → net 16.80, tax 1.22; saw-c 5.01 → 4.67 + 0.34; drill-c 45.06 → 42.01 + 3.05;
    //   each shipping 4.99 → 4.65 + 0.34.
    name: "prices include tax, a buyer in California (7.25 % in place of Germany's VAT)",
    tax: DEMO_TAX,
    country: "US",
    region: "CA",
    billing: CALIFORNIAN,
    lines: [
      ["drill-a", 901, 1802, { net: 1680, tax: 122, gross: 1802, rate: CA }],
      ["saw-c", 501, 501, { net: 467, tax: 34, gross: 501, rate: CA }],
      ["drill-c", 4506, 4506, { net: 4201, tax: 305, gross: 4506, rate: CA }],
    ],
    parcels: [
      { subtotal: 2303, shipping: 499, shippingTax: { net: 465, tax: 34, gross: 499, rate: CA }, tax: 190 },
      { subtotal: 4506, shipping: 499, shippingTax: { net: 465, tax: 34, gross: 499, rate: CA }, tax: 339 },
    ],
    cost: {
      subtotal: 6809,
      shipping: 998,
      tax: 529,
      total: 7807,
      taxIncluded: true,
      taxes: [{ rate: CA, net: 7278, tax: 529 }],
    },
    receive: [2350, 4199],
  },
  {
    // Prices are net; tax = net × rate rounded: 20.00 × 19 % = 3.80, 5.00 × 7 % = 0.35, shipping 9.99 × 19 % =
    // 1.8981 → 1.90, 50.00 × 19 % = 9.50. Total 75.00 + 9.99 + 15.55 = 100.54.
    name: "prices exclude VAT, a buyer in Germany",
    tax: { ...DEMO_TAX, mode: "exclusive" },
    country: "DE",
    region: null,
    billing: GERMAN,
    lines: [
      ["drill-a", 1000, 2000, { net: 2000, tax: 380, gross: 2380, rate: S }],
      ["saw-c", 500, 500, { net: 500, tax: 35, gross: 535, rate: R }],
      ["drill-c", 5000, 5000, { net: 5000, tax: 950, gross: 5950, rate: S }],
    ],
    parcels: [
      { subtotal: 2500, shipping: 999, shippingTax: { net: 999, tax: 190, gross: 1189, rate: S }, tax: 605 },
      { subtotal: 5000, shipping: 0, shippingTax: { net: 0, tax: 0, gross: 0, rate: S }, tax: 950 },
    ],
    cost: {
      subtotal: 7500,
      shipping: 999,
      tax: 1555,
      total: 10_054,
      taxIncluded: false,
      taxes: [
        { rate: R, net: 500, tax: 35 },
        { rate: S, net: 7999, tax: 1520 },
      ],
    },
    receive: [3149, 4500],
  },
  {
    // 7.25 % on top: 20.00 → 1.45; 5.00 → 0.3625 → 0.36; shipping 4.99 → 0.361775 → 0.36; 50.00 → 3.625 → 3.63
    // (half away from zero). Total 75.00 + 4.99 + 5.80 = 85.79.
    name: "prices exclude tax, a buyer in California",
    tax: { ...DEMO_TAX, mode: "exclusive" },
    country: "US",
    region: "CA",
    billing: CALIFORNIAN,
    lines: [
      ["drill-a", 1000, 2000, { net: 2000, tax: 145, gross: 2145, rate: CA }],
      ["saw-c", 500, 500, { net: 500, tax: 36, gross: 536, rate: CA }],
      ["drill-c", 5000, 5000, { net: 5000, tax: 363, gross: 5363, rate: CA }],
    ],
    parcels: [
      { subtotal: 2500, shipping: 499, shippingTax: { net: 499, tax: 36, gross: 535, rate: CA }, tax: 217 },
      { subtotal: 5000, shipping: 0, shippingTax: { net: 0, tax: 0, gross: 0, rate: CA }, tax: 363 },
    ],
    cost: {
      subtotal: 7500,
      shipping: 499,
      tax: 580,
      total: 8579,
      taxIncluded: false,
      taxes: [{ rate: CA, net: 7999, tax: 580 }],
    },
    receive: [2699, 4500],
  },
  {
    // Case (a) with the store's 20 % coupon: $15.00 off, shared by parcel (A 25.00 → 5.00, B 50.00 → 10.00), then
    // by line (drill-a 4.00, saw-c 1.00); each line taxed on what is left of it:
    //   drill-a 16.00 → net 1600 / 1.19 = 1344.54 → 13.45, tax 2.55; saw-c 4.00 → 400 / 1.07 = 373.83 → 3.74 + 0.26;
    //   drill-c 40.00 → 4000 / 1.19 = 3361.34 → 33.61 + 6.39; shipping A as in (a), 8.39 + 1.60 (free shipping counts
    //   the items before the discount: parcel B still ships free). Tax 10.80 in 75.00 − 15.00 + 9.99 = 69.99.
    // The store funds its coupon: seller A is credited 29.99 + 5.00 − 4.41 tax = 30.58, less 3.06 = 27.52;
    // B 40.00 + 10.00 − 6.39 = 43.61, less 4.37 = 39.24.
    name: "prices include VAT, a buyer in Germany, with the store's 20 % coupon",
    tax: DEMO_TAX,
    country: "DE",
    region: null,
    billing: GERMAN,
    lines: [
      ["drill-a", 1000, 2000, { net: 1345, tax: 255, gross: 1600, rate: S }],
      ["saw-c", 500, 500, { net: 374, tax: 26, gross: 400, rate: R }],
      ["drill-c", 5000, 5000, { net: 3361, tax: 639, gross: 4000, rate: S }],
    ],
    parcels: [
      { subtotal: 2500, shipping: 999, shippingTax: { net: 839, tax: 160, gross: 999, rate: S }, tax: 441 },
      { subtotal: 5000, shipping: 0, shippingTax: { net: 0, tax: 0, gross: 0, rate: S }, tax: 639 },
    ],
    cost: {
      subtotal: 7500,
      shipping: 999,
      tax: 1080,
      total: 6999,
      taxIncluded: true,
      taxes: [
        { rate: R, net: 374, tax: 26 },
        { rate: S, net: 5545, tax: 1054 },
      ],
    },
    receive: [2752, 3924],
    coupon: { code: "AGREE-20", amount: 1500, parcels: [500, 1000], lines: [400, 100, 1000] },
  },
];

/** What a page's loader gives this browser: its cart, and (the root's) what the catalogue's prices follow. */
async function pageOf(
  loader: typeof rootLoader | typeof cartLoader | typeof checkoutLoader,
  address: string,
  cookie: string,
): Promise<{ cart: PricedCart; priceTax?: PriceTax }> {
  const answer = await callRoute(loader, { request: pageRequest(address, cookie), context: context() });
  expect(answer.status).toBe(200);
  return answer.data as { cart: PricedCart; priceTax?: PriceTax };
}

const sumOf = (rows: readonly { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);

describe("an order taxed where it goes", () => {
  it.each(CASES.map((one, index) => [one.name, index] as const))(
    "costs the same everywhere its money shows: %s",
    async (_name, index) => {
      const spec = CASES[index]!;
      const { db } = database;
      await writeSetting(db, "tax", spec.tax);
      await database.settled();
      const buyer = await signedInUser(db, `agree-buyer-${index}@example.com`);
      const owner = { userId: buyer.id };
      await fillCart(db, owner, [
        ["drill-a", 2],
        ["saw-c", 1],
        ["drill-c", 1],
      ]);
      await setShipCountry(db, owner, spec.country, spec.region);
      const { coupon } = spec;
      if (coupon) {
        await makeCoupon(
          db,
          { operator: { id: operator.id, email: operator.email } },
          { code: coupon.code, percentOff: "20" },
        );
        expect(await applyCoupon(db, owner, coupon.code, USD, buyer.email)).toEqual({ ok: true, code: coupon.code });
      }

      // The header's cart, the cart page and the checkout: one price, worked out by hand above.
      const root = await pageOf(rootLoader, "/", buyer.cookie);
      const header = root.cart;
      expect((await pageOf(cartLoader, "/shop/cart", buyer.cookie)).cart).toEqual(header);
      expect((await pageOf(checkoutLoader, "/shop/checkout", buyer.cookie)).cart).toEqual(header);
      // The catalogue shows each product at the unit price the cart charges.
      const { priceTax } = root;
      if (!priceTax) throw new Error("the root loader gave no priceTax");
      expect(header.lines.map((line) => shownCents(line.unitCents, USD, priceTax, line.taxClass))).toEqual(
        spec.lines.map(([, unit]) => unit),
      );
      expect(header.destination).toMatchObject({ country: spec.country, region: spec.region, known: true });
      expect(header.lines.map((line) => [line.slug, line.unitPrice, line.lineTotal, line.tax])).toEqual(spec.lines);
      expect(header.lines.map((line) => line.discount)).toEqual(coupon?.lines ?? [0, 0, 0]);
      expect(
        header.parcels.map((parcel) => ({
          seller: parcel.seller?.id,
          subtotal: parcel.subtotal,
          discount: parcel.discount,
          shipping: parcel.shipping,
          shippingTax: parcel.shippingTax,
          tax: parcel.tax,
        })),
      ).toEqual(
        spec.parcels.map((parcel, at) => ({
          seller: [sellerA.id, sellerB.id][at],
          discount: coupon?.parcels[at] ?? 0,
          ...parcel,
        })),
      );
      expect(header.cost).toEqual({
        ...spec.cost,
        discount: coupon ? { code: coupon.code, amount: coupon.amount } : null,
        reverseCharge: false,
      });

      // The buyer places it at the total they saw.
      const form = checkoutForm({
        ...spec.billing,
        "billing.email": buyer.email,
        quotedTotal: String(header.cost.total),
        idempotencyKey: randomUUID(),
      });
      const answer = await callRoute(checkoutAction, {
        request: formPost("/shop/checkout", form, buyer.cookie),
        context: context(),
      });
      expect(answer.status).toBe(302);
      const number = /order=(\d+)/.exec(answer.location ?? "")?.[1] ?? "";
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      if (!order) throw new Error(`no order ${number}`);
      expect(order).toMatchObject({
        currencyCode: "USD",
        subtotalCents: spec.cost.subtotal,
        discountCents: coupon?.amount ?? 0,
        couponCode: coupon?.code ?? null,
        shippingCents: spec.cost.shipping,
        taxCents: spec.cost.tax,
        totalCents: spec.cost.total,
        pricesIncludeTax: spec.cost.taxIncluded,
        taxCountry: spec.country,
        taxRegion: spec.region,
      });
      const parts = await db
        .select()
        .from(orderParts)
        .where(eq(orderParts.orderId, order.id))
        .orderBy(asc(orderParts.id));
      expect(
        parts.map((part) => ({
          seller: part.sellerId,
          subtotal: part.subtotalCents,
          discount: part.discountCents,
          shipping: part.shippingCents,
          shippingTax: part.shippingTaxCents,
          shippingRate: part.shippingTaxRate,
          tax: part.taxCents,
        })),
      ).toEqual(
        spec.parcels.map((parcel, at) => ({
          seller: [sellerA.id, sellerB.id][at],
          subtotal: parcel.subtotal,
          discount: coupon?.parcels[at] ?? 0,
          shipping: parcel.shipping,
          shippingTax: parcel.shippingTax.tax,
          shippingRate: parcel.shippingTax.rate,
          tax: parcel.tax,
        })),
      );
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.id));
      expect(
        lines.map((line) => [
          line.slug,
          line.priceCents,
          line.totalCents,
          line.discountCents,
          { net: line.netCents, tax: line.taxCents, gross: line.netCents + line.taxCents, rate: line.taxRate },
        ]),
      ).toEqual(
        spec.lines.map(([slug, unit, total, split], at) => [
          slug,
          unit,
          total,
          coupon?.lines[at] ?? 0,
          // A line's gross is what it came to: as shown (inclusive), or with its tax on top (exclusive).
          { ...split, gross: split.net + split.tax },
        ]),
      );
      // The order's tax is its lines' and its parcels' shipping's, to the cent.
      expect(sumOf(lines.map((line) => ({ amountCents: line.taxCents })))).toBe(
        spec.cost.tax - sumOf(parts.map((part) => ({ amountCents: part.shippingTaxCents }))),
      );

      // The buyer's order: the thank-you page and the account's order page.
      const placed = await placedOrder(db, media, number, { userId: buyer.id, sessionId: null, locale: "en" });
      const account = await callRoute(orderLoader, {
        request: pageRequest(`/account/orders/${number}`, buyer.cookie),
        context: context(),
        params: { orderId: number },
      });
      expect(account.status).toBe(200);
      const detail = (account.data as { detail: NonNullable<typeof placed.order> }).detail;
      for (const shown of [placed.order, detail]) {
        expect(shown?.order).toMatchObject({
          subtotalCents: spec.cost.subtotal,
          shippingCents: spec.cost.shipping,
          taxCents: spec.cost.tax,
          totalCents: spec.cost.total,
          pricesIncludeTax: spec.cost.taxIncluded,
          taxes: spec.cost.taxes,
        });
        expect(shown?.parts.map((part) => [part.shippingCents, part.taxCents])).toEqual(
          spec.parcels.map((parcel) => [parcel.shipping, parcel.tax]),
        );
        expect(shown?.lines.map((line) => [line.priceCents, line.totalCents])).toEqual(
          spec.lines.map(([, unit, total]) => [unit, total]),
        );
      }

      // The mail to the buyer: each rate's tax (after the total when included, before it when added) and the total.
      const placedMail = await mailText(db, "order-placed", buyer.email, number);
      const totalAt = placedMail.search(new RegExp(`Total\\s+${literally(money(spec.cost.total))}`));
      expect(totalAt).toBeGreaterThan(-1);
      for (const row of spec.cost.taxes) {
        const label = spec.cost.taxIncluded
          ? `Incl. VAT ${percentOfRate(row.rate)} %`
          : `Tax ${percentOfRate(row.rate)} %`;
        const taxAt = placedMail.search(new RegExp(`${literally(label)}\\s+${literally(money(row.tax))}`));
        expect(taxAt).toBeGreaterThan(-1);
        expect(taxAt > totalAt).toBe(spec.cost.taxIncluded);
      }

      // Each seller's sale page and new-sale mail: their parcel, the tax in it when prices include it, and what they
      // receive (commission at today's 10 % until the order is paid).
      const sellers = [sellerA, sellerB];
      for (const [at, seller] of sellers.entries()) {
        const parcel = spec.parcels[at]!;
        const sale = await saleOfSeller(db, media, seller.id, number, "en");
        expect(sale?.part).toMatchObject({ subtotalCents: parcel.subtotal, shippingCents: parcel.shipping });
        expect(sale?.receipt).toMatchObject({
          itemsCents: parcel.subtotal,
          storeCouponCents: coupon?.parcels[at] ?? 0,
          shippingCents: parcel.shipping,
          taxCents: spec.cost.taxIncluded ? parcel.tax : 0,
          receiveCents: spec.receive[at],
          projected: true,
        });
        const saleMail = await mailText(db, "new-sale", seller.email, number);
        expect(saleMail).toContain(money(parcel.subtotal - (coupon?.parcels[at] ?? 0) + parcel.shipping));
        expect(saleMail).toContain(money(spec.receive[at]!));
        if (spec.cost.taxIncluded) expect(saleMail).toContain(money(-parcel.tax));
      }

      // Paid by bank transfer, recorded by the operator: the invoice is issued with the payment.
      const paid = await recordPaymentReceived(db, {
        orderId: order.id,
        amountCents: order.totalCents,
        occurredOn: new Date().toISOString().slice(0, 10),
        reference: `BANK-${number}`,
        note: null,
        recordedBy: operator.id,
        key: randomUUID(),
      });
      expect(paid.ok).toBe(true);
      await database.settled();
      const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
      if (!invoice) throw new Error("no invoice");
      expect(invoice.kind).toBe("invoice");
      const content = invoice.content as InvoiceDocument;
      expect(content.totals).toEqual({
        netCents: spec.cost.taxes.reduce((sum, row) => sum + row.net, 0),
        taxCents: spec.cost.tax,
        grossCents: spec.cost.total,
      });
      expect(content.byRate).toEqual(spec.cost.taxes);
      expect(content.dueCents).toBe(0);
      // The PDF's text, its cells' spacing made single: the tax by rate reads net, rate, tax, gross.
      const text = (await pdfText(await documentPdf(db, media, invoice))).replace(/\s+/g, " ");
      expect(text).toContain(number);
      for (const row of spec.cost.taxes) {
        expect(text).toContain(
          `${money(row.net)} ${percentOfRate(row.rate)} % ${money(row.tax)} ${money(row.net + row.tax)}`,
        );
      }
      expect(text).toContain(`Total tax ${money(spec.cost.tax)} Total ${money(spec.cost.total)}`);

      // The ledger: each seller credited their parcel, its tax moved to the store (the two rows cancel out), the
      // commission on what is left; the store holds exactly the order's tax; what was paid is all accounted for.
      const rows = await ledgerRowsOf(db, order.id);
      for (const [at, seller] of sellers.entries()) {
        const part = parts[at]!;
        const own = rows.filter((row) => row.partId === part.id);
        const taxRows = own.filter((row) => row.kind === "tax");
        expect(taxRows.map((row) => [row.sellerId, row.amountCents, row.key])).toEqual([
          [seller.id, -part.taxCents, `tax:part:${part.id}`],
          [null, part.taxCents, `tax:part:${part.id}:store`],
        ]);
        expect(sumOf(taxRows)).toBe(0);
        expect(sumOf(own.filter((row) => row.sellerId === seller.id))).toBe(spec.receive[at]);
        // The sale page now says what the ledger took.
        const sale = await saleOfSeller(db, media, seller.id, number, "en");
        expect(sale?.receipt).toMatchObject({ receiveCents: spec.receive[at], projected: false });
      }
      const storeTax = rows.filter((row) => row.sellerId === null && row.kind === "tax");
      expect(sumOf(storeTax)).toBe(order.taxCents);
      const credited = sumOf(rows.filter((row) => row.sellerId !== null));
      const commission = -sumOf(rows.filter((row) => row.kind === "commission"));
      const storeOwn = sumOf(rows.filter((row) => row.sellerId === null && row.kind !== "tax"));
      expect(order.totalCents - (credited + commission + storeOwn + sumOf(storeTax))).toBe(0);
    },
  );
});
