import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { setOperator } from "~server/accounts/operators";
import { blogPosts, categories, products } from "~server/db/schema";
import { GUESS_LIMIT } from "~server/http/guess-limit";
import type { MediaStore } from "~server/media/store";
import { DEMO_PRODUCT_SLUG } from "~server/seed/demo";
import { type SignedIn, signedInUser } from "../support/accounts";
import { openDemoDatabase } from "../support/demo-pictures";
import { closeTestApps, serveTestApp } from "../support/http-app";
import { cookieFrom } from "../support/route-call";
import type { TestDatabase } from "../support/test-database";

// The store as an attacker meets it: every route of the route table, asked with hostile path parameters, query
// strings, cookies, form names and values, encodings and content types, GET and POST, as a guest, a shopper and an
// operator. Whatever is sent, no answer is a 5xx, no built-in prototype changes, and the store still serves its
// pages afterwards. A fixed seed runs every time; a random one too, printed by fast-check when it fails.

let database: TestDatabase;
let media: MediaStore;
let site: string;
let shopper: SignedIn;
let operator: SignedIn;
/** A real value for each path parameter, so that some requests reach the code behind the lookup. */
const real: Record<string, string[]> = {};

/** Every path of the route table, with its parameters (`:slug`, `:category?`) and splats. */
function pathsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    return entry.children ? pathsOf(entry.children, own) : [own || "/"];
  });
}
const PATHS: string[] = pathsOf(routes as RouteConfigEntry[]);

beforeAll(async () => {
  ({ database, media } = await openDemoDatabase());
  site = await serveTestApp({
    db: database.db,
    media,
    authLimits: { signInPerMinute: 100_000, signUpPerMinute: 100_000 },
  });
  shopper = await signedInUser(database.db, "fuzz-shopper@example.com");
  operator = await signedInUser(database.db, "fuzz-operator@example.com");
  await setOperator(database.db, operator.email, true);
  const [category] = await database.db.select({ slug: categories.slug }).from(categories).limit(1);
  const [post] = await database.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  Object.assign(real, {
    slug: [DEMO_PRODUCT_SLUG, post?.slug ?? "none"],
    categorySlug: [category?.slug ?? "tools"],
    category: [category?.slug ?? "tools", "all"],
    query: ["drill", "дрель"],
    file: ["en.json"],
    name: ["products-1.xml"],
    orderId: ["1"],
    orderNumber: ["100001"],
    productId: ["1"],
    addressId: ["new", "1"],
    messageId: ["1"],
    topLevel: ["anything"],
    categoryId: ["1"],
    brandId: ["1"],
  });
}, 240_000);

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

/** Text as an attacker types it: prototype names, NULs, broken encodings, injections, huge and odd numbers. */
const hostileText = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "\0",
    "a\0b",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "{{constructor.constructor('return 1')()}}",
    "$t(errors.required)",
    "NaN",
    "-1",
    "0",
    "1e309",
    "99999999999999999999999",
    "0x10",
    " ",
    "",
    "\u202eevil",
    "😀".repeat(40),
    "x".repeat(5000),
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.integer().map(String),
);

/** A path parameter as it travels in the address: encoded text, or raw encodings that do not decode. */
const hostileSegment = fc.oneof(
  hostileText.map(encodeURIComponent),
  fc.constantFrom(
    "%00",
    "a%00b",
    "%",
    "%E0%A4%A",
    "%C0%AF",
    "%ED%A0%80",
    "..",
    "%2e%2e",
    "a%0Ab",
    "a".repeat(1500),
    "a".repeat(5000),
    "x.data",
  ),
);

/** Names a form or query may send: the store's own, and names that reach a prototype when used as keys. */
const hostileName = fc.oneof(
  fc.constantFrom(
    "intent",
    "productId",
    "quantity",
    "coupon",
    "email",
    "password",
    "confirm",
    "redirectTo",
    "_fetcher",
    "_confirmed",
    "key",
    "orderId",
    "rating",
    "text",
    "name",
    "locale",
    "currency",
    "dir",
    "page",
    "sort",
    "limit",
    "filter_check",
    "filter_price",
    "search",
    "q",
    "review",
    "alert",
    "problem",
    "order",
    "token",
    "billing.country",
    "billing.email",
    "__proto__",
    "__proto__.status",
    "__proto__.toString",
    "constructor.prototype.polluted",
    "a.__proto__.b",
    "prototype",
    "_routes",
  ),
  fc.string({ maxLength: 12 }),
);

