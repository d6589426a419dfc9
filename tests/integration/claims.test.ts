import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as claimPageAction, loader as claimPageLoader } from "~/routes/account/claim";
import { action as openClaimRoute } from "~/routes/account/order-claim";
import { action as adminClaimAction } from "~/routes/admin/claim";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as paypalReturnLoader } from "~/routes/paypal-return";
import type { ClaimKind } from "~domain/claims";
import { closeClaim, refundClaim } from "~server/claims/claim-decision";
import { claimablePartIds, claimForViewer, claimsWaitingCount } from "~server/claims/claim-view";
import { openClaim, writeInClaim } from "~server/claims/claims";
import type { Db } from "~server/db/handle";
import {
  auditLog,
  claims,
  mailOutbox,
  orderPayments,
  orders,
  paypalCheckouts,
  products,
  sellerLedger,
} from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import type { PayPalAccount } from "~server/payments/paypal-account";
import { requestReturn } from "~server/returns/returns";
import { addToCart } from "~server/shopping/cart";
import { type SignedIn, signedInCast } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutForm } from "../support/checkout";
import { boughtAndDelivered, deliverOrder, firstLineOf } from "../support/delivered-orders";
import { type PayPalStandIn, startPayPalStandIn } from "../support/paypal-server";
import { standInAccount } from "../support/paypal-test-client";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Claims (issue 49, decision 052): a buyer says a parcel never came (once its delivery window has passed) or came not
// as described (within the return window); the seller answers in the case; an operator refunds all or part of the
// part from its seller's balance, or closes it. Each decision is audited and mailed to both sides; nobody but the
// buyer, the part's seller and an operator in the back office sees or moves a claim; a repeat changes nothing.

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

const DAY = 86_400_000;
/** The buyer's shipping country is France: the Europe zone delivers within 10 days. */
const LATE = () => new Date(Date.now() + 11 * DAY);
const log = { warn: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(db);
  await seedDollar(db);
  paypal = await startPayPalStandIn();
  account = standInAccount(paypal.url);
  ({ seller, otherSeller, buyer, stranger, operator } = await signedInCast(db, "claim-"));
  await db.update(products).set({ ownerId: seller.id, stock: 50 }).where(eq(products.slug, "drill-b"));
  await db.update(products).set({ ownerId: otherSeller.id, stock: 50 }).where(eq(products.slug, "saw-b"));
});

afterAll(async () => {
  await paypal?.close();
  await database?.cleanup();
});

const viewerOf = (user: SignedIn, operatorRole = false) => ({ userId: user.id, operator: operatorRole });
const backOffice = () => ({ userId: operator.id, operator: true, backOffice: true });
const claimInput = (part: number, kind: ClaimKind = "not-received", key = randomUUID()) => ({
  part,
  kind,
  text: "The tracking stopped a week ago.",
  key,
});

/** The buyer's order of 2 drill-b (the seller's) and 1 saw-b (the other seller's), shipped or delivered. */
async function bought(method: "bank" | "cash", until: "shipped" | "completed" = "shipped") {
  const order = await boughtAndDelivered(
    db,
    buyer,
    [
      ["drill-b", 2],
      ["saw-b", 1],
    ],
    method,
    until,
  );
  const part = order.parts.find((row) => row.sellerId === seller.id)!;
  const otherPart = order.parts.find((row) => row.sellerId === otherSeller.id)!;
  return { ...order, part, otherPart };
}

const partNet = (part: { subtotalCents: number; discountCents: number; shippingCents: number }) =>
  part.subtotalCents - part.discountCents + part.shippingCents;

async function claimRow(id: number) {
  const [row] = await db.select().from(claims).where(eq(claims.id, id));
  return row!;
}

async function refundsOf(orderId: number) {
  return db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.movement, "refunded")));
}

async function partDebits(orderId: number, partId: number) {
  const rows = await db
    .select({ cents: sql<number>`coalesce(sum(${sellerLedger.amountCents}), 0)::int` })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.orderId, orderId), eq(sellerLedger.partId, partId), eq(sellerLedger.kind, "refund")));
  return rows[0]?.cents ?? 0;
}

async function mailsAbout(kind: string, recipient?: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  return rows.filter((row) => recipient === undefined || row.recipient === recipient);
}

