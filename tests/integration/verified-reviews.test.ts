import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as hideAction } from "~/routes/admin/reviews";
import { loader as productLoader } from "~/routes/product";
import { action as reviewAction } from "~/routes/product-review";
import { action as invitedAction, loader as invitedLoader } from "~/routes/review-invitation";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { setOperator } from "~server/accounts/operators";
import { createGuestSession, type SessionUser } from "~server/accounts/sessions";
import { hideReview } from "~server/admin/reviews";
import { productPage } from "~server/catalog/product-detail";
import { auditLog, mailOutbox, orderParts, orders, products, reviews, users } from "~server/db/schema";
import { composeMail } from "~server/mail/compose";
import { markSent } from "~server/mail/outbox";
import { createLocalMediaStore } from "~server/media/local-store";
import { changePart } from "~server/orders/order-parts";
import { partChangeSchema } from "~server/orders/part-input";
import { placeOrder } from "~server/orders/place-order";
import { reviewSchema, writeReview } from "~server/reviews/reviews";
import { changeSetting } from "~server/settings/store-settings";
import { addToCart, type CartOwner } from "~server/shopping/cart";
import { type SignedIn, signedInUser } from "../support/accounts";
import { productId, seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { checkoutInput } from "../support/checkout";
import { payInFull } from "../support/payments";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { TEST_MAIL_SETTINGS } from "../support/smtp-inbox";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let seller: SignedIn;
let buyer: SignedIn;
let waiting: SignedIn;
let stranger: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  seller = await signedInUser(database.db, "seller@example.com");
  buyer = await signedInUser(database.db, "buyer@example.com");
  waiting = await signedInUser(database.db, "waiting@example.com");
  stranger = await signedInUser(database.db, "stranger@example.com");
  operator = await signedInUser(database.db, "operator@example.com");
  await setOperator(database.db, operator.email, true);
  for (const slug of [
    "drill-a",
    "drill-b",
    "drill-c",
    "drill-d",
    "drill-e",
    "saw-a",
    "saw-b",
    "saw-c",
    "mower-a",
    "mower-b",
  ]) {
    await database.db.update(products).set({ ownerId: seller.id }).where(eq(products.slug, slug));
  }
});

afterAll(async () => {
  await database?.cleanup();
});

let posts = 0;
// Each post from its own address: the review form's rate limit is not what these tests are about.
const context = () => appContext(database.db, media, { clientIp: `198.51.100.${++posts % 250}` });
const valid = { name: "Ann", email: "ann@example.com", text: "Works well.", stars: "4", website: "" };

/** A paid order of one unit of each product, by an account or a guest, its part moved as far as `until`. */
async function order(by: SignedIn | "guest", slugs: string[], until: "pending" | "shipped" | "completed") {
  const session = by === "guest" ? await createGuestSession(database.db, pageRequest("/")) : null;
  const owner: CartOwner = session ? { sessionId: session.sessionId } : { userId: (by as SignedIn).id };
  for (const slug of slugs) await addToCart(database.db, owner, await productId(database.db, slug), 1);
  const base = checkoutInput();
  const placed = await placeOrder(database.db, {
    owner,
    userId: session ? null : (by as SignedIn).id,
    sessionId: session?.sessionId ?? "a-session",
    currencyCode: "USD",
    locale: "en",
    checkout: { ...base, billing: { ...base.billing, email: session ? "guest@example.com" : (by as SignedIn).email } },
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  await payInFull(database.db, placed.number);
  const [part] = await database.db
    .select({ id: orderParts.id })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orders.number, placed.number));
  const move = async (action: "ship" | "complete", from: "pending" | "shipped") => {
    const moved = await changePart(
      database.db,
      { role: "seller", userId: seller.id },
      placed.number,
      partChangeSchema.parse({ partId: String(part!.id), action, from }),
    );
    if (!moved.ok) throw new Error(`part not moved: ${JSON.stringify(moved)}`);
  };
  if (until !== "pending") await move("ship", "pending");
  if (until === "completed") await move("complete", "shipped");
  return { number: placed.number, partId: part!.id };
}

