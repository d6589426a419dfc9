import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/product-review";
import { fieldErrorsOf } from "~domain/form";
import { productPage } from "~server/catalog/product-detail";
import { products, rateLimits, reviews } from "~server/db/schema";
import { hit } from "~server/http/rate-limit";
import { createLocalMediaStore } from "~server/media/local-store";
import { reviewedProductId, reviewSchema } from "~server/reviews/reviews";
import { seedCatalogFixture } from "../support/catalog-fixture";
import { stoppedClock } from "../support/clock";
import { createReview } from "../support/reviews";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
});

afterAll(async () => {
  await database?.cleanup();
});

async function productId(slug: string) {
  const id = await reviewedProductId(database.db, slug);
  if (id === null) throw new Error(`no product ${slug}`);
  return id;
}

/** The reviews the product page shows, newest first. */
async function listReviews(slug: string, limit: number) {
  const media = createLocalMediaStore(path.join(database.dataDir, "media"));
  const page = await productPage(database.db, media, slug, "en", { reviews: limit, related: 0 });
  return page?.reviews ?? [];
}

async function rating(id: number) {
  const [row] = await database.db
    .select({ sum: products.ratingSum, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

async function reviewCount(id: number) {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.productId, id));
  return row?.count;
}

const valid = { name: "Ann", email: "ann@example.com", text: "Works well.", stars: "4", website: "" };

describe("posting reviews", () => {
  it("50 reviews posted at once are all saved and the rating is their exact sum and count", async () => {
    const id = await productId("drill-a");
    const stars = Array.from({ length: 50 }, (_, i) => ((i * 7) % 5) + 1);
    await Promise.all(
      stars.map((n, i) =>
        createReview(database.db, {
          ...reviewSchema.parse({ ...valid, name: `Buyer ${i}`, stars: String(n) }),
          productId: id,
        }),
      ),
    );
    const total = stars.reduce((a, b) => a + b, 0);
    expect(await reviewCount(id)).toBe(50);
    expect(await rating(id)).toEqual({ sum: total, count: 50 });
    const row = await rating(id);
    expect((row?.sum ?? 0) / (row?.count ?? 1)).toBe(total / 50);
  });

  it("the average is the exact mean of the stars given", async () => {
    const id = await productId("drill-b");
    for (const n of [5, 4, 4]) {
      await createReview(database.db, { ...reviewSchema.parse({ ...valid, stars: String(n) }), productId: id });
    }
    const row = await rating(id);
    expect(row).toEqual({ sum: 13, count: 3 });
    expect((row?.sum ?? 0) / (row?.count ?? 1)).toBeCloseTo(13 / 3, 10);
  });

  it("lists a product's reviews newest first, without the reviewer's email", async () => {
    const id = await productId("saw-a");
    for (const name of ["First", "Second", "Third"]) {
      await createReview(database.db, { ...reviewSchema.parse({ ...valid, name }), productId: id });
    }
    const list = await listReviews("saw-a", 50);
    expect(list.map((review) => review.name)).toEqual(["Third", "Second", "First"]);
    expect(list[0]).not.toHaveProperty("email");
    expect(list[0]?.createdAt).toBeInstanceOf(Date);
    expect(await listReviews("saw-a", 2)).toHaveLength(2);
    expect(await listReviews("saw-b", 50)).toEqual([]);
  });

  it("stars default to 5 when none is chosen", () => {
    const { stars: _, ...noStars } = valid;
    expect(reviewSchema.parse(noStars).stars).toBe(5);
  });

  it("a review for a product that does not exist saves nothing", async () => {
    const before = await database.db.select({ count: sql<number>`count(*)::int` }).from(reviews);
    expect(await createReview(database.db, { ...reviewSchema.parse(valid), productId: 999_999 })).toBeNull();
    const after = await database.db.select({ count: sql<number>`count(*)::int` }).from(reviews);
    expect(after).toEqual(before);
  });
});

describe("review validation", () => {
  const errorsOf = (input: Record<string, string>) => {
    const parsed = reviewSchema.safeParse(input);
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };

  it("empty name, email and text are each refused as required", () => {
    expect(errorsOf({ ...valid, name: " ", email: "", text: "" })).toEqual({
      name: "errors.required",
      email: "errors.required",
      text: "errors.required",
    });
    expect(errorsOf({ stars: "5" })).toEqual({
      name: "errors.required",
      email: "errors.required",
      text: "errors.required",
    });
  });

  it("a bad email, stars outside 1–5 and an over-long text are refused", () => {
    expect(errorsOf({ ...valid, email: "not-an-email" })).toEqual({ email: "errors.emailInvalid" });
    expect(errorsOf({ ...valid, stars: "0" })).toEqual({ stars: "reviews.errors.starsInvalid" });
    expect(errorsOf({ ...valid, stars: "6" })).toEqual({ stars: "reviews.errors.starsInvalid" });
    expect(errorsOf({ ...valid, stars: "2.5" })).toEqual({ stars: "reviews.errors.starsInvalid" });
    expect(errorsOf({ ...valid, stars: "many" })).toEqual({ stars: "reviews.errors.starsInvalid" });
    expect(errorsOf({ ...valid, text: "x".repeat(4001) })).toEqual({ text: "reviews.errors.textTooLong" });
  });

  it("a filled honeypot is refused", () => {
    expect(errorsOf({ ...valid, website: "http://spam.example" })).toEqual({ website: "reviews.errors.rejected" });
  });

  it("refused input saves nothing", async () => {
    const id = await productId("drill-c");
    for (const input of [
      { ...valid, name: "" },
      { ...valid, stars: "6" },
      { ...valid, website: "x" },
    ]) {
      expect(reviewSchema.safeParse(input).success).toBe(false);
    }
    expect(await reviewCount(id)).toBe(0);
    expect(await rating(id)).toEqual({ sum: 0, count: 0 });
  });
});

describe("the rate limit", () => {
  it("lets the limit through and refuses the next hit in the same window, counted in the database", async () => {
    const rule = { limit: 5, windowSeconds: 600 };
    const now = stoppedClock();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => hit(database.db, "review:203.0.113.7", rule, now)),
    );
    expect(results).toEqual([true, true, true, true, true]);
    expect(await hit(database.db, "review:203.0.113.7", rule, now)).toBe(false);
    expect(await hit(database.db, "review:203.0.113.8", rule, now)).toBe(true);
    const [row] = await database.db
      .select({ hits: sql<number>`sum(${rateLimits.hits})::int` })
      .from(rateLimits)
      .where(eq(rateLimits.key, "review:203.0.113.7"));
    expect(row?.hits).toBe(6);
  });

  it("counts by the clock it is given: the last millisecond of a window, then a new window", async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    const minute = stoppedClock()().getTime() - 30_000;
    const at = (ms: number) => () => new Date(minute + ms);
    expect(await hit(database.db, "comment:203.0.113.9", rule, at(0))).toBe(true);
    expect(await hit(database.db, "comment:203.0.113.9", rule, at(59_999))).toBe(false);
    expect(await hit(database.db, "comment:203.0.113.9", rule, at(60_000))).toBe(true);
  });
});