describe("a parcel not received, paid by bank transfer", () => {
  it("opens once the delivery window has passed, hears both sides, and is refunded in part from the seller", async () => {
    const { order, number, part, otherPart } = await bought("bank");
    // Shipped just now: France's zone says up to 10 days.
    const early = await openClaim(db, buyer.id, number, claimInput(part.id), new Date(Date.now() + 9 * DAY));
    expect(early).toMatchObject({ ok: false, refusal: "tooEarly" });
    expect(early.ok === false && early.from ? early.from.getTime() : 0).toBeGreaterThan(Date.now() + 9.9 * DAY);
    const sellerMailsBefore = (await mailsAbout("claim-news", seller.email)).length;
    const opened = await openClaim(db, buyer.id, number, claimInput(part.id), LATE());
    if (!opened.ok) throw new Error(`refused: ${JSON.stringify(opened)}`);
    expect(await claimsWaitingCount(db)).toBeGreaterThanOrEqual(1);
    expect((await mailsAbout("claim-news", seller.email)).length).toBe(sellerMailsBefore + 1);
    expect((await mailsAbout("operator-claim", operator.email)).length).toBeGreaterThanOrEqual(1);
    // One claim per part; the other part is still free.
    expect(await openClaim(db, buyer.id, number, claimInput(part.id), LATE())).toEqual({
      ok: false,
      refusal: "claimedAlready",
    });
    expect(await claimablePartIds(db, number)).toEqual([otherPart.id]);
    // The claim holds the part: no return of it meanwhile.
    const line = await firstLineOf(db, part.id);
    const returned = await requestReturn(db, buyer.id, number, {
      part: part.id,
      qty: { [String(line.id)]: 1 },
      reason: "damaged",
      text: "x",
      key: randomUUID(),
    });
    expect(returned).toEqual({ ok: false, refusal: "claimed" });

    // The seller answers in the case; the buyer hears of it.
    expect(await writeInClaim(db, opened.claimId, viewerOf(seller), "Shipped on Monday with DHL.")).toEqual({
      ok: true,
    });
    const buyerNews = await mailsAbout("claim-news", buyer.email);
    expect(buyerNews.length).toBeGreaterThanOrEqual(1);

    // The operator refunds half, naming the transfer they sent.
    const toldBefore = [
      (await mailsAbout("claim-news", buyer.email)).length,
      (await mailsAbout("claim-news", seller.email)).length,
    ];
    const half = Math.floor(partNet(part) / 2);
    const decided = await refundClaim(
      db,
      opened.claimId,
      operator,
      {
        amountCents: half,
        text: "Half back: the seller's tracking shows a delivery attempt.",
        reference: "TRF-77",
        occurredOn: "2026-11-20",
      },
      { paypal: null, log },
    );
    expect(decided).toEqual({ ok: true, repeated: false });
    const row = await claimRow(opened.claimId);
    expect(row).toMatchObject({ status: "refunded", refundCents: half });
    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: half, reference: "TRF-77", key: `claim:${row.id}` });
    // Taken from the claimed part's seller only.
    expect(await partDebits(order.id, part.id)).toBe(-half);
    expect(await partDebits(order.id, otherPart.id)).toBe(0);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.paymentStatus).toBe("partly-refunded");
    const audited = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `claim:${row.id}`));
    expect(audited.map((entry) => entry.action)).toEqual(["claim.refund"]);
    // Both sides are told of the decision.
    expect([
      (await mailsAbout("claim-news", buyer.email)).length,
      (await mailsAbout("claim-news", seller.email)).length,
    ]).toEqual(toldBefore.map((count) => (count ?? 0) + 1));

    // Again (a second press): nothing more is refunded, and a decided claim takes no more messages.
    expect(
      await refundClaim(
        db,
        opened.claimId,
        operator,
        { amountCents: half, text: "again", reference: "TRF-78", occurredOn: "2026-11-20" },
        { paypal: null, log },
      ),
    ).toEqual({ ok: true, repeated: true });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await writeInClaim(db, opened.claimId, viewerOf(buyer), "Thanks")).toEqual({
      ok: false,
      refusal: "decided",
    });
  });

  it("never refunds more than is left of the part, and asks the transfer's reference and day", async () => {
    const { number, part } = await bought("bank");
    const opened = await openClaim(db, buyer.id, number, claimInput(part.id), LATE());
    if (!opened.ok) throw new Error("refused");
    const net = partNet(part);
    expect(
      await refundClaim(
        db,
        opened.claimId,
        operator,
        { amountCents: net + 1, text: "All", reference: "T", occurredOn: "2026-11-20" },
        { paypal: null, log },
      ),
    ).toEqual({ ok: false, refusal: "tooMuch", refundableCents: net });
    expect(
      await refundClaim(db, opened.claimId, operator, { amountCents: net, text: "All" }, { paypal: null, log }),
    ).toEqual({ ok: false, refusal: "referenceNeeded" });
    expect((await claimRow(opened.claimId)).status).toBe("open");
  });
});

