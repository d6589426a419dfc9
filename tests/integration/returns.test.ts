import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as requestAction } from "~/routes/account/order-return";
import { loader as returnLoader } from "~/routes/account/return";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as paypalReturnLoader } from "~/routes/paypal-return";
import type { ReturnReason } from "~domain/returns";
import type { Db } from "~server/db/handle";
import {
  mailOutbox,
  orderLines,
  orderParts,
  orderPayments,
  orders,
  paypalCheckouts,
  products,
  returnRequests,
  sellerLedger,
  users,
} from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { refundDue } from "~server/payments/payments";
import type { PayPalAccount } from "~server/payments/paypal-account";
import { recordReturnRefund, refundReturnIfPayPal } from "~server/returns/refund";
import { returnablePartIds, returnForViewer, returnsWaitingCount } from "~server/returns/return-view";
import { escalateUnanswered, moveReturn, requestReturn } from "~server/returns/returns";
import { writeSetting } from "~server/settings/store-settings";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInCast } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { fillCart, placeCartOrder } from "../support/coupons";
import { boughtAndDelivered as deliveredOrder, deliverOrder, firstLineOf } from "../support/delivered-orders";
import { completedDaysAgo } from "../support/ledger-orders";
import { type PayPalStandIn, startPayPalStandIn } from "../support/paypal-server";
import { standInAccount } from "../support/paypal-test-client";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Returns (issue 49, decision 048): a buyer sends back units of a delivered part, its seller answers, the parcel
// comes back and the refund follows the payment: PayPal at once, a bank transfer or cash through an operator. The
// refund debits the returned part in the sellers' ledger; nobody but the buyer, the part's seller and an operator
// sees or moves a return; a repeated step changes nothing.

let database: TestDatabase;
let db: Db;
let media: ReturnType<typeof createLocalMediaStore>;
let paypal: PayPalStandIn;
let account: PayPalAccount;
let buyer: SignedIn;
let stranger: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(db);
  await seedDollar(db);
  paypal = await startPayPalStandIn();
  account = standInAccount(paypal.url);
  ({ seller, otherSeller, buyer, stranger, operator } = await signedInCast(db, "return-"));
  await db.update(products).set({ ownerId: seller.id, stock: 50 }).where(eq(products.slug, "drill-b"));
  await db.update(products).set({ ownerId: otherSeller.id, stock: 50 }).where(eq(products.slug, "saw-b"));
  await db.update(users).set({ shopReturnAddress: "Return Seller\n1 Dock Road\nLeeds" }).where(eq(users.id, seller.id));
  await writeSetting(db, "bank", { holder: "Tool Store", account: "GB82WEST12345698765432", bankName: "West" });
});

afterAll(async () => {
  await paypal?.close();
  await database?.cleanup();
});

const asBuyer = { userId: "", operator: false };
const viewerOf = (user: SignedIn, operatorRole = false) => ({ ...asBuyer, userId: user.id, operator: operatorRole });
const backOffice = () => ({ userId: operator.id, operator: true, backOffice: true });

/** The buyer's order of 2 drill-b (the seller's) and 1 saw-b (the other seller's), paid `method`; its parts. */
async function boughtAndDelivered(method: "bank" | "check" | "cash") {
  const bought = await deliveredOrder(
    db,
    buyer,
    [
      ["drill-b", 2],
      ["saw-b", 1],
    ],
    method,
  );
  return partsOf(bought);
}

/** Ships and completes each part of the order as its seller; the order and its parts by seller. */
async function delivered(number: string) {
  return partsOf({ number, ...(await deliverOrder(db, number)) });
}

async function partsOf(bought: {
  number: string;
  order: typeof orders.$inferSelect;
  parts: (typeof orderParts.$inferSelect)[];
}) {
  const partOf = (sellerId: string) => bought.parts.find((part) => part.sellerId === sellerId)!;
  const mine = partOf(seller.id);
  return {
    order: bought.order,
    number: bought.number,
    part: mine,
    line: await firstLineOf(db, mine.id),
    otherPart: partOf(otherSeller.id),
  };
}

function request(
  partId: number,
  lineId: number,
  quantity: number,
  reason: ReturnReason = "damaged",
  key = randomUUID(),
) {
  return { part: partId, qty: { [String(lineId)]: quantity }, reason, text: "The chuck wobbles.", key };
}

