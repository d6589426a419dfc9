import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction, loader as orderLoader } from "~/routes/account/order";
import { action as saleAction, loader as saleLoader } from "~/routes/account/sale";
import { loader as sellerLoader } from "~/routes/seller";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import type { OrderStatus } from "~domain/order-status";
import { mailOutbox, orderParts, orders, sellerRatings, users } from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInCast, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { insertOrder } from "../support/ledger-orders";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let stranger: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  ({ seller, otherSeller, buyer, stranger, operator } = await signedInCast(database.db));
  // The seller reads the store in Arabic: the mail about a rating comes in Arabic.
  await database.db.update(users).set({ locale: "ar" }).where(eq(users.id, seller.id));
  await database.db.update(users).set({ displayName: "Amira Haddad" }).where(eq(users.id, buyer.id));
});

afterAll(async () => {
  await database?.cleanup();
});

const context = () => appContext(database.db, media);
type RouteFunction = (args: never) => unknown;

/** An order of `who` with one part per seller (null: the store's own), each part in the status given. */
async function orderOf(who: SignedIn, parts: { sellerId: string | null; status: OrderStatus }[]) {
  const order = await insertOrder(database.db, {
    paymentMethod: "cash",
    currencyCode: "USD",
    currencyRate: "1",
    parts: parts.map((part) => ({ sellerId: part.sellerId, subtotalCents: 2000, discountCents: 0, shippingCents: 0 })),
  });
  await database.db.update(orders).set({ userId: who.id }).where(eq(orders.id, order.id));
  for (const [index, part] of parts.entries()) {
    await database.db.update(orderParts).set({ status: part.status }).where(eq(orderParts.id, order.partIds[index]!));
  }
  return order;
}

const scores = { asDescribed: "5", shippingSpeed: "4", communication: "3" };

function rate(
  number: string,
  fields: Record<string, string>,
  who: SignedIn | undefined,
  { viaFetcher = false }: { viaFetcher?: boolean } = {},
) {
  const posted = { intent: "rate", ...fields, ...(viaFetcher ? { [FETCHER_FIELD]: "1" } : {}) };
  return callRoute(orderAction as RouteFunction, {
    request: formPost(`/account/orders/${number}`, posted, who?.cookie),
    context: context(),
    params: { orderId: number },
  });
}

function answer(number: string, text: string, who: SignedIn | undefined, { viaFetcher = false } = {}) {
  const posted = { intent: "answerRating", answer: text, ...(viaFetcher ? { [FETCHER_FIELD]: "1" } : {}) };
  return callRoute(saleAction as RouteFunction, {
    request: formPost(`/account/sales/${number}`, posted, who?.cookie),
    context: context(),
    params: { orderNumber: number },
  });
}

const get = (loader: RouteFunction, url: string, params: Record<string, string>, who?: SignedIn) =>
  callRoute(loader, { request: pageRequest(url, who?.cookie), context: context(), params });

async function ratingsOfPart(partId: number) {
  return database.db.select().from(sellerRatings).where(eq(sellerRatings.partId, partId));
}

async function mailsTo(email: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "seller-rated")));
  return row?.n ?? 0;
}

async function slugOf(who: SignedIn) {
  const [row] = await database.db.select({ slug: users.shopSlug }).from(users).where(eq(users.id, who.id));
  return row!.slug!;
}

type SellerPageData = {
  ratings: {
    summary: { count: number; asDescribed: number; shippingSpeed: number; communication: number };
    latest: { buyerName: string | null; body: string | null; answer: string | null; asDescribed: number }[];
  };
};

async function sellerPageOf(who: SignedIn) {
  const slug = await slugOf(who);
  const page = await get(sellerLoader, `/shop/sellers/${slug}`, { slug });
  expect(page.status).toBe(200);
  return page.data as SellerPageData;
}