describe("an item not as described, paid with PayPal", () => {
  it("opens within the return window and is refunded in full through PayPal, once", async () => {
    await addToCart(db, { userId: buyer.id }, await productId(db, "drill-b"), 1, "red");
    const context = appContext(db, media, { paypal: account });
    const answer = await callRoute(checkoutAction, {
      request: formPost("/shop/checkout", checkoutForm({ paymentMethod: "paypal" }), buyer.cookie),
      context,
    });
    const paypalOrderId = new URL(answer.location ?? "").searchParams.get("token") ?? "";
    const back = new URL(paypal.approve(paypalOrderId));
    await callRoute(paypalReturnLoader, { request: pageRequest(`${back.pathname}${back.search}`), context });
    const [checkout] = await db.select().from(paypalCheckouts).where(eq(paypalCheckouts.paypalOrderId, paypalOrderId));
    const [order] = await db.select().from(orders).where(eq(orders.id, checkout!.orderId));
    const { parts } = await deliverOrder(db, order!.number);
    const part = parts[0]!;
    // After the return window (30 days from delivery): too late for "not as described".
    expect(
      await openClaim(
        db,
        buyer.id,
        order!.number,
        claimInput(part.id, "not-as-described"),
        new Date(Date.now() + 31 * DAY),
      ),
    ).toEqual({ ok: false, refusal: "windowClosed" });
    const opened = await openClaim(db, buyer.id, order!.number, claimInput(part.id, "not-as-described"));
    if (!opened.ok) throw new Error(`refused: ${JSON.stringify(opened)}`);
    const net = partNet(part);
    const decide = () =>
      refundClaim(
        db,
        opened.claimId,
        operator,
        { amountCents: net, text: "The drill is a different model." },
        { paypal: account, log },
      );
    expect(await decide()).toEqual({ ok: true, repeated: false });
    const refunds = await refundsOf(order!.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: net, method: "paypal" });
    expect(await partDebits(order!.id, part.id)).toBe(-net);
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.paymentStatus).toBe("refunded");
    expect(await decide()).toEqual({ ok: true, repeated: true });
    expect(await refundsOf(order!.id)).toHaveLength(1);
  });
});

describe("a claim closed", () => {
  it("moves no money, is audited and told to both sides, and leaves the part to the return window", async () => {
    const { order, number, part } = await bought("bank", "completed");
    const opened = await openClaim(db, buyer.id, number, claimInput(part.id, "not-as-described"));
    if (!opened.ok) throw new Error("refused");
    const told = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "claim-news"))).filter(
        (mail) => mail.recipient === buyer.email || mail.recipient === seller.email,
      ).length;
    const before = await told();
    expect(await closeClaim(db, opened.claimId, operator, "The photos show the model ordered.")).toEqual({
      ok: true,
      repeated: false,
    });
    expect(await told()).toBe(before + 2);
    expect(await closeClaim(db, opened.claimId, operator, "again")).toEqual({ ok: true, repeated: true });
    expect((await claimRow(opened.claimId)).status).toBe("closed");
    expect(await refundsOf(order.id)).toHaveLength(0);
    const audited = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `claim:${opened.claimId}`));
    expect(audited.map((entry) => entry.action)).toEqual(["claim.close"]);
    const line = await firstLineOf(db, part.id);
    const returned = await requestReturn(db, buyer.id, number, {
      part: part.id,
      qty: { [String(line.id)]: 1 },
      reason: "not-as-described",
      text: "Sending it back then.",
      key: randomUUID(),
    });
    expect(returned.ok).toBe(true);
    // A return under way keeps a new claim of the part waiting (this part has had its one claim; the other is free).
  });

  it("is not opened while a return of the part is under way", async () => {
    const { number, part } = await bought("bank", "completed");
    const line = await firstLineOf(db, part.id);
    const returned = await requestReturn(db, buyer.id, number, {
      part: part.id,
      qty: { [String(line.id)]: 1 },
      reason: "damaged",
      text: "Cracked.",
      key: randomUUID(),
    });
    expect(returned.ok).toBe(true);
    expect(await openClaim(db, buyer.id, number, claimInput(part.id, "not-as-described"))).toEqual({
      ok: false,
      refusal: "returnOpen",
    });
  });
});

