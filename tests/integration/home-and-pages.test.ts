import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as adminHomeAction, loader as adminHomeLoader } from "~/routes/admin/home";
import { action as slideAction, loader as slideLoader } from "~/routes/admin/home-slide";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/site-page";
import { loader as pagesLoader } from "~/routes/admin/site-pages";
import { loader as homeLoader } from "~/routes/home";
import { loader as sitePageLoader } from "~/routes/site/site-page";
import { DEFAULT_RETURN_SETTINGS } from "~domain/returns";
import { DEFAULT_SHIPPING } from "~domain/shipping";
import { setOperator } from "~server/accounts/operators";
import type { HomePageData } from "~server/catalog/home";
import { auditLog, homeSlides, sitePages } from "~server/db/schema";
import type { PageCache } from "~server/http/page-cache";
import { createLocalMediaStore } from "~server/media/local-store";
import { changeSetting } from "~server/settings/store-settings";
import { type SignedIn, signedInUser } from "../support/accounts";
import { seedCatalogFixture, seedDollar } from "../support/catalog-fixture";
import { buildDir, closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let media: ReturnType<typeof createLocalMediaStore>;
let operator: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  media = createLocalMediaStore(path.join(database.dataDir, "media"));
  await seedCatalogFixture(database.db);
  await seedDollar(database.db);
  operator = await signedInUser(database.db, "boss@example.com");
  customer = await signedInUser(database.db, "shopper@example.com");
  await setOperator(database.db, operator.email, true);
});

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

const context = (overrides: Parameters<typeof appContext>[2] = {}) => appContext(database.db, media, overrides);
const DAY = 86_400_000;
const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();

