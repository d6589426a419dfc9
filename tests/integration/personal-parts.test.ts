import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOperator } from "~server/accounts/operators";
import { blogPosts, carts, categories, conversationMessages, conversations, products, users } from "~server/db/schema";
import type { PageCache } from "~server/http/page-cache";
import { SAME_BODY_FOR_LIKE_SESSIONS, SAME_BODY_FOR_SESSIONS } from "~server/http/public-pages";
import { DEMO_PRODUCT_SLUG } from "~server/seed/demo";
import { addToCart } from "~server/shopping/cart";
import { ensureCartOwner } from "~server/shopping/cart-owner";
import { addToList } from "~server/shopping/lists";
import { signedInUser } from "../support/accounts";
import { openDemoDatabase } from "../support/demo-pictures";
import { closeTestApps, serveTestApp, testPageCache } from "../support/http-app";
import type { TestDatabase } from "../support/test-database";

// Decision 076: a visitor with a session, on a page whose body is everyone's, gets the page kept for visitors without
// one with the shell's personal parts rendered for them. Two apps over one database: one keeps pages (and so answers
// that way), the other keeps none (and renders every page whole); what each sends a visitor must be the same page.

let database: TestDatabase;
let cache: PageCache;
/** Keeps pages: visitors with a session get kept pages with their own parts. */
let kept: string;
/** Keeps none: every page rendered whole, as before decision 076. */
let rendered: string;
let postSlug = "";
let categorySlug = "";
const PUBLIC_URL = "http://store.test";

type Visitor = { name: string; cookie: string };
const visitors: Visitor[] = [];
const visitorNamed = (name: string): Visitor => {
  const found = visitors.find((one) => one.name === name);
  if (!found) throw new Error(`No visitor ${name}`);
  return found;
};

/** A guest's session with `quantity` of the product in its cart: the cookie their browser sends. */
async function guestWithCart(productId: number, country?: string): Promise<string> {
  const { owner, setCookie } = await ensureCartOwner(database.db, new Request(PUBLIC_URL));
  expect((await addToCart(database.db, owner, productId, 2, "black")).ok).toBe(true);
  if (country && "sessionId" in owner) {
    await database.db.update(carts).set({ shipCountry: country }).where(eq(carts.sessionId, owner.sessionId));
  }
  const session = setCookie?.split(";")[0];
  if (!session) throw new Error("No guest session");
  return session;
}

beforeAll(async () => {
  const demo = await openDemoDatabase();
  database = demo.database;
  const { media } = demo;
  cache = testPageCache(database);
  kept = await serveTestApp({ db: database.db, media, pageCache: cache, publicUrl: PUBLIC_URL });
  rendered = await serveTestApp({ db: database.db, media, publicUrl: PUBLIC_URL });
  const [post] = await database.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  postSlug = post?.slug ?? "";
  const [category] = await database.db.select({ slug: categories.slug }).from(categories).limit(1);
  categorySlug = category?.slug ?? "";
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, DEMO_PRODUCT_SLUG));
  if (!product) throw new Error("no demo product");

  visitors.push({ name: "a guest with a cart", cookie: await guestWithCart(product.id) });
  // Prices for France, with its VAT: a catalogue's body that is theirs alone.
  visitors.push({ name: "a guest with a cart to France", cookie: await guestWithCart(product.id, "FR") });
  // A buyer with a cart, both lists and a message they have not read.
  const buyer = await signedInUser(database.db, "personal-buyer@example.com");
  // A name that would end a script element, were it not escaped.
  await database.db.update(users).set({ displayName: "Ada </script><b>Bold</b>" }).where(eq(users.id, buyer.id));
  expect((await addToCart(database.db, { userId: buyer.id }, product.id, 1, "black")).ok).toBe(true);
  await addToList(database.db, buyer.id, "wishlist", product.id);
  await addToList(database.db, buyer.id, "compare", product.id);
  const seller = await signedInUser(database.db, "personal-seller@example.com");
  await database.db.update(users).set({ shopSlug: "personal-seller" }).where(eq(users.id, seller.id));
  const [conversation] = await database.db
    .insert(conversations)
    .values({ buyerId: buyer.id, sellerId: seller.id, productId: product.id, subject: "A question" })
    .returning({ id: conversations.id });
  await database.db
    .insert(conversationMessages)
    .values({ conversationId: conversation?.id ?? 0, senderId: seller.id, body: "Hello <b>there</b> </script>" });
  visitors.push({ name: "a buyer with lists and a message", cookie: buyer.cookie });
  visitors.push({ name: "the same buyer in Russian and euros", cookie: `${buyer.cookie}; lang=ru; currency=EUR` });
  const operator = await signedInUser(database.db, "personal-operator@example.com");
  await setOperator(database.db, operator.email, true);
  visitors.push({ name: "the operator, in Arabic", cookie: `${operator.cookie}; lang=ar` });
  // A session cookie that names no session: as a visitor without one.
  visitors.push({ name: "a visitor with a spent session", cookie: "sid=no-such-session" });
  // A buyer whose lists are empty: on the catalogue's pages, as anyone.
  const newcomer = await signedInUser(database.db, "personal-newcomer@example.com");
  visitors.push({ name: "a buyer with empty lists, in euros", cookie: `${newcomer.cookie}; currency=EUR` });
}, 240_000);

