import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCategory } from "~server/catalog/categories";
import { HOME_LIMITS, type HomeVariant, homePage } from "~server/catalog/home";
import type { ProductCard } from "~server/catalog/product-card";
import { DEFAULT_FEATURED_TABS, DEFAULT_SHELVES } from "~server/content/home-defaults";
import { brands, categories, homeSlides, products, sitePages } from "~server/db/schema";
import type { MediaStore } from "~server/media/store";
import { seedContentRows } from "~server/seed/demo";
import { openDemoDatabase } from "../support/demo-pictures";
import type { TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: MediaStore;

beforeAll(async () => {
  ({ database, media } = await openDemoDatabase());
}, 180_000);

afterAll(async () => {
  await database?.cleanup();
});

/** A home page with every block below the fold awaited too. */
async function home(variant: HomeVariant) {
  const page = await homePage(database.db, media, "en", variant, new Date());
  const [bestsellers, categoryCards, latest, news, brandList, topRated, discounted, bestsellersColumn] =
    await Promise.all([
      page.bestsellers,
      page.categories,
      page.latest,
      page.news,
      page.brands,
      page.topRated,
      page.discounted,
      page.bestsellersColumn,
    ]);
  return {
    ...page,
    bestsellers,
    categories: categoryCards,
    latest,
    news,
    brands: brandList,
    topRated,
    discounted,
    bestsellersColumn,
  };
}

/** The database rows behind some cards, by slug. */
async function rowsOf(cards: ProductCard[]) {
  const rows = await database.db
    .select()
    .from(products)
    .where(
      inArray(
        products.slug,
        cards.map((card) => card.slug),
      ),
    );
  return new Map(rows.map((row) => [row.slug, row]));
}

describe.each(["one", "two"] as const)("home page %s", (variant) => {
  // The seeded shelves' counts (the operator's, /admin/home) and the page's own limits.
  const limits = {
    ...HOME_LIMITS[variant],
    bestsellers: DEFAULT_SHELVES.bestsellers.count,
    latest: DEFAULT_SHELVES.newArrivals.count,
  };

  it("fills every block, within the limits of the specification", async () => {
    const page = await home(variant);
    expect(page.slides).toHaveLength(3);
    expect(page.featured.all.length).toBeGreaterThan(0);
    expect(page.featured.all.length).toBeLessThanOrEqual(limits.featured);
    expect(page.featured.tabs.map((tab) => tab.slug)).toEqual([...DEFAULT_FEATURED_TABS]);
    for (const tab of page.featured.tabs) {
      expect(tab.products.length, tab.slug).toBeGreaterThan(0);
      expect(tab.products.length, tab.slug).toBeLessThanOrEqual(limits.featured);
    }
    const blocks = {
      bestsellers: [page.bestsellers, limits.bestsellers],
      categories: [page.categories, limits.categories],
      latest: [page.latest, limits.latest],
      news: [page.news, limits.news],
      topRated: [page.topRated, limits.columns],
      discounted: [page.discounted, limits.columns],
      bestsellersColumn: [page.bestsellersColumn, limits.columns],
    } as const;
    for (const [name, [list, limit]] of Object.entries(blocks)) {
      expect(list.length, name).toBeGreaterThan(0);
      expect(list.length, name).toBeLessThanOrEqual(limit);
    }
    // The demo catalogue has more than enough of each, so every block is full.
    expect(page.bestsellers).toHaveLength(limits.bestsellers);
    expect(page.latest).toHaveLength(limits.latest);
    expect(page.topRated).toHaveLength(limits.columns);
    expect(page.categories).toHaveLength(limits.categories);
    expect(page.brands.length).toBeGreaterThan(0);
  });

  it("shows at most 5 sub-categories on each category card", async () => {
    const page = await home(variant);
    for (const card of page.categories) {
      expect(card.children.length, card.slug).toBeGreaterThan(0);
      expect(card.children.length, card.slug).toBeLessThanOrEqual(5);
    }
  });
});

describe("the home page blocks", () => {
  it("show only products in stock", async () => {
    const page = await home("one");
    const cards = [
      ...page.featured.all,
      ...page.featured.tabs.flatMap((tab) => tab.products),
      ...page.bestsellers,
      ...page.latest,
      ...page.topRated,
      ...page.discounted,
    ];
    expect(cards.every((card) => card.availability === "in-stock")).toBe(true);
  });

  it("fill each featured tab with featured products of that category or any category below it", async () => {
    const page = await home("one");
    for (const tab of page.featured.tabs) {
      const view = await findCategory(database.db, { slug: tab.slug }, "en");
      expect(view, tab.slug).not.toBeNull();
      const rows = await rowsOf(tab.products);
      for (const card of tab.products) {
        expect(view?.subtreeIds, `${card.slug} in ${tab.slug}`).toContain(rows.get(card.slug)?.categoryId);
        expect(card.badges.length, card.slug).toBeGreaterThan(0);
      }
    }
    expect(page.featured.tabs.map((tab) => tab.name)).toEqual(["Power Tools", "Hand Tools", "Plumbing"]);
  });

  it("put a featured drill, two levels below Power Tools, in the Power Tools tab and in no other", async () => {
    const [drills] = await database.db.select().from(categories).where(eq(categories.slug, "drills"));
    const [brand] = await database.db.select().from(brands).limit(1);
    if (!drills || !brand) throw new Error("the demo catalogue has no drills or brands");
    await database.db.insert(products).values({
      slug: "home-test-featured-drill",
      name: "Home Test Featured Drill",
      description: "A drill that everyone rates highly.",
      priceCents: 9900,
      badges: ["hot"],
      brandId: brand.id,
      categoryId: drills.id,
      ratingSum: 1_000_000,
      ratingCount: 200_000,
    });
    // The shelves are kept in memory until a product changes; on PostgreSQL that notice comes a moment later.
    await database.settled();
    const page = await home("one");
    const slugsOf = (slug: string) =>
      page.featured.tabs.find((tab) => tab.slug === slug)?.products.map((card) => card.slug) ?? [];
    expect(page.featured.all[0]?.slug).toBe("home-test-featured-drill");
    expect(slugsOf("power-tools")[0]).toBe("home-test-featured-drill");
    expect(slugsOf("hand-tools")).not.toContain("home-test-featured-drill");
    expect(slugsOf("plumbing")).not.toContain("home-test-featured-drill");
    await database.db.delete(products).where(eq(products.slug, "home-test-featured-drill"));
    await database.settled();
  });

  it("offer only discounted products as special offers, the largest discount first", async () => {
    const page = await home("two");
    const rows = await rowsOf(page.discounted);
    const discounts = page.discounted.map((card) => {
      const row = rows.get(card.slug);
      expect(row?.compareAtCents, card.slug).not.toBeNull();
      expect(row?.compareAtCents ?? 0, card.slug).toBeGreaterThan(row?.priceCents ?? 0);
      expect(card.compareAtCents, card.slug).toBe(row?.compareAtCents);
      return ((row?.compareAtCents ?? 0) - (row?.priceCents ?? 0)) / (row?.compareAtCents ?? 1);
    });
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it("list top rated products by their average rating, best first", async () => {
    const page = await home("two");
    const rows = await rowsOf(page.topRated);
    const averages = page.topRated.map((card) => {
      const row = rows.get(card.slug);
      expect(row?.ratingCount ?? 0, card.slug).toBeGreaterThan(0);
      return (row?.ratingSum ?? 0) / (row?.ratingCount ?? 1);
    });
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    // Nothing left out rates higher than the last one shown.
    const all = await database.db.select().from(products).where(eq(products.availability, "in-stock"));
    const best = all.filter((p) => p.ratingCount > 0).map((p) => p.ratingSum / p.ratingCount);
    expect(Math.max(...best)).toBe(averages[0]);
  });

  it("list new arrivals newest first, and bestsellers by their number of ratings", async () => {
    const page = await home("one");
    const latest = await rowsOf(page.latest);
    const times = page.latest.map((card) => latest.get(card.slug)?.createdAt.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const counts = page.bestsellers.map((card) => card.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.bestsellersColumn).toEqual(page.bestsellers.slice(0, HOME_LIMITS.one.columns));
  });

  it("give each seeded slide the picture of the category it leads to", async () => {
    const page = await home("one");
    expect(page.slides.map((slide) => slide.link)).toEqual([
      "/shop/catalog/power-tools",
      "/shop/catalog/hand-tools",
      "/shop/catalog/measurement",
    ]);
    for (const slide of page.slides) expect(slide.image).toMatch(/categories\/.+-card\.webp$/);
  });

  it("are seeded as rows once, with the six site pages, however often a start asks again", async () => {
    await seedContentRows(database.db);
    expect(await database.db.select().from(homeSlides)).toHaveLength(3);
    expect((await database.db.select().from(sitePages)).map((page) => page.slug).sort()).toEqual([
      "about-us",
      "delivery",
      "faq",
      "privacy",
      "returns",
      "terms",
    ]);
  });

  it("speak the visitor's language in the tabs and category cards", async () => {
    const page = await homePage(database.db, media, "ru", "one", new Date());
    expect(page.featured.tabs[0]?.name).toBe("Электроинструменты");
    const cards = await page.categories;
    expect(cards[0]?.name).toBe("Электроинструменты");
  });
});