/** The slide form as a browser posts it (multipart), with `picture` when given. */
function slideForm(fields: Record<string, string>, picture?: Blob): FormData {
  const form = new FormData();
  const all = {
    "headline.en": "Spring sale",
    "headline.ru": "",
    "headline.ar": "تخفيضات الربيع",
    "text.en": "Saws at half price.",
    "buttonLabel.en": "See the saws",
    link: "/shop/catalog",
    showsFrom: "",
    showsUntil: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  form.append("picture", picture ?? new File([], ""));
  return form;
}

async function postSlide(id: string, form: FormData, cookie = operator.cookie) {
  await database.settled();
  return callRoute(slideAction, {
    request: formPost(`/admin/home/slides/${id}`, form, cookie),
    context: context(),
    params: { slideId: id },
  });
}

async function homeAt(now: Date, locale: "en" | "ar" = "en"): Promise<HomePageData> {
  await database.settled();
  const answer = await callRoute(homeLoader, {
    request: pageRequest("/"),
    context: context({ now: () => now, prefs: { locale, currency: "USD" } }),
  });
  return answer.data as HomePageData;
}

type PageView = { title: string; html: string; bodyLang: string };
async function sitePage(slug: string, locale: "en" | "ar" = "en"): Promise<PageView> {
  await database.settled();
  const answer = await callRoute(sitePageLoader, {
    request: pageRequest(`/site/${slug}`),
    context: context({ prefs: { locale, currency: "USD" } }),
  });
  expect(answer.status).toBe(200);
  return answer.data as PageView;
}

const audited = async (action: string) =>
  (await database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe("who may edit the home page and the site pages", () => {
  it("answers Page Not Found to a guest and to a customer, and serves the operator", async () => {
    const cases: [string, (args: never) => unknown, Record<string, string>][] = [
      ["/admin/home", adminHomeLoader, {}],
      ["/admin/home/slides/new", slideLoader, { slideId: "new" }],
      ["/admin/pages", pagesLoader, {}],
      ["/admin/pages/faq", pageLoader, { slug: "faq" }],
    ];
    for (const [url, loader, params] of cases) {
      for (const [who, cookie, status] of [
        ["guest", undefined, 404],
        ["customer", customer.cookie, 404],
        ["operator", operator.cookie, 200],
      ] as const) {
        const answer = await callRoute(loader, { request: pageRequest(url, cookie), context: context(), params });
        expect(answer.status, `${who} ${url}`).toBe(status);
      }
    }
    // Nor may they post: nothing is saved.
    // (A guest sends no cookie: "".)
    for (const cookie of ["", customer.cookie]) {
      expect((await postSlide("new", slideForm({}), cookie)).status).toBe(404);
      const page = await callRoute(pageAction, {
        request: formPost("/admin/pages/faq", { intent: "save", "title.en": "Hacked", "body.en": "x" }, cookie),
        context: context(),
        params: { slug: "faq" },
      });
      expect(page.status).toBe(404);
      const home = await callRoute(adminHomeAction, {
        request: formPost("/admin/home", { intent: "featuredTabs", tab1: "books" }, cookie),
        context: context(),
      });
      expect(home.status).toBe(404);
    }
    expect(await database.db.select().from(homeSlides)).toHaveLength(0);
    expect(await database.db.select().from(sitePages)).toHaveLength(0);
  });
});

describe("slides", () => {
  it("refuses bad input with a message beside each field, keeping what was typed, and saves nothing", async () => {
    const refused = await postSlide(
      "new",
      slideForm({ "headline.en": " ", link: "javascript:alert(1)" }, new File(["not a picture"], "x.png")),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: {
          "headline.en": "errors.required",
          link: "admin.home.errors.link",
          picture: "images.errors.invalidType",
        },
        values: { "headline.ar": "تخفيضات الربيع", link: "javascript:alert(1)" },
      },
    });
    for (const link of ["//evil.example/x", "http://plain.example/", "shop/catalog", "/a b"]) {
      const answer = await postSlide("new", slideForm({ link }));
      expect(answer.data, link).toMatchObject({ errors: { link: "admin.home.errors.link" } });
    }
    const backwards = await postSlide(
      "new",
      slideForm({ showsFrom: "2026-05-02T00:00", showsUntil: "2026-05-01T00:00" }),
    );
    expect(backwards.data).toMatchObject({ errors: { showsUntil: "admin.home.errors.untilBeforeFrom" } });
    expect(await database.db.select().from(homeSlides)).toHaveLength(0);
  });

  it("shows a slide only within its dates, by the clock the route is given", async () => {
    const start = new Date("2030-03-01T10:00:00Z");
    const saved = await postSlide(
      "new",
      slideForm(
        { showsFrom: "2030-03-01T10:00", showsUntil: "2030-03-08T10:00", link: "https://example.com/sale" },
        new Blob([new Uint8Array(await png())]),
      ),
    );
    expect(saved).toMatchObject({ status: 303, location: "/admin/home?saved=slide#slides" });
    const headlines = async (now: Date) => (await homeAt(now)).slides.map((slide) => slide.headline.text);
    expect(await headlines(new Date(start.getTime() - 60_000))).toEqual([]);
    expect(await headlines(start)).toEqual(["Spring sale"]);
    expect(await headlines(new Date(start.getTime() + 3 * DAY))).toEqual(["Spring sale"]);
    expect(await headlines(new Date(start.getTime() + 7 * DAY))).toEqual([]);
    const [slide] = (await homeAt(start)).slides;
    expect(slide?.image).toMatch(/slides\/.+-card\.webp$/);
    expect(slide?.link).toBe("https://example.com/sale");
    expect(await audited("home.slide.create")).toBe(1);
  });

  it("reads each text in the visitor's language, English where that language was left empty", async () => {
    const [slide] = (await homeAt(new Date("2030-03-02T00:00:00Z"), "ar")).slides;
    expect(slide?.headline).toEqual({ text: "تخفيضات الربيع", lang: "ar" });
    expect(slide?.buttonLabel).toEqual({ text: "See the saws", lang: "en" });
  });

  it("edits, orders and deletes slides, each change audited", async () => {
    await postSlide("new", slideForm({ "headline.en": "Second", link: "/shop/catalog/books" }));
    const [first, second] = await database.db.select().from(homeSlides).orderBy(homeSlides.position);
    if (!first || !second) throw new Error("two slides expected");
    const edited = await postSlide(String(second.id), slideForm({ "headline.en": "Second, edited", link: "/blog" }));
    expect(edited.status).toBe(303);
    const post = (fields: Record<string, string>) =>
      callRoute(adminHomeAction, { request: formPost("/admin/home", fields, operator.cookie), context: context() });
    expect((await post({ intent: "up", slideId: String(second.id) })).status).toBe(303);
    const shown = (await homeAt(new Date("2030-03-02T00:00:00Z"))).slides.map((slide) => slide.headline.text);
    expect(shown).toEqual(["Second, edited", "Spring sale"]);
    expect((await post({ intent: "delete", slideId: String(second.id) })).status).toBe(303);
    expect((await homeAt(new Date("2030-03-02T00:00:00Z"))).slides.map((slide) => slide.headline.text)).toEqual([
      "Spring sale",
    ]);
    expect([
      await audited("home.slide.update"),
      await audited("home.slide.move"),
      await audited("home.slide.delete"),
    ]).toEqual([1, 1, 1]);
  });
});