async function returnRow(id: number) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row!;
}

async function stockOf(slug: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
  return row!.stock;
}

async function sellerRows(orderId: number, partId: number) {
  return db
    .select()
    .from(sellerLedger)
    .where(and(eq(sellerLedger.orderId, orderId), eq(sellerLedger.partId, partId)));
}

const sum = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);

async function step(
  id: number,
  who: { userId: string; operator: boolean; backOffice?: boolean },
  move: Parameters<typeof moveReturn>[3],
  values = {},
) {
  return moveReturn(db, id, who, move, values);
}

describe("a return paid back by the store's bank", () => {
  it("goes requested → refused → escalated → accepted → sent → received → refunded, debiting the returned part", async () => {
    const { order, number, part, line, otherPart } = await boughtAndDelivered("bank");
    const asked = await requestReturn(db, buyer.id, number, request(part.id, line.id, 1));
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    const id = asked.returnId;
    const worth = line.totalCents / 2;
    expect((await returnRow(id)).worthCents).toBe(worth);
    expect(await step(id, viewerOf(seller), "refuse", { refusal: "Used." })).toEqual({ ok: true, status: "refused" });
    expect(await step(id, viewerOf(buyer), "escalate", { text: "It was broken." })).toEqual({
      ok: true,
      status: "escalated",
    });
    // Once escalated, the seller no longer decides: the operator does.
    expect(await step(id, viewerOf(seller), "accept", { address: "x" })).toEqual({ ok: false, refusal: "notAllowed" });
    expect(await returnsWaitingCount(db)).toBeGreaterThanOrEqual(1);
    expect(await step(id, backOffice(), "accept", { address: "Return Seller, Leeds" })).toEqual({
      ok: true,
      status: "accepted",
    });
    expect(await step(id, viewerOf(buyer), "send", { carrier: "Royal Mail", tracking: "RM123" })).toEqual({
      ok: true,
      status: "sent",
    });
    // Return shipping may be kept only when the buyer changed their mind.
    expect(await step(id, viewerOf(seller), "receive", { deductionCents: 100 })).toEqual({
      ok: false,
      refusal: "deductionNotAllowed",
    });
    const stockBefore = await stockOf("drill-b");
    expect(await step(id, viewerOf(seller), "receive", { restock: true })).toEqual({ ok: true, status: "refund-due" });
    expect(await stockOf("drill-b")).toBe(stockBefore + 1);
    // A bank order's refund waits for an operator: it is on the back office's list, and only an operator records it.
    expect(await returnsWaitingCount(db)).toBeGreaterThanOrEqual(1);
    const bySeller = await recordReturnRefund(
      db,
      id,
      { ...seller, operator: false },
      {
        reference: "x",
        occurredOn: "2026-11-28",
      },
    );
    expect(bySeller).toEqual({ ok: false, refusal: "notFound" });
    const refunded = await recordReturnRefund(
      db,
      id,
      { ...operator, operator: true },
      {
        reference: "BANK-RET-1",
        occurredOn: "2026-11-28",
      },
    );
    expect(refunded).toEqual({ ok: true });
    expect((await returnRow(id)).status).toBe("refunded");
    // Recording it again changes nothing.
    await recordReturnRefund(
      db,
      id,
      { ...operator, operator: true },
      { reference: "BANK-RET-1", occurredOn: "2026-11-28" },
    );
    const refunds = await db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.movement, "refunded")));
    expect(refunds.map((row) => row.amountCents)).toEqual([worth]);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.paymentStatus).toBe("partly-refunded");
    // The returned part is debited, the other seller's is not; nothing is left due for cancelled parts.
    expect(sum((await sellerRows(order.id, part.id)).filter((row) => row.kind === "refund"))).toBe(-worth);
    expect((await sellerRows(order.id, otherPart.id)).filter((row) => row.kind === "refund")).toEqual([]);
    expect(await refundDue(db, order.id)).toBe(0);
    // Each side heard of the steps that concern them.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "return-news"));
    expect(mails.filter((mail) => mail.recipient === seller.email).length).toBeGreaterThanOrEqual(3);
    expect(mails.filter((mail) => mail.recipient === buyer.email).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "operator-return"))).length).toBeGreaterThan(
      0,
    );
  });

  it.each(["check", "cash"] as const)(
    "goes the same way for an order paid by %s: the refund is recorded in that way",
    async (method) => {
      const { order, number, part, line } = await boughtAndDelivered(method);
      const asked = await requestReturn(db, buyer.id, number, request(part.id, line.id, 2, "wrong-item"));
      if (!asked.ok) throw new Error(`refused: ${JSON.stringify(asked)}`);
      const id = asked.returnId;
      await step(id, viewerOf(seller), "accept", { address: "Leeds" });
      await step(id, viewerOf(buyer), "send", { carrier: "DPD", tracking: "DPD9" });
      expect(await step(id, viewerOf(seller), "receive", {})).toEqual({ ok: true, status: "refund-due" });
      expect(
        await recordReturnRefund(
          db,
          id,
          { ...operator, operator: true },
          { reference: `REF-${method}`, occurredOn: "2026-11-28" },
        ),
      ).toEqual({ ok: true });
      const row = await returnRow(id);
      expect(row.status).toBe("refunded");
      // Both units: the line's whole worth; the part's shipping comes back with its last unit.
      expect(row.refundCents).toBe(line.totalCents + part.shippingCents);
      const refunds = await db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.movement, "refunded")));
      expect(refunds.map((refund) => [refund.method, refund.amountCents])).toEqual([[method, row.refundCents]]);
      expect(sum((await sellerRows(order.id, part.id)).filter((r) => r.kind === "refund"))).toBe(
        -(row.refundCents ?? 0),
      );
    },
  );

  it("keeps at most the store's cap for return shipping when the buyer changed their mind", async () => {
    await writeSetting(db, "returns", { days: 30, answerDays: 3, shippingMaxCents: 500 });
    const { number, part, line } = await boughtAndDelivered("bank");
    const asked = await requestReturn(db, buyer.id, number, request(part.id, line.id, 2, "changed-mind"));
    if (!asked.ok) throw new Error(`refused: ${JSON.stringify(asked)}`);
    await step(asked.returnId, viewerOf(seller), "accept", { address: "Leeds" });
    await step(asked.returnId, viewerOf(buyer), "send", { carrier: "DHL", tracking: "D1" });
    expect(await step(asked.returnId, viewerOf(seller), "receive", { deductionCents: 501 })).toEqual({
      ok: false,
      refusal: "deductionTooHigh",
    });
    expect(await step(asked.returnId, viewerOf(seller), "receive", { deductionCents: 500 })).toMatchObject({
      ok: true,
    });
    const row = await returnRow(asked.returnId);
    // Both units back: the part's shipping comes back too, less what the seller kept.
    expect(row.refundCents).toBe(row.worthCents - 500);
    expect(row.worthCents).toBe(part.subtotalCents - part.discountCents + part.shippingCents);
  });
});

