/**
 * Time of issuing an invoice (issue 51, decision 059): its number and snapshot in a transaction, then its PDF drawn
 * and stored through the media store, as a payment and the background pass do. Orders are written first (not timed),
 * with three lines from two sellers; every document is issued one after another, after a few to warm up.
 *   npm run bench:invoice -- --documents 100 [--locale ar]
 *   DATABASE_URL=postgres://…/bench npm run bench:invoice
 */
import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { currencies, invoices, orderLines, orderParts, orders } from "~server/db/schema";
import { parseEnv } from "~server/env";
import { storeDocument } from "~server/invoices/documents";
import { issueInvoiceIn } from "~server/invoices/issue";
import { silentLogger } from "~server/log/logger";
import { prepareDatabase } from "~server/startup";
import { openBench } from "./harness";

const { values } = parseArgs({
  options: { documents: { type: "string", default: "100" }, locale: { type: "string", default: "en" } },
  strict: false,
});
const count = Number(values.documents);
const locale = String(values.locale);
const { database, media } = await openBench("invoice issuing");
const db = database.db;
await prepareDatabase(database, media, parseEnv(process.env), silentLogger());
await db
  .insert(currencies)
  .values({ code: "USD", symbol: "$", rate: "1", name: { en: "Dollar", ru: "Доллар", ar: "دولار" } })
  .onConflictDoNothing();

const address = {
  firstName: "Jeanne",
  lastName: "Martin",
  email: "bench@example.com",
  phone: "+33 1 23 45 67 89",
  country: "FR",
  state: "",
  city: "Paris",
  postcode: "75001",
  address: "12 rue de Rivoli",
};

async function anOrder(): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        number: String(randomInt(100_000_000, 999_999_999)),
        email: address.email,
        currencyCode: "USD",
        currencyRate: "1",
        subtotalCents: 17_480,
        shippingCents: 490,
        taxCents: 2_870,
        totalCents: 17_970,
        locale,
        buyerCompany: "Atelier Martin SARL",
        buyerVatNumber: "FR40303265045",
        billingAddress: address,
        shippingAddress: address,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error("no order");
    const parts = await tx
      .insert(orderParts)
      .values([
        {
          orderId: order.id,
          subtotalCents: 12_480,
          shippingCents: 490,
          shippingTaxCents: 78,
          shippingTaxRate: 190_000,
        },
        { orderId: order.id, subtotalCents: 5_000 },
      ])
      .returning({ id: orderParts.id });
    const line = (partId: number, name: string, price: number, quantity: number, rate: number) => {
      const total = price * quantity;
      const net = Math.round((total * 1_000_000) / (1_000_000 + rate));
      return {
        orderId: order.id,
        partId,
        name,
        slug: "bench",
        priceCents: price,
        quantity,
        totalCents: total,
        taxRate: rate,
        netCents: net,
        taxCents: total - net,
      };
    };
    await tx
      .insert(orderLines)
      .values([
        line(parts[0]?.id ?? 0, "Cordless drill 18 V", 9_990, 1, 190_000),
        line(parts[0]?.id ?? 0, "Drill bits, 10 pieces", 1_245, 2, 190_000),
        line(parts[1]?.id ?? 0, "Woodworking book", 2_500, 2, 70_000),
      ]);
    return order.id;
  });
}

const orderIds: number[] = [];
for (let index = 0; index < count + 5; index++) orderIds.push(await anOrder());

async function issue(orderId: number): Promise<number> {
  const started = performance.now();
  const issued = await db.transaction((tx) => issueInvoiceIn(tx, orderId));
  if (!issued) throw new Error("not issued");
  const [row] = await db.select().from(invoices).where(eq(invoices.id, issued.id));
  if (!row) throw new Error("no row");
  await storeDocument(db, media, row);
  return performance.now() - started;
}

for (const orderId of orderIds.slice(0, 5)) await issue(orderId);
const times: number[] = [];
for (const orderId of orderIds.slice(5)) times.push(await issue(orderId));
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
console.log(
  `${database.kind}, ${locale}: ${count} documents issued; median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`,
);
await database.close();