describe("rating a seller", () => {
  it("is the buyer's, once per completed part: the seller is mailed in their language, and the page shows it", async () => {
    const order = await orderOf(buyer, [{ sellerId: seller.id, status: "completed" }]);
    const partId = order.partIds[0]!;
    const first = await rate(order.number, { partId: String(partId), ...scores, body: "Well packed." }, buyer);
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/account/orders/${order.number}#rating-${partId}`);
    expect(first.setCookie).toMatch(/^flash=/);
    expect(decodeURIComponent(first.setCookie ?? "")).toContain("ratings.thanks");

    // The same form again, by a fetcher or a plain post: refused with a clear message, nothing written or mailed.
    for (const viaFetcher of [true, false]) {
      const again = await rate(order.number, { partId: String(partId), ...scores, body: "Again" }, buyer, {
        viaFetcher,
      });
      expect(again.status).toBe(409);
      expect(again.data).toMatchObject({ ok: false, formError: "ratings.errors.alreadyRated" });
    }
    const rows = await ratingsOfPart(partId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ asDescribed: 5, shippingSpeed: 4, communication: 3, body: "Well packed." });
    expect(await mailsTo(seller.email)).toBe(1);

    const [outbox] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "seller-rated"));
    expect(outbox!.locale).toBe("ar");
    const mail = await composeMail(database.db, outbox!, TEST_MAIL_SETTINGS);
    if ("gone" in mail) throw new Error(mail.gone);
    expect(mail.subject).toContain(order.number);
    expect(mail.subject).toContain("قيّمك");
    expect(mail.text).toContain("Well packed.");
    expect(mail.text).toContain(`/account/sales/${order.number}`);

    const page = await get(orderLoader, `/account/orders/${order.number}`, { orderId: order.number }, buyer);
    expect((page.data as { ratings: { partId: number; body: string }[] }).ratings).toEqual([
      expect.objectContaining({ partId, body: "Well packed." }),
    ]);
    const shown = await sellerPageOf(seller);
    expect(shown.ratings.latest[0]).toMatchObject({ buyerName: "Amira", body: "Well packed.", answer: null });
  });

  it("posted twice at once is written once", async () => {
    const order = await orderOf(buyer, [{ sellerId: seller.id, status: "completed" }]);
    const fields = { partId: String(order.partIds[0]), ...scores };
    const answers = await Promise.all([rate(order.number, fields, buyer), rate(order.number, fields, buyer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    expect(await ratingsOfPart(order.partIds[0]!)).toHaveLength(1);
  });

  it("through a fetcher is answered with data, the same outcome", async () => {
    const order = await orderOf(buyer, [{ sellerId: otherSeller.id, status: "completed" }]);
    const answer = await rate(order.number, { partId: String(order.partIds[0]), ...scores }, buyer, {
      viaFetcher: true,
    });
    expect(answer).toMatchObject({ status: 200, data: { rating: true, ok: true } });
    expect(await ratingsOfPart(order.partIds[0]!)).toEqual([expect.objectContaining({ body: null })]);
  });

  it("is refused to a second user, the seller, the operator and a guest, and for a part not completed or the store's", async () => {
    const order = await orderOf(buyer, [
      { sellerId: seller.id, status: "completed" },
      { sellerId: otherSeller.id, status: "pending" },
      { sellerId: otherSeller.id, status: "shipped" },
      { sellerId: null, status: "completed" },
    ]);
    const [completed, pending, shipped, stores] = order.partIds;
    for (const who of [stranger, seller, operator]) {
      const refused = await rate(order.number, { partId: String(completed), ...scores }, who);
      expect(refused.status, who.email).toBe(404);
    }
    const guest = await rate(order.number, { partId: String(completed), ...scores }, undefined);
    expect(guest.status).toBe(302);
    expect(guest.location).toMatch(/^\/account\/login/);
    // A part of another order is not this order's.
    const elsewhere = await orderOf(buyer, [{ sellerId: seller.id, status: "completed" }]);
    expect((await rate(order.number, { partId: String(elsewhere.partIds[0]), ...scores }, buyer)).status).toBe(404);
    for (const partId of [pending, shipped, stores]) {
      const refused = await rate(order.number, { partId: String(partId), ...scores }, buyer);
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({ formError: "ratings.errors.notRateable" });
    }
    for (const partId of order.partIds) expect(await ratingsOfPart(partId)).toEqual([]);
  });

  it("comes back with the messages beside the fields and what was typed, never a 500", async () => {
    const order = await orderOf(buyer, [{ sellerId: seller.id, status: "completed" }]);
    const partId = String(order.partIds[0]);
    const refused = await rate(
      order.number,
      { partId, asDescribed: "6", shippingSpeed: "4", body: "x".repeat(1001) },
      buyer,
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      rating: true,
      ok: false,
      errors: {
        asDescribed: "ratings.errors.chooseScore",
        communication: "ratings.errors.chooseScore",
        body: "ratings.errors.textTooLong",
      },
      values: { partId, asDescribed: "6", shippingSpeed: "4" },
    });
    for (const partId of ["", "abc", "-1", "99999999999"]) {
      expect((await rate(order.number, { partId, ...scores }, buyer)).status).toBe(400);
    }
    expect(await ratingsOfPart(order.partIds[0]!)).toEqual([]);
  });
});