describe("the home page's settings", () => {
  const post = (fields: Record<string, string>) =>
    callRoute(adminHomeAction, { request: formPost("/admin/home", fields, operator.cookie), context: context() });

  it("chooses the featured tabs and the shelves' sources and counts", async () => {
    expect((await post({ intent: "featuredTabs", tab1: "books", tab2: "", tab3: "garden" })).status).toBe(303);
    const shelves = {
      intent: "shelves",
      "newArrivals.source": "latest",
      "newArrivals.category": "garden",
      "newArrivals.count": "2",
      "bestsellers.source": "bestsellers",
      "bestsellers.category": "",
      "bestsellers.count": "3",
      "specialOffers.source": "discounted",
      "specialOffers.category": "",
      "specialOffers.count": "2",
    };
    expect((await post(shelves)).status).toBe(303);
    const page = await homeAt(new Date());
    expect(page.featured.tabs.map((tab) => tab.slug)).toEqual(["books", "garden"]);
    // The garden's two mowers, newest first: the shelf's source, category and count.
    expect((await page.latest).map((card) => card.slug)).toEqual(["mower-a", "mower-b"]);
    expect((await page.bestsellers).length).toBeLessThanOrEqual(3);
    expect(await audited("home.settings")).toBe(2);
  });

  it("refuses an unknown category, a repeated tab, a count out of range and a stray placeholder", async () => {
    expect((await post({ intent: "featuredTabs", tab1: "books", tab2: "books", tab3: "nope" })).data).toMatchObject({
      form: "featuredTabs",
      errors: { tab2: "admin.home.errors.duplicateTab", tab3: "admin.home.errors.category" },
    });
    const shelves = await post({
      intent: "shelves",
      "newArrivals.source": "latest",
      "newArrivals.count": "0",
      "bestsellers.source": "bestsellers",
      "bestsellers.count": "3",
      "specialOffers.source": "discounted",
      "specialOffers.category": "nope",
      "specialOffers.count": "2",
    });
    expect(shelves.data).toMatchObject({ errors: { "newArrivals.count": "admin.home.errors.count" } });
    const features: Record<string, string> = { intent: "features" };
    for (const key of ["shipping", "support", "safety", "offers"]) {
      features[`${key}.title.en`] = "T";
      features[`${key}.text.en`] = "X";
    }
    features["shipping.titlePaid.en"] = "Paid";
    features["shipping.textPaid.en"] = "Tracked";
    features["support.text.en"] = "Call {{amount}}";
    features["shipping.text.ar"] = "من {{amount}} و {{price}}";
    expect((await post(features)).data).toMatchObject({
      errors: {
        "support.text.en": "admin.home.errors.placeholder",
        "shipping.text.ar": "admin.home.errors.placeholder",
      },
    });
    features["support.text.en"] = "Call us";
    features["shipping.text.ar"] = "من {{amount}}";
    features["shipping.text.en"] = "";
    expect((await post(features)).data).toMatchObject({ errors: { "shipping.text.en": "errors.required" } });
    features["shipping.text.en"] = "Free from {{amount}}";
    expect((await post(features)).status).toBe(303);
    const page = await homeAt(new Date(), "ar");
    expect(page.features.shipping.text).toEqual({ text: "من {{amount}}", lang: "ar" });
    expect(page.features.support.text).toEqual({ text: "Call us", lang: "en" });
  });
});