afterAll(async () => {
  closeTestApps();
  await database?.cleanup();
});

type Page = { status: number; html: string; headers: Headers };

async function get(site: string, address: string, cookie = ""): Promise<Page> {
  const response = await fetch(`${site}${address}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const html = await response.text();
  await cache.settled();
  return { status: response.status, html, headers: response.headers };
}

/** Keeps the page for visitors without a session in the visitor's language and currency (their cookies but the session). */
async function keepFor(address: string, cookie = ""): Promise<Page> {
  // On PostgreSQL the notices of the writes before come by NOTIFY: heard before the page is kept, not after.
  await database.settled();
  const preferences = cookie
    .split("; ")
    .filter((pair) => !pair.startsWith("sid="))
    .join("; ");
  const page = await get(kept, address, preferences);
  if (page.status === 200)
    expect((await get(kept, address, preferences)).headers.get("x-page-cache"), address).toBe("hit");
  return page;
}

/** The address a route of the lists is asked at. */
function addressOf(route: string): string {
  if (route === "shop/sellers/:slug") return "/shop/sellers/personal-seller";
  return `/${route
    .replace(":slug", postSlug)
    .replace(":categorySlug", categorySlug)
    .replace(":query", "drill")
    .replace("/:category?", "")}`;
}

/**
 * What a visitor sees and the scripts hydrate, apart from what differs on purpose: each response's nonce, the root
 * data's encoding (the kept page's is of no one in particular, its personal part apart) and the personal part itself.
 */
function comparable(html: string): string {
  return html
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/<script type="application\/json" id="personal-data">.*?<\/script>/, "")
    .replace(/window\.__reactRouterContext\.streamController\.enqueue\(.*?\);/gs, "");
}

/** The nonce of a response's policy. */
const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];

/** Every inline script the browser would run carries the response's nonce: else it runs none, and nothing hydrates. */
function expectScriptsAllowed(page: { headers: Headers; html: string }, said: string) {
  const nonce = nonceOf(page.headers);
  expect(nonce, said).toBeTruthy();
  const inline = (page.html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes(" src=") && !/type="application\/(ld\+)?json"/.test(tag),
  );
  expect(inline.length, said).toBeGreaterThan(0);
  for (const tag of inline) expect(tag, said).toContain(`nonce="${nonce}"`);
}

function personalData(html: string): unknown {
  const json = /<script type="application\/json" id="personal-data">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("kept pages with a visitor's own parts", () => {
  it("sends each visitor with a session the page they would get rendered whole", async () => {
    for (const route of SAME_BODY_FOR_SESSIONS) {
      const address = addressOf(route);
      if (route === "site/not-found") {
        // It answers 404: never kept, so always rendered.
        expect((await get(kept, address, visitorNamed("a guest with a cart").cookie)).status).toBe(404);
        continue;
      }
      for (const visitor of visitors) {
        await keepFor(address, visitor.cookie);
        const theirs = await get(kept, address, visitor.cookie);
        const whole = await get(rendered, address, visitor.cookie);
        expect(theirs.headers.get("x-page-cache"), `${address} for ${visitor.name}`).toBe("personal");
        expect(theirs.headers.get("cache-control")).toBe("private, no-store");
        expect(whole.headers.get("x-page-cache")).toBeNull();
        expect(comparable(theirs.html), `${address} for ${visitor.name}`).toBe(comparable(whole.html));
        expectScriptsAllowed(theirs, `${address} for ${visitor.name}`);
      }
    }
  }, 240_000);

  it("sends the catalogue's pages so too when the visitor's prices and lists are as anyone's, else renders them", async () => {
    // The buyer with lists sees their wish-list buttons pressed: never the kept body.
    const like = new Set([
      "a guest with a cart",
      "the operator, in Arabic",
      "a visitor with a spent session",
      "a buyer with empty lists, in euros",
    ]);
    for (const route of SAME_BODY_FOR_LIKE_SESSIONS) {
      const address = addressOf(route);
      for (const visitor of visitors) {
        expect((await keepFor(address, visitor.cookie)).status, address).toBe(200);
        const theirs = await get(kept, address, visitor.cookie);
        const whole = await get(rendered, address, visitor.cookie);
        const said = `${address} for ${visitor.name}`;
        expect(theirs.headers.get("cache-control"), said).toBe("private, no-store");
        expect(theirs.headers.get("x-page-cache"), said).toBe(like.has(visitor.name) ? "personal" : null);
        expect(comparable(theirs.html), said).toBe(comparable(whole.html));
        // Rendered whole after the kept page was refused: the policy's nonce is still the one its scripts carry.
        expectScriptsAllowed(theirs, said);
      }
    }
  }, 240_000);

  it("gives the scripts the visitor's own part of the root data, unable to end its element", async () => {
    const buyer = visitorNamed("a buyer with lists and a message");
    const keptPage = await keepFor("/site/terms");
    const page = await get(kept, "/site/terms", buyer.cookie);
    // A nonce of its own, in the policy and on the page's scripts: the kept page's is anyone's to read.
    const keptNonce = nonceOf(keptPage.headers);
    const ownNonce = nonceOf(page.headers);
    expect(keptNonce).toBeTruthy();
    expect(ownNonce).toBeTruthy();
    expect(ownNonce).not.toBe(keptNonce);
    expect(page.html).toContain(`nonce="${ownNonce}"`);
    expect(page.html).not.toContain(keptNonce);
    const data = personalData(page.html) as {
      user: { email: string; displayName: string };
      cart: { lines: unknown[] };
      lists: { wishlist: number[]; compare: number[] };
      unreadMessages: number;
    };
    expect(data.user.email).toBe("personal-buyer@example.com");
    expect(data.user.displayName).toBe("Ada </script><b>Bold</b>");
    expect(data.cart.lines).toHaveLength(1);
    expect(data.lists.wishlist).toHaveLength(1);
    expect(data.lists.compare).toHaveLength(1);
    expect(data.unreadMessages).toBe(1);
    // The data sits in the head, once.
    expect(page.html.indexOf('id="personal-data"')).toBeLessThan(page.html.indexOf("</head>"));
    expect(page.html.split('id="personal-data"')).toHaveLength(2);
    // The header says who it is for.
    expect(page.html).toContain("Account menu of Ada &lt;/script&gt;&lt;b&gt;Bold&lt;/b&gt;");
    expect(page.html).not.toContain("</script><b>Bold");
    expect(page.html).toContain('aria-label="Messages, 1 unread"');
    // A visitor without a session never gets anyone's data.
    const anonymous = await get(kept, "/site/terms");
    expect(personalData(anonymous.html)).toBeUndefined();
    expect(anonymous.html).not.toContain("personal-buyer@example.com");
  });

  it("renders whole the pages whose body is the visitor's, and any page with a message to show once", async () => {
    const buyer = visitorNamed("a buyer with lists and a message");
    for (const address of [`/shop/products/${DEMO_PRODUCT_SLUG}`, "/shop/cart", "/shop/wishlist"]) {
      await get(kept, address);
      const theirs = await get(kept, address, buyer.cookie);
      expect(theirs.headers.get("x-page-cache"), address).toBeNull();
      expect(theirs.headers.get("cache-control"), address).toBe("private, no-store");
    }
    await keepFor("/site/terms");
    const flash = encodeURIComponent(JSON.stringify({ kind: "success", message: "saved" }));
    const withMessage = await get(kept, "/site/terms", `${buyer.cookie}; flash=${flash}`);
    expect(withMessage.headers.get("x-page-cache")).toBeNull();
    // A client navigation's data is never a kept page's for a visitor with a session.
    const data = await get(kept, "/site/terms.data", buyer.cookie);
    expect(data.headers.get("x-page-cache")).toBeNull();
  });
});