describe("the seller's page", () => {
  it("averages each score over the last 12 months, and lists the latest ratings, older ones too", async () => {
    const rated = await signedInUser(database.db, "rated-seller@example.com");
    const given = [
      { asDescribed: 5, shippingSpeed: 4, communication: 5 },
      { asDescribed: 4, shippingSpeed: 2, communication: 5 },
      { asDescribed: 4, shippingSpeed: 3, communication: 4 },
      // Thirteen months ago: out of the averages.
      { asDescribed: 1, shippingSpeed: 1, communication: 1 },
    ];
    for (const [index, score] of given.entries()) {
      const order = await orderOf(buyer, [{ sellerId: rated.id, status: "completed" }]);
      const fields = Object.fromEntries(Object.entries(score).map(([name, value]) => [name, String(value)]));
      const answer = await rate(order.number, { partId: String(order.partIds[0]), ...fields }, buyer);
      expect(answer.status).toBe(303);
      if (index === given.length - 1) {
        await database.db
          .update(sellerRatings)
          .set({ createdAt: new Date(Date.now() - 396 * 86_400_000) })
          .where(eq(sellerRatings.partId, order.partIds[0]!));
      }
    }
    const { ratings } = await sellerPageOf(rated);
    // (5 + 4 + 4) / 3 = 4.33…, (4 + 2 + 3) / 3 = 3, (5 + 5 + 4) / 3 = 4.66…
    expect(ratings.summary).toEqual({ count: 3, asDescribed: 4.3, shippingSpeed: 3, communication: 4.7 });
    expect(ratings.latest.map((rating) => rating.asDescribed)).toEqual([4, 4, 5, 1]);

    const none = await sellerPageOf(operator);
    expect(none.ratings).toEqual({
      summary: { count: 0, asDescribed: 0, shippingSpeed: 0, communication: 0 },
      latest: [],
    });
  });
});

describe("answering a rating", () => {
  it("is the rated seller's, once, and shows on their page; anyone else gets the not-found page", async () => {
    const order = await orderOf(buyer, [
      { sellerId: seller.id, status: "completed" },
      { sellerId: otherSeller.id, status: "completed" },
    ]);
    // Nothing to answer before the buyer rates.
    expect((await answer(order.number, "Thanks!", seller)).status).toBe(404);
    expect((await rate(order.number, { partId: String(order.partIds[0]), ...scores }, buyer)).status).toBe(303);

    const sale = await get(saleLoader, `/account/sales/${order.number}`, { orderNumber: order.number }, seller);
    expect((sale.data as { rating: { answer: string | null } }).rating).toMatchObject({ answer: null });

    // The seller of the order's other part, the buyer, a stranger and the operator.
    for (const who of [otherSeller, buyer, stranger, operator]) {
      expect((await answer(order.number, "Not mine", who)).status, who.email).toBe(404);
    }
    const guest = await answer(order.number, "Anyone", undefined);
    expect(guest.status).toBe(302);

    const empty = await answer(order.number, "   ", seller);
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ errors: { answer: "errors.required" } });
    const long = await answer(order.number, "y".repeat(1001), seller);
    expect(long.data).toMatchObject({ errors: { answer: "ratings.errors.answerTooLong" } });

    const first = await answer(order.number, "Thank you, come again.", seller);
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/account/sales/${order.number}#rating`);
    for (const viaFetcher of [true, false]) {
      const again = await answer(order.number, "Changed my mind", seller, { viaFetcher });
      expect(again.status).toBe(409);
      expect(again.data).toMatchObject({
        formError: "ratings.errors.alreadyAnswered",
        values: { answer: "Changed my mind" },
      });
    }
    const [row] = await ratingsOfPart(order.partIds[0]!);
    expect(row).toMatchObject({ answer: "Thank you, come again." });
    expect(row!.answeredAt).toBeInstanceOf(Date);

    const { ratings } = await sellerPageOf(seller);
    expect(ratings.latest[0]).toMatchObject({ answer: "Thank you, come again." });
  });
});