async function rating(slug: string) {
  const [row] = await database.db
    .select({ sum: products.ratingSum, count: products.ratingCount })
    .from(products)
    .where(eq(products.slug, slug));
  return row;
}

async function shown(slug: string, verifiedOnly = false) {
  const page = await productPage(database.db, media, slug, "en", { reviews: 50, related: 0 }, verifiedOnly);
  return { reviews: page?.reviews ?? [], verified: page?.verifiedReviews };
}

/** A post of the product page's review form, through a fetcher (or as a plain post), with a browser's cookie. */
const postReview = (slug: string, fields: Record<string, string>, cookie?: string, viaFetcher = true) =>
  callRoute(reviewAction, {
    request: formPost(
      `/shop/products/${slug}/reviews`,
      { ...fields, ...(viaFetcher ? { _fetcher: "1" } : {}) },
      cookie,
    ),
    context: context(),
    params: { slug },
  });

async function reviewsOf(slug: string) {
  return database.db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      text: reviews.body,
      stars: reviews.rating,
      verified: reviews.verified,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(products.slug, slug))
    .orderBy(reviews.id);
}

/** The "review it" links of the newest "is complete" mail to this address, as its text shows them. */
async function reviewLinksMailedTo(email: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "part-changed")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no mail to ${email}`);
  const mail = await composeMail(database.db, row, TEST_MAIL_SETTINGS);
  if ("gone" in mail) throw new Error(mail.gone);
  const links = [...mail.text.matchAll(/https?:\/\/\S+\/shop\/products\/([\w-]+)\/review\?token=([\w-]+)/g)];
  return { row, mail, links: links.map((match) => ({ slug: match[1]!, token: match[2]! })) };
}

describe("the verified mark", () => {
  it("is given only to a signed-in buyer with a completed line of the product", async () => {
    await order(buyer, ["drill-a"], "completed");
    await order(waiting, ["drill-a"], "shipped");
    expect(await postReview("drill-a", { ...valid, name: "Buyer" }, buyer.cookie)).toMatchObject({ status: 200 });
    await postReview("drill-a", { ...valid, name: "Shipped only" }, waiting.cookie);
    await postReview("drill-a", { ...valid, name: "Stranger" }, stranger.cookie);
    await postReview("drill-a", { ...valid, name: "Guest" });
    const page = await shown("drill-a");
    expect(page.reviews.map((review) => [review.name, review.verified])).toEqual([
      ["Guest", false],
      ["Stranger", false],
      ["Shipped only", false],
      ["Buyer", true],
    ]);
    expect(page.verified).toBe(1);
    // The filter shows the verified ones only, through the page's own loader and its query parameter.
    const filtered = await callRoute(productLoader, {
      request: pageRequest("/shop/products/drill-a?reviews=verified"),
      context: context(),
      params: { slug: "drill-a" },
    });
    const data = filtered.data as { reviews: { name: string }[]; verifiedReviews: number; reviewFilter: string | null };
    expect(data.reviews.map((review) => review.name)).toEqual(["Buyer"]);
    expect([data.verifiedReviews, data.reviewFilter]).toEqual([1, "verified"]);
    // Another value of the parameter is not an error: every review is shown.
    const unknown = await callRoute(productLoader, {
      request: pageRequest("/shop/products/drill-a?reviews=%3Cscript%3E"),
      context: context(),
      params: { slug: "drill-a" },
    });
    expect(unknown.status).toBe(200);
    expect((unknown.data as { reviews: unknown[]; reviewFilter: null }).reviews).toHaveLength(4);
  });

  it("is decided again on an edit: a review written before the part completed is verified once edited after", async () => {
    const placed = await order(waiting, ["saw-b"], "shipped");
    await postReview("saw-b", { ...valid, stars: "2" }, waiting.cookie);
    expect((await reviewsOf("saw-b")).map((review) => review.verified)).toEqual([false]);
    await changePart(
      database.db,
      { role: "seller", userId: seller.id },
      placed.number,
      partChangeSchema.parse({ partId: String(placed.partId), action: "complete", from: "shipped" }),
    );
    const edited = await postReview("saw-b", { ...valid, stars: "5", text: "Better than I said." }, waiting.cookie);
    expect(edited.data).toEqual({ ok: true, edited: true });
    expect(await reviewsOf("saw-b")).toMatchObject([{ text: "Better than I said.", stars: 5, verified: true }]);
    expect(await rating("saw-b")).toEqual({ sum: 5, count: 1 });
  });
});

describe("editing", () => {
  it("keeps the rating exact: the old stars out, the new in; the same form twice changes nothing more", async () => {
    await postReview("drill-e", { ...valid, name: "Other", stars: "3" });
    await postReview("drill-e", { ...valid, stars: "5" }, stranger.cookie);
    expect(await rating("drill-e")).toEqual({ sum: 8, count: 2 });
    const edit = { ...valid, stars: "2", text: "Changed my mind." };
    const answers = [
      await postReview("drill-e", edit, stranger.cookie),
      await postReview("drill-e", edit, stranger.cookie),
    ];
    expect(answers.map((answer) => answer.data)).toEqual([
      { ok: true, edited: true },
      { ok: true, edited: true },
    ]);
    expect(await rating("drill-e")).toEqual({ sum: 5, count: 2 });
    expect((await reviewsOf("drill-e")).filter((review) => review.userId === stranger.id)).toHaveLength(1);
    // Without scripts, the page says the review was updated.
    const plain = await postReview("drill-e", edit, stranger.cookie, false);
    expect(plain.location).toBe("/shop/products/drill-e?review=updated#reviews");
  });

  it("from many posts at once by one account keeps one review, and the rating holds exactly its stars", async () => {
    const stars = [1, 2, 3, 4, 5, 4, 3, 2, 1, 5];
    const id = await productId(database.db, "drill-b");
    await Promise.all(
      stars.map((n) =>
        writeReview(database.db, {
          ...reviewSchema.parse({ ...valid, stars: String(n) }),
          productId: id,
          userId: buyer.id,
        }),
      ),
    );
    const mine = await reviewsOf("drill-b");
    expect(mine).toHaveLength(1);
    expect(await rating("drill-b")).toEqual({ sum: mine[0]!.stars, count: 1 });
  });

  it("of someone else's review is impossible: another account and a guest each write their own", async () => {
    await postReview("saw-c", { ...valid, text: "Mine.", stars: "5" }, buyer.cookie);
    await postReview("saw-c", { ...valid, text: "Overwritten?", stars: "1" }, stranger.cookie);
    await postReview("saw-c", { ...valid, text: "Overwritten?", stars: "1" });
    const all = await reviewsOf("saw-c");
    expect(all.find((review) => review.userId === buyer.id)).toMatchObject({ text: "Mine.", stars: 5 });
    expect(all).toHaveLength(3);
    expect(await rating("saw-c")).toEqual({ sum: 7, count: 3 });
  });
});

describe("the store setting: reviews from buyers only", () => {
  it("refuses anyone else with a clear message, saves nothing, and tells the form why before it is filled", async () => {
    await changeSetting(database.db, operator, "reviews", { buyersOnly: true });
    // The kept settings drop on the table's notice, which PostgreSQL sends a moment after the commit.
    await database.settled();
    try {
      await order(buyer, ["drill-c"], "completed");
      const before = await rating("drill-c");
      for (const cookie of [stranger.cookie, undefined]) {
        const refused = await postReview("drill-c", valid, cookie);
        expect(refused).toMatchObject({
          status: 403,
          data: { ok: false, errors: { form: "reviews.errors.buyersOnly" } },
        });
        expect((refused.data as { values: Record<string, string> }).values).toMatchObject({ text: "Works well." });
        const plain = await postReview("drill-c", valid, cookie, false);
        expect(plain.location).toBe("/shop/products/drill-c?review=buyersOnly#reviews");
      }
      expect(await rating("drill-c")).toEqual(before);
      const page = await callRoute(productLoader, {
        request: pageRequest("/shop/products/drill-c", stranger.cookie),
        context: context(),
        params: { slug: "drill-c" },
      });
      expect((page.data as { reviewForm: unknown }).reviewForm).toEqual({ own: null, buyer: false, buyersOnly: true });
      expect(await postReview("drill-c", valid, buyer.cookie)).toMatchObject({ data: { ok: true } });
      expect((await reviewsOf("drill-c")).map((review) => [review.userId, review.verified])).toEqual([
        [buyer.id, true],
      ]);
      const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ action: "setting.change", subject: "setting:reviews" });
    } finally {
      await changeSetting(database.db, operator, "reviews", { buyersOnly: false });
      await database.settled();
    }
  });
});

describe("hiding", () => {
  it("takes a review off the page, out of the rating and the verified count; only an operator may", async () => {
    await order(buyer, ["saw-a"], "completed");
    await postReview("saw-a", { ...valid, stars: "1" }, buyer.cookie);
    await postReview("saw-a", { ...valid, name: "Kept", stars: "4" });
    const [hidden] = (await reviewsOf("saw-a")).filter((review) => review.userId === buyer.id);
    const fields = { reviewId: String(hidden!.id), reason: "Abusive", [CONFIRMED_FIELD]: "1" };
    for (const cookie of [buyer.cookie, stranger.cookie, undefined]) {
      const refused = await callRoute(hideAction, {
        request: formPost("/admin/reviews", fields, cookie),
        context: context(),
      });
      expect(refused.status).toBe(404);
    }
    expect((await shown("saw-a")).verified).toBe(1);
    const done = await callRoute(hideAction, {
      request: formPost("/admin/reviews", fields, operator.cookie),
      context: context(),
    });
    expect(done.status).toBe(303);
    const page = await shown("saw-a");
    expect(page.reviews.map((review) => review.name)).toEqual(["Kept"]);
    expect(page.verified).toBe(0);
    expect(await rating("saw-a")).toEqual({ sum: 4, count: 1 });
    // Its author may still edit it; it stays hidden and out of the rating.
    const edited = await postReview("saw-a", { ...valid, stars: "5" }, buyer.cookie);
    expect(edited.data).toEqual({ ok: true, edited: true });
    expect(await rating("saw-a")).toEqual({ sum: 4, count: 1 });
    expect(await hideReview(database.db, operatorUser(), hidden!.id, "Again")).toBe(true);
    expect(await rating("saw-a")).toEqual({ sum: 4, count: 1 });
    const [audits] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.hide"), eq(auditLog.subject, `review:${hidden!.id}`)));
    expect(audits?.count).toBe(1);
  });
});

/** The operator as the back office's functions take them. */
function operatorUser(): SessionUser {
  return { id: operator.id, email: operator.email, displayName: "Operator", avatarUrl: null, role: "operator" };
}

describe("the completed part's mail and its links", () => {
  it("links each product to its review form; the link writes a verified review, and used again edits it", async () => {
    const placed = await order(buyer, ["drill-d", "mower-a"], "completed");
    const { row, mail, links } = await reviewLinksMailedTo(buyer.email);
    expect(mail.subject).toContain(placed.number);
    expect(links.map((link) => link.slug).sort()).toEqual(["drill-d", "mower-a"]);
    const drill = links.find((link) => link.slug === "drill-d")!;

    // Signed out: the page opens the form for that buyer.
    const page = await callRoute(invitedLoader, {
      request: pageRequest(`/shop/products/drill-d/review?token=${drill.token}`),
      context: context(),
      params: { slug: "drill-d" },
    });
    expect(page.data).toMatchObject({ token: drill.token, form: { review: null, email: buyer.email } });
    const post = (fields: Record<string, string>, slug = "drill-d") =>
      callRoute(invitedAction, {
        request: formPost(`/shop/products/${slug}/review`, { ...fields, _fetcher: "1" }),
        context: context(),
        params: { slug },
      });
    expect((await post({ ...valid, token: drill.token, stars: "3" })).data).toEqual({ ok: true, edited: false });
    expect((await post({ ...valid, token: drill.token, stars: "5", text: "Even better." })).data).toEqual({
      ok: true,
      edited: true,
    });
    expect(await reviewsOf("drill-d")).toMatchObject([
      { userId: buyer.id, stars: 5, text: "Even better.", verified: true },
    ]);
    expect(await rating("drill-d")).toEqual({ sum: 5, count: 1 });
    // Signed in on the product page, the same buyer edits the same review.
    expect((await postReview("drill-d", { ...valid, stars: "4" }, buyer.cookie)).data).toEqual({
      ok: true,
      edited: true,
    });
    expect(await reviewsOf("drill-d")).toHaveLength(1);

    // A token changed by one character, or used for another product, opens nothing and writes nothing.
    const tampered = `${drill.token.slice(0, -1)}${drill.token.endsWith("A") ? "B" : "A"}`;
    for (const [token, slug] of [
      [tampered, "drill-d"],
      [drill.token, "mower-a"],
      ["not-a-token", "drill-d"],
    ] as const) {
      const opened = await callRoute(invitedLoader, {
        request: pageRequest(`/shop/products/${slug}/review?token=${token}`),
        context: context(),
        params: { slug },
      });
      expect(opened.data).toMatchObject({ token: null, form: null });
      const refused = await post({ ...valid, token }, slug);
      expect(refused).toMatchObject({ status: 404, data: { errors: { form: "reviews.errors.linkInvalid" } } });
    }
    expect(await reviewsOf("mower-a")).toEqual([]);

    // Once sent, the outbox keeps no token.
    await markSent(database.db, row, "test");
    const [sent] = await database.db
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row.id));
    expect(sent?.payload).not.toHaveProperty("reviewLinks");
  });

  it("works for a guest's order: the review is verified, has no account, and the link used again edits it", async () => {
    await order("guest", ["mower-b"], "completed");
    const { links } = await reviewLinksMailedTo("guest@example.com");
    const link = links.find((candidate) => candidate.slug === "mower-b")!;
    const post = (fields: Record<string, string>, viaFetcher = true) =>
      callRoute(invitedAction, {
        request: formPost("/shop/products/mower-b/review", {
          ...fields,
          token: link.token,
          ...(viaFetcher ? { _fetcher: "1" } : {}),
        }),
        context: context(),
        params: { slug: "mower-b" },
      });
    // Without scripts: back to the product page, which thanks them.
    expect((await post({ ...valid, stars: "2" }, false)).location).toBe("/shop/products/mower-b?review=thanks#reviews");
    // A refused form comes back with its message beside the field and what was typed.
    const refused = await post({ ...valid, email: "nope", text: "Kept text" }, false);
    expect(refused).toMatchObject({
      status: 400,
      data: { errors: { email: "errors.emailInvalid" }, values: { text: "Kept text" } },
    });
    expect((await post({ ...valid, stars: "4" })).data).toEqual({ ok: true, edited: true });
    expect(await reviewsOf("mower-b")).toMatchObject([{ userId: null, stars: 4, verified: true }]);
    expect(await rating("mower-b")).toEqual({ sum: 4, count: 1 });
    const [guestAccount] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "guest@example.com"));
    expect(guestAccount).toBeUndefined();
  });
});