describe("site pages", () => {
  const save = (slug: string, fields: Record<string, string>, intent = "save") =>
    callRoute(pageAction, {
      request: formPost(`/admin/pages/${slug}`, { intent, ...fields }, operator.cookie),
      context: context(),
      params: { slug },
    });

  it("fill their placeholders from the settings: a change of them shows at once", async () => {
    const faq = await sitePage("faq");
    expect(faq.html).toContain("<li>Europe: 4–10 days</li>");
    expect(faq.html).toContain("<li>Rest of the world: 7–21 days</li>");
    expect(faq.html).not.toMatch(/two to five/);
    expect(faq.html).toContain(`within ${DEFAULT_RETURN_SETTINGS.days} days of delivery`);

    const europe = DEFAULT_SHIPPING.zones[1];
    if (!europe) throw new Error("the default zones name Europe");
    await changeSetting(database.db, operator, "shipping", {
      ...DEFAULT_SHIPPING,
      zones: [DEFAULT_SHIPPING.zones[0], { ...europe, minDays: 3, maxDays: 6, freeFromCents: 9000 }],
    });
    await changeSetting(database.db, operator, "returns", { days: 45, answerDays: 5, shippingMaxCents: 800 });
    const after = await sitePage("faq");
    expect(after.html).toContain("<li>Europe: 3–6 days</li>");
    expect(after.html).toContain("within 45 days of delivery");
    const delivery = await sitePage("delivery");
    expect(delivery.html).toContain("<li>Europe: 3–6 days</li>");
    expect(delivery.html).toContain("Europe $90.00");
    expect(delivery.html).toContain("cash on delivery");
    expect((await sitePage("returns")).html).toContain("$8.00");
    const arabic = await sitePage("delivery", "ar");
    expect(arabic.html).toContain("Europe: 3–6 أيام");
    expect(arabic.bodyLang).toBe("ar");
  });

  it("previews on the server, refuses an unknown placeholder beside its field, and saves audited", async () => {
    const fields = {
      "title.en": "FAQ",
      "title.ru": "",
      "title.ar": "",
      "body.en": "# Delivery\n\nWe take {{returnDays}} days. <script>alert(1)</script>",
      "body.ru": "",
      "body.ar": "",
    };
    const preview = await save("faq", fields, "preview");
    expect(preview.status).toBe(200);
    const html = (preview.data as { preview: Record<string, string> }).preview;
    expect(html.en).toContain("<h2>Delivery</h2>");
    expect(html.en).toContain("We take 45 days.");
    expect(html.en).not.toContain("<script>");
    expect(html.ar).toBe(html.en);
    expect(await database.db.select().from(sitePages)).toHaveLength(0);

    const refused = await save("faq", { ...fields, "body.ru": "Срок {{deliveryDays}}" });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        errors: { "body.ru": "admin.sitePages.unknownPlaceholder" },
        values: { "body.ru": "Срок {{deliveryDays}}" },
      },
    });
    expect((await save("faq", { ...fields, "title.en": "" })).data).toMatchObject({
      errors: { "title.en": "errors.required" },
    });

    expect(await save("faq", fields)).toMatchObject({ status: 303, location: "/admin/pages/faq?saved=1" });
    const page = await sitePage("faq");
    expect(page.title).toBe("FAQ");
    expect(page.html).toContain("We take 45 days.");
    expect(await audited("page.update")).toBe(1);
  });
});

describe("the page cache and these edits", () => {
  let cache: PageCache;
  let site: string;

  beforeAll(async () => {
    expect(existsSync(path.join(buildDir, "server/index.js")), "run `npm run build` first").toBe(true);
    cache = testPageCache(database);
    site = await serveTestApp({ db: database.db, media, pageCache: cache });
  });

  async function hit(address: string): Promise<boolean> {
    const response = await fetch(`${site}${address}`, { redirect: "manual" });
    await response.text();
    await cache.settled();
    return response.headers.get("x-page-cache") === "hit";
  }
  const PAGES = ["/", "/home-two", "/shop/products/drill-a", "/site/faq", "/site/terms", "/site/delivery"];
  async function warm() {
    await database.settled();
    for (const address of PAGES) {
      await hit(address);
      expect(await hit(address), `${address} is kept`).toBe(true);
    }
  }
  async function kept() {
    await database.settled();
    const answer: Record<string, boolean> = {};
    for (const address of PAGES) answer[address] = await hit(address);
    return answer;
  }

  it("drops the home pages for a slide, the edited page alone for a site page, and every page for the shipping settings", async () => {
    await warm();
    const [slide] = await database.db.select().from(homeSlides);
    if (!slide) throw new Error("a slide is left from above");
    await postSlide(String(slide.id), slideForm({ "headline.en": "Summer sale" }));
    expect(await kept()).toEqual({
      "/": false,
      "/home-two": false,
      "/shop/products/drill-a": true,
      "/site/faq": true,
      "/site/terms": true,
      "/site/delivery": true,
    });

    await warm();
    await callRoute(pageAction, {
      request: formPost(
        "/admin/pages/terms",
        { intent: "save", "title.en": "Terms", "body.en": "Be kind." },
        operator.cookie,
      ),
      context: context(),
      params: { slug: "terms" },
    });
    expect(await kept()).toEqual({
      "/": true,
      "/home-two": true,
      "/shop/products/drill-a": true,
      "/site/faq": true,
      "/site/terms": false,
      "/site/delivery": true,
    });

    await warm();
    await changeSetting(database.db, operator, "returns", { days: 21, answerDays: 5, shippingMaxCents: 800 });
    const afterSettings = await kept();
    expect(afterSettings["/site/faq"]).toBe(false);
    expect(afterSettings["/site/delivery"]).toBe(false);
    expect(afterSettings["/"]).toBe(false);
  });
});