/** Values of intent-like fields worth trying: the store's own intents and statuses reach deeper code. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    "add",
    "update",
    "remove",
    "coupon",
    "removeCoupon",
    "login",
    "register",
    "delete",
    "lock",
    "unlock",
    "hide",
    "show",
    "ship",
    "cancel",
    "complete",
    "USD",
    "EUR",
    "ar",
    "rtl",
    "on",
    "1",
    "ada@example.com",
  ),
  hostileText,
);

const fields = fc.array(fc.tuple(hostileName, hostileValue), { maxLength: 8 });

type Body = { kind: string; body?: BodyInit; contentType?: string };

/** A request body: a form as browsers send it (with hostile names and values), or anything else. */
const hostileBody: fc.Arbitrary<Body> = fc.oneof(
  fields.map((entries) => ({
    kind: "urlencoded",
    body: new URLSearchParams(entries).toString(),
    contentType: "application/x-www-form-urlencoded",
  })),
  fc.tuple(fields, fc.boolean()).map(([entries, withFile]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    if (withFile) form.append("images", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "x.png"));
    return { kind: "multipart", body: form };
  }),
  fc.constantFrom<Body>(
    {
      kind: "json",
      body: '{"__proto__":{"status":418},"constructor":{"prototype":{"x":1}}}',
      contentType: "application/json",
    },
    { kind: "text", body: "__proto__.status=418", contentType: "text/plain" },
    { kind: "none", body: new Uint8Array([0x61, 0x3d, 0x31]) },
    { kind: "empty" },
    { kind: "no boundary", body: "a=1", contentType: "multipart/form-data" },
    {
      kind: "truncated",
      body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--x\r\nContent-Dispo',
      contentType: "multipart/form-data; boundary=x",
    },
    { kind: "bad encoding", body: "intent=%E0%A4%A&%00=1&q=%", contentType: "application/x-www-form-urlencoded" },
    { kind: "xml", body: "<a/>", contentType: "application/xml" },
  ),
);

const hostileCookie = fc.oneof(
  fc.constant(""),
  fc.constant("shopper"),
  fc.constant("operator"),
  fc
    .tuple(fc.constantFrom("sid", "lang", "currency", "dir", "__proto__", "constructor"), hostileText)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`),
);

type HostileRequest = {
  method: string;
  path: string;
  segments: string[];
  data: boolean;
  query: [string, string][];
  body: Body;
  cookie: string;
  sameOrigin: boolean;
};

const hostileRequest: fc.Arbitrary<HostileRequest> = fc.record({
  method: fc.constantFrom("GET", "GET", "POST", "POST", "POST", "HEAD", "PUT", "DELETE"),
  path: fc.constantFrom(...PATHS),
  segments: fc.array(fc.oneof(hostileSegment, fc.constant("real")), { minLength: 3, maxLength: 3 }),
  data: fc.constantFrom(false, false, false, true),
  query: fc.array(fc.tuple(hostileName, hostileText), { maxLength: 4 }),
  body: hostileBody,
  cookie: hostileCookie,
  sameOrigin: fc.boolean(),
});

/** The request's address: each parameter replaced by a hostile segment or a real value; `*` by a hostile path. */
function addressOf(request: HostileRequest): string {
  let index = 0;
  const filled = request.path
    .split("/")
    .map((part) => {
      if (part === "*") return request.segments.join("/");
      if (!part.startsWith(":")) return part;
      const name = part.replace(/^:|\?$/g, "");
      const segment = request.segments[index++ % request.segments.length] ?? "real";
      if (part.endsWith("?") && segment === "..") return "";
      return segment === "real" ? encodeURIComponent(real[name]?.[index % (real[name]?.length ?? 1)] ?? "1") : segment;
    })
    .join("/");
  const withData = request.data ? `${filled.replace(/\/$/, "") || "/_root"}.data` : filled;
  const query = request.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${withData}${query.length ? `?${query.join("&")}` : ""}`;
}

function cookieOf(cookie: string): string {
  if (cookie === "shopper") return shopper.cookie;
  if (cookie === "operator") return operator.cookie;
  return cookie;
}

async function send(request: HostileRequest): Promise<{ status: number; address: string }> {
  const address = addressOf(request);
  const headers = new Headers();
  const cookie = cookieOf(request.cookie);
  if (cookie) headers.set("cookie", cookie);
  const withBody = request.method === "POST" || request.method === "PUT" || request.method === "DELETE";
  if (withBody && request.sameOrigin) headers.set("origin", site);
  if (withBody && request.body.contentType) headers.set("content-type", request.body.contentType);
  const response = await fetch(`${site}${address}`, {
    method: request.method,
    headers,
    body: withBody ? request.body.body : undefined,
    redirect: "manual",
  });
  // The whole answer is read: a page that fails while streaming fails here.
  await response.arrayBuffer();
  return { status: response.status, address };
}