describe("the review action", () => {
  /** A POST as the form sends it; `viaFetcher` is what the page's script adds. */
  async function post(slug: string, fields: Record<string, string>, clientIp: string, viaFetcher = true) {
    const body = new URLSearchParams({ ...fields, ...(viaFetcher ? { _fetcher: "1" } : {}) });
    const request = new Request(`http://localhost/shop/products/${slug}/reviews`, { method: "POST", body });
    const context = { db: database.db, clientIp } as unknown as Parameters<typeof action>[0]["context"];
    try {
      return await action({ request, params: { slug }, context } as Parameters<typeof action>[0]);
    } catch (thrown) {
      return thrown;
    }
  }
  const statusOf = (result: unknown) =>
    result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status;

  it("a fetcher post is answered with data: success, field errors with the typed values, then 429", async () => {
    const id = await productId("mower-a");
    const ok = (await post("mower-a", valid, "198.51.100.1")) as { data: unknown };
    expect(ok.data).toEqual({ ok: true, edited: false });
    const bad = (await post("mower-a", { ...valid, email: "nope" }, "198.51.100.1")) as { data: unknown };
    expect(statusOf(bad)).toBe(400);
    expect(bad.data).toMatchObject({
      ok: false,
      errors: { email: "errors.emailInvalid" },
      values: { name: "Ann", email: "nope", text: "Works well.", stars: "4" },
    });
    for (let i = 0; i < 4; i++) await post("mower-a", valid, "198.51.100.1");
    const limited = (await post("mower-a", valid, "198.51.100.1")) as { data: { errors: unknown } };
    expect(statusOf(limited)).toBe(429);
    expect(limited.data.errors).toEqual({ form: "reviews.errors.tooMany" });
    expect(await rating(id)).toEqual({ sum: 20, count: 5 });
  });

  it("a post without JavaScript is sent back to the product page with the outcome", async () => {
    const thanks = (await post("mower-b", valid, "198.51.100.2", false)) as Response;
    expect(thanks.status).toBe(303);
    expect(thanks.headers.get("Location")).toBe("/shop/products/mower-b?review=thanks#reviews");
    const invalid = (await post("mower-b", { ...valid, text: "" }, "198.51.100.2", false)) as Response;
    expect(invalid.headers.get("Location")).toBe("/shop/products/mower-b?review=invalid#reviews");
  });

  it("a post to a product that does not exist is a 404", async () => {
    expect(statusOf(await post("no-such-product", valid, "198.51.100.3"))).toBe(404);
  });
});