describe("the claim form as posted", () => {
  it("says beside the field when a parcel is not late yet, keeping what was typed; one form posted twice is one claim", async () => {
    const { number, part } = await bought("cash");
    const key = randomUUID();
    const fields = { part: String(part.id), kind: "not-received", text: "Nothing came.", key };
    const context = appContext(db, media);
    const early = await callRoute(openClaimRoute, {
      request: formPost(`/account/orders/${number}/claim?part=${part.id}`, fields, buyer.cookie),
      context,
      params: { orderId: number },
    });
    expect(early.status).toBe(409);
    expect(early.data).toMatchObject({ errors: { kind: "claims.errors.tooEarly" }, values: { text: "Nothing came." } });
    const late = appContext(db, media, { now: LATE });
    const post = () =>
      callRoute(openClaimRoute, {
        request: formPost(`/account/orders/${number}/claim?part=${part.id}`, fields, buyer.cookie),
        context: late,
        params: { orderId: number },
      });
    const first = await post();
    expect(first.status).toBe(303);
    expect(await post()).toMatchObject({ status: 303, location: first.location });
    const bad = await callRoute(openClaimRoute, {
      request: formPost(
        `/account/orders/${number}/claim`,
        { ...fields, kind: "lost", key: randomUUID() },
        buyer.cookie,
      ),
      context: late,
      params: { orderId: number },
    });
    expect(bad).toMatchObject({ status: 400, data: { errors: { kind: "claims.errors.kind" } } });
  });
});

describe("who may see and move a claim", () => {
  it("lets only its buyer and the part's seller see and write in it, and only an operator in the back office decide", async () => {
    const { number, part } = await bought("cash");
    expect(await openClaim(db, stranger.id, number, claimInput(part.id), LATE())).toEqual({
      ok: false,
      refusal: "notFound",
    });
    const opened = await openClaim(db, buyer.id, number, claimInput(part.id), LATE());
    if (!opened.ok) throw new Error("refused");
    const id = opened.claimId;
    expect((await claimForViewer(db, id, viewerOf(buyer)))?.side).toBe("buyer");
    expect((await claimForViewer(db, id, viewerOf(seller)))?.side).toBe("seller");
    expect((await claimForViewer(db, id, backOffice()))?.side).toBe("operator");
    for (const who of [viewerOf(stranger), viewerOf(otherSeller), viewerOf(operator, true)]) {
      expect(await claimForViewer(db, id, who)).toBeNull();
      expect(await writeInClaim(db, id, who, "Me too")).toEqual({ ok: false, refusal: "notFound" });
    }
    const context = appContext(db, media);
    const params = { claimId: String(id) };
    // A guest is sent to sign in; another user gets the not-found page.
    const guest = await callRoute(claimPageLoader, { request: pageRequest(`/account/claims/${id}`), context, params });
    expect(guest.status).toBe(302);
    const other = await callRoute(claimPageLoader, {
      request: pageRequest(`/account/claims/${id}`, otherSeller.cookie),
      context,
      params,
    });
    expect(other.status).toBe(404);
    // The buyer and the seller cannot decide, even by posting the operator's form to their page.
    const refund = { intent: "refund", amount: "1.00", decision: "Mine", reference: "X", occurredOn: "2026-11-20" };
    for (const who of [buyer, seller]) {
      const posted = await callRoute(claimPageAction, {
        request: formPost(`/account/claims/${id}`, refund, who.cookie),
        context,
        params,
      });
      expect(posted.status).toBe(404);
      const admin = await callRoute(adminClaimAction, {
        request: formPost(`/admin/claims/${id}`, refund, who.cookie),
        context,
        params,
      });
      expect([302, 303, 403, 404]).toContain(admin.status);
    }
    expect((await claimRow(id)).status).toBe("open");
    // The operator decides in the back office; the message beside the field when the amount is not money.
    const typo = await callRoute(adminClaimAction, {
      request: formPost(`/admin/claims/${id}`, { ...refund, amount: "ten" }, operator.cookie),
      context,
      params,
    });
    expect(typo).toMatchObject({ status: 400, data: { errors: { amount: "claims.errors.amount" } } });
    const closed = await callRoute(adminClaimAction, {
      request: formPost(
        `/admin/claims/${id}`,
        { intent: "close", decision: "Delivered per tracking." },
        operator.cookie,
      ),
      context,
      params,
    });
    expect(closed).toMatchObject({ status: 303, location: `/admin/claims/${id}?done=closed` });
    expect((await claimRow(id)).status).toBe("closed");
  });
});