/** What the process's built-in objects look like: any pollution shows here. */
function intrinsicsState(): string {
  const probe = {} as Record<string, unknown>;
  return JSON.stringify({
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
    string: String(probe),
    status: probe.status ?? null,
    polluted: probe.polluted ?? null,
    x: probe.x ?? null,
  });
}

/** Pages every visitor reaches: all must still answer 200 after the attack. */
async function pagesStillServe(): Promise<void> {
  const pages = [
    "/",
    "/shop/catalog",
    `/shop/products/${DEMO_PRODUCT_SLUG}`,
    "/shop/cart",
    "/search/drill",
    "/blog/category-classic",
    "/account/login",
    "/site/contact-us",
    "/robots.txt",
    "/healthz",
    "/readyz",
  ];
  for (const page of pages) {
    const response = await fetch(`${site}${page}`);
    await response.arrayBuffer();
    expect(response.status, page).toBe(200);
  }
}

describe("hostile requests over every route", () => {
  it("route table: every route is in the suite's reach", () => {
    expect(PATHS.length).toBeGreaterThan(80);
    expect(PATHS).toContain("/shop/products/:slug");
    expect(PATHS).toContain("/shop/cart");
  });

  const run = async (seed: number, numRuns: number) => {
    const before = intrinsicsState();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        const { status, address } = await send(request);
        sent += 1;
        expect(status, `${request.method} ${address} (${request.body.kind}, cookie ${request.cookie})`).toBeLessThan(
          500,
        );
        expect(intrinsicsState(), `${request.method} ${address}`).toBe(before);
      }),
      { seed, numRuns, endOnFailure: true },
    );
    return sent;
  };

  it("1,000 hostile requests from a fixed seed: no 5xx, no changed prototype, and every page still serves", async () => {
    expect(await run(20261125, 1000)).toBe(1000);
    await pagesStillServe();
  }, 900_000);

  it("200 more from a random seed (fast-check prints it on failure), then the same checks", async () => {
    const seed = Date.now() % 2 ** 31;
    console.log(`hostile requests: random seed ${seed}`);
    expect(await run(seed, 200)).toBe(200);
    await pagesStillServe();
  }, 300_000);
});