describe("a return of an order paid with PayPal", () => {
  it("is refunded through PayPal as soon as the seller has the parcel, and the seller's earnings show the debit", async () => {
    await addToCart(db, { userId: buyer.id }, await productId(db, "drill-b"), 1, "red");
    const context = appContext(db, media, { paypal: account });
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", checkoutForm({ paymentMethod: "paypal" }), buyer.cookie),
      context,
    });
    const approval = new URL(answer.location ?? "");
    const paypalOrderId = approval.searchParams.get("token") ?? "";
    const back = new URL(paypal.approve(paypalOrderId));
    await callRoute(paypalReturnLoader, { request: pageRequest(`${back.pathname}${back.search}`), context });
    const [checkout] = await db.select().from(paypalCheckouts).where(eq(paypalCheckouts.paypalOrderId, paypalOrderId));
    const [order] = await db.select().from(orders).where(eq(orders.id, checkout!.orderId));
    expect(order!.paymentStatus).toBe("paid");
    const { part, line } = await delivered(order!.number);
    const asked = await requestReturn(db, buyer.id, order!.number, request(part.id, line.id, 1, "not-as-described"));
    if (!asked.ok) throw new Error(`refused: ${JSON.stringify(asked)}`);
    await step(asked.returnId, viewerOf(seller), "accept", { address: "Leeds" });
    await step(asked.returnId, viewerOf(buyer), "send", { carrier: "DHL", tracking: "D2" });
    await step(asked.returnId, viewerOf(seller), "receive", { restock: false });
    await refundReturnIfPayPal(db, account, asked.returnId, { warn: () => undefined });
    const row = await returnRow(asked.returnId);
    expect(row.status).toBe("refunded");
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.paymentStatus).toBe("refunded");
    const refunds = await db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order!.id), eq(orderPayments.movement, "refunded")));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: row.refundCents, method: "paypal" });
    expect(sum((await sellerRows(order!.id, part.id)).filter((r) => r.kind === "refund"))).toBe(
      -(row.refundCents ?? 0),
    );
    // Again (the reconciling pass, a second click): PayPal is not asked twice.
    await refundReturnIfPayPal(db, account, asked.returnId, { warn: () => undefined });
    expect(
      await db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order!.id), eq(orderPayments.movement, "refunded"))),
    ).toHaveLength(1);
  });
});

describe("what a buyer may ask", () => {
  it("refuses more units than were bought and not yet returned, and a second post of the same form makes one return", async () => {
    const { number, part, line } = await boughtAndDelivered("cash");
    expect(await requestReturn(db, buyer.id, number, request(part.id, line.id, 3))).toMatchObject({
      ok: false,
      refusal: "tooMany",
      fields: { [`qty.${line.id}`]: "returns.errors.tooMany" },
    });
    expect(await requestReturn(db, buyer.id, number, request(part.id, line.id, 0))).toMatchObject({
      ok: false,
      refusal: "nothingChosen",
    });
    const form = request(part.id, line.id, 2);
    const first = await requestReturn(db, buyer.id, number, form);
    const again = await requestReturn(db, buyer.id, number, form);
    expect(again).toEqual({ ...first, repeated: true });
    expect(await requestReturn(db, buyer.id, number, request(part.id, line.id, 1))).toMatchObject({
      ok: false,
      refusal: "tooMany",
    });
  });

  it("opens the window at delivery and closes it after the store's days, or the seller's longer ones", async () => {
    const { order, number, part, line } = await boughtAndDelivered("cash");
    await completedDaysAgo(db, part.id, 31);
    expect(await requestReturn(db, buyer.id, number, request(part.id, line.id, 1))).toMatchObject({
      ok: false,
      refusal: "windowClosed",
    });
    expect(await returnablePartIds(db, number)).not.toContain(part.id);
    await db.update(users).set({ shopReturnDays: 60 }).where(eq(users.id, seller.id));
    expect(await returnablePartIds(db, number)).toContain(part.id);
    expect((await requestReturn(db, buyer.id, number, request(part.id, line.id, 1))).ok).toBe(true);
    await db.update(users).set({ shopReturnDays: null }).where(eq(users.id, seller.id));
    expect(order.userId).toBe(buyer.id);
  });

  it("refuses a part not shipped yet", async () => {
    await fillCart(db, { userId: buyer.id }, [["drill-b", 1]]);
    const placed = await placeCartOrder(db, { userId: buyer.id }, buyer.email, buyer.id);
    if (!placed.ok) throw new Error("refused");
    const [order] = await db.select().from(orders).where(eq(orders.number, placed.number));
    const [part] = await db.select().from(orderParts).where(eq(orderParts.orderId, order!.id));
    const [line] = await db.select().from(orderLines).where(eq(orderLines.partId, part!.id));
    expect(await requestReturn(db, buyer.id, placed.number, request(part!.id, line!.id, 1))).toEqual({
      ok: false,
      refusal: "notReturnable",
    });
  });
});