describe("regressions", () => {
  const FORM_ACTIONS = [
    "/newsletter",
    "/shop/cart",
    "/shop/checkout",
    "/shop/wishlist",
    "/shop/compare",
    "/shop/track-order",
    "/site/contact-us",
    "/preferences",
    "/account/forgot-password",
    "/account/login",
    `/shop/products/${DEMO_PRODUCT_SLUG}/reviews`,
    `/shop/products/${DEMO_PRODUCT_SLUG}/stock-alert`,
  ];

  it("a form field named __proto__.… changes no prototype through any form, URL-encoded or multipart, guest or shopper", async () => {
    const before = intrinsicsState();
    for (const action of [...FORM_ACTIONS, "/account/profile", "/account/addresses", "/account/coupons"]) {
      for (const multipart of [false, true]) {
        const entries: [string, string][] = [
          ["__proto__.status", "418"],
          ["__proto__.toString", "x"],
          ["constructor.prototype.polluted", "yes"],
          ["intent", "add"],
          ["email", "ada@example.com"],
        ];
        const body = multipart ? new FormData() : new URLSearchParams();
        for (const [name, value] of entries) body.append(name, value);
        for (const cookie of ["", shopper.cookie]) {
          const response = await fetch(`${site}${action}`, {
            method: "POST",
            headers: { origin: site, ...(cookie ? { cookie } : {}) },
            body,
            redirect: "manual",
          });
          await response.arrayBuffer();
          expect(response.status, action).toBeLessThan(500);
        }
      }
    }
    expect(intrinsicsState()).toBe(before);
    await pagesStillServe();
  }, 120_000);

  it("a slug holding a NUL is Page Not Found (404), never a database error", async () => {
    for (const address of ["/shop/products/%00", "/shop/products/a%00b", "/shop/quick-view/a%00b", "/blog/posts/%00"]) {
      const response = await fetch(`${site}${address}`);
      expect(response.status, address).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });

  it("a NUL in a query value of any page that reads one is Page Not Found (404), never a database error", async () => {
    const names = ["search", "q", "query", "category", "page", "sort", "limit", "filter_check", "filter_color"];
    const more = ["filter_price", "filter_radio", "filter_category", "tag", "order", "token", "redirectTo", "orderId"];
    const pages = [
      "/shop/catalog",
      "/shop/search-suggestions",
      "/search",
      "/search/drill/all",
      "/blog/category-classic",
      "/account/login",
      "/account/reset-password",
      "/shop/checkout/success",
      "/shop/track-order",
      "/shop/cart",
      `/shop/products/${DEMO_PRODUCT_SLUG}`,
    ];
    for (const page of pages) {
      const query = [...names, ...more].map((name) => `${name}=a%00b`).join("&");
      for (const cookie of ["", shopper.cookie]) {
        const response = await fetch(`${site}${page}?${query}`, {
          headers: cookie ? { cookie } : {},
          redirect: "manual",
        });
        await response.arrayBuffer();
        expect(response.status, page).toBe(404);
      }
    }
  });

  it("each public action answers a body that is not a form 415, and one it cannot read 400, with the reason", async () => {
    const bodies: { name: string; body: BodyInit; type?: string; status: number }[] = [
      { name: "JSON", body: '{"email":"a@b.co"}', type: "application/json", status: 415 },
      { name: "text/plain", body: "email=a@b.co", type: "text/plain", status: 415 },
      { name: "no type", body: new Uint8Array([0x61, 0x3d, 0x31]), status: 415 },
      { name: "multipart without boundary", body: "a=1", type: "multipart/form-data", status: 400 },
      {
        name: "truncated multipart",
        body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x\r\nContent-Dis',
        type: "multipart/form-data; boundary=x",
        status: 400,
      },
    ];
    for (const action of FORM_ACTIONS) {
      for (const { name, body, type, status } of bodies) {
        const response = await fetch(`${site}${action}`, {
          method: "POST",
          headers: { origin: site, ...(type ? { "content-type": type } : {}) },
          body,
          redirect: "manual",
        });
        const text = await response.text();
        expect(response.status, `${action}: ${name}`).toBe(status);
        // A page says it in words; a resource route (no page of its own) names the problem for its client.
        const page = response.headers.get("content-type")?.startsWith("text/html");
        expect(text, `${action}: ${name}`).toContain(page ? "This request could not be read" : '"requestProblem"');
      }
    }
  }, 120_000);

  it("says why in the visitor's language", async () => {
    const response = await fetch(`${site}/newsletter`, {
      method: "POST",
      headers: { origin: site, "content-type": "application/json", cookie: "lang=ru" },
      body: "{}",
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("Не удалось прочитать запрос");
  });

  it("Apply Coupon past the guess limit answers 429 with Retry-After, and the cart page says when, in each language", async () => {
    // Its own app, whose rate limits read a clock stopped a minute into a 10-minute window: 9 minutes are left.
    const windowMs = GUESS_LIMIT.windowSeconds * 1000;
    const instant = new Date(Math.floor(Date.now() / windowMs) * windowMs - 5 * windowMs + 60_000);
    const shop = await serveTestApp({ db: database.db, media, now: () => instant });
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, DEMO_PRODUCT_SLUG));
    const form = { origin: shop, "content-type": "application/x-www-form-urlencoded" };
    const added = await fetch(`${shop}/shop/cart`, {
      method: "POST",
      headers: form,
      // The screwdriver comes in three colours: one is chosen.
      body: `intent=add&productId=${product?.id}&quantity=1&color=yellow`,
      redirect: "manual",
    });
    const cookie = cookieFrom(added.headers.get("set-cookie"));
    expect(cookie).toMatch(/^sid=/);
    const apply = (code: string, lang: string) =>
      fetch(`${shop}/shop/cart`, {
        method: "POST",
        headers: { ...form, cookie: `${cookie}; lang=${lang}` },
        body: `intent=coupon&coupon=${code}`,
        redirect: "manual",
      });
    for (let n = 0; n < GUESS_LIMIT.limit; n++) expect((await apply(`WRONG-${n}`, "en")).status).toBe(409);
    const said = {
      en: "Too many codes that did not work. Please try again in 9 minutes.",
      ru: "Слишком много неподошедших кодов. Попробуйте снова через 9 минут.",
      ar: "رموز كثيرة لم تنجح. يُرجى المحاولة مرة أخرى بعد 9 دقائق.",
    };
    for (const [lang, text] of Object.entries(said)) {
      const refused = await apply("ANY-CODE", lang);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("540");
      expect(await refused.text()).toContain(text);
    }
  });

  it("after the attack, a new operator's back office opens and stays closed to a guest", async () => {
    const boss = await signedInUser(database.db, "fuzz-boss@example.com");
    await setOperator(database.db, boss.email, true);
    const response = await fetch(`${site}/admin`, { headers: { cookie: boss.cookie } });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    const guest = await fetch(`${site}/admin`);
    await guest.arrayBuffer();
    expect(guest.status).toBe(404);
  });
});