describe("the buyer's photos", () => {
  const png = (fill: string) =>
    sharp({ create: { width: 32, height: 32, channels: 3, background: fill } })
      .png()
      .toBuffer();

  /** The request form as a browser posts it, with these files as its photos. */
  function posted(number: string, partId: number, lineId: number, files: Blob[]) {
    const form = new FormData();
    form.set("part", String(partId));
    form.set(`qty.${lineId}`, "1");
    form.set("reason", "damaged");
    form.set("text", "Cracked, see the photos.");
    form.set("key", randomUUID());
    for (const file of files) form.append("photos", file, "photo.png");
    return callRoute(requestAction, {
      request: formPost(`/account/orders/${number}/return?part=${partId}`, form, buyer.cookie),
      context: appContext(db, media),
      params: { orderId: number },
    });
  }

  it("keeps up to three pictures with the request, and refuses a fourth or a file that is not a picture beside the field", async () => {
    const { number, part, line } = await boughtAndDelivered("cash");
    const picture = new Blob([new Uint8Array(await png("#b91c1c"))], { type: "image/png" });
    const four = await posted(number, part.id, line.id, [picture, picture, picture, picture]);
    expect(four).toMatchObject({ status: 413, data: { errors: { photos: "returns.errors.tooManyPhotos" } } });
    const text = await posted(number, part.id, line.id, [new Blob(["not a picture"], { type: "image/png" })]);
    expect(text).toMatchObject({ status: 400, data: { errors: { photos: "images.errors.invalidType" } } });
    expect((await posted(number, part.id, line.id, [picture, picture])).status).toBe(303);
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.partId, part.id));
    expect(row!.photoKeys).toHaveLength(2);
    const view = await callRoute(returnLoader, {
      request: pageRequest(`/account/returns/${row!.id}`, seller.cookie),
      context: appContext(db, media),
      params: { returnId: String(row!.id) },
    });
    const { photos } = view.data as { photos: { thumb: string }[] };
    expect(photos).toHaveLength(2);
    // Each one is stored and served: the card's rendition is a picture.
    const key = `${row!.photoKeys[0]}-card.webp`;
    const stored = await media.get(key);
    stored?.body.destroy();
    expect(stored).toMatchObject({ contentType: "image/webp" });
    expect(stored!.size).toBeGreaterThan(0);
  });
});

describe("a request nobody answers", () => {
  it("goes to the operators once the seller's days have passed", async () => {
    const { number, part, line } = await boughtAndDelivered("cash");
    const asked = await requestReturn(db, buyer.id, number, request(part.id, line.id, 1));
    if (!asked.ok) throw new Error(`refused: ${JSON.stringify(asked)}`);
    const now = Date.now();
    await escalateUnanswered(db, new Date(now + 2 * 86_400_000));
    expect((await returnRow(asked.returnId)).status).toBe("requested");
    expect(await escalateUnanswered(db, new Date(now + 3 * 86_400_000 + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await returnRow(asked.returnId)).status).toBe("escalated");
    expect(await escalateUnanswered(db, new Date(now + 4 * 86_400_000))).toBe(0);
  });
});

describe("who may see and move a return", () => {
  it("lets only its buyer, the part's seller and an operator in the back office see it, each only their steps", async () => {
    const { number, part, line } = await boughtAndDelivered("cash");
    const asked = await requestReturn(db, buyer.id, number, request(part.id, line.id, 1));
    if (!asked.ok) throw new Error(`refused: ${JSON.stringify(asked)}`);
    const id = asked.returnId;
    expect(await requestReturn(db, stranger.id, number, request(part.id, line.id, 1))).toEqual({
      ok: false,
      refusal: "notFound",
    });
    expect((await returnForViewer(db, id, viewerOf(buyer), "en"))?.side).toBe("buyer");
    expect((await returnForViewer(db, id, viewerOf(seller), "en"))?.side).toBe("seller");
    expect((await returnForViewer(db, id, backOffice(), "en"))?.side).toBe("operator");
    for (const who of [viewerOf(stranger), viewerOf(otherSeller), viewerOf(operator, true)]) {
      expect(await returnForViewer(db, id, who, "en")).toBeNull();
      expect(await step(id, who, "accept", { address: "x" })).toEqual({ ok: false, refusal: "notFound" });
    }
    expect(await returnForViewer(db, id, { userId: stranger.id, operator: false, backOffice: true }, "en")).toBeNull();
    // The buyer cannot answer their own request, nor the seller send the parcel.
    expect(await step(id, viewerOf(buyer), "accept", { address: "x" })).toEqual({ ok: false, refusal: "notAllowed" });
    expect(await step(id, viewerOf(seller), "send", { carrier: "x", tracking: "1" })).toEqual({
      ok: false,
      refusal: "notAllowed",
    });
    // The same step twice: the second changes nothing.
    expect(await step(id, viewerOf(seller), "accept", { address: "Leeds" })).toEqual({ ok: true, status: "accepted" });
    expect(await step(id, viewerOf(seller), "accept", { address: "Elsewhere" })).toEqual({
      ok: true,
      status: "accepted",
    });
    expect((await returnRow(id)).returnAddress).toBe("Leeds");
  });
});
