import { randomBytes, randomUUID } from "node:crypto";
import { type APIRequestContext, type APIResponse, test as base, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { PASSWORD, uniqueEmail, waitForHydration } from "./e2e";

// What a browser test needs is made through the store's own HTTP endpoints, as a browser would post it: the
// web server alone opens its embedded database. Every test makes its own accounts and products, so no test
// depends on another having run, or on running alone.

export type Account = { name: string; email: string; password: string };

/** The seller's choice; a product for sale with no stock shows as sold out. */
export type Availability = "in-stock" | "out-of-order";

/**
 * A product to list. Listings made by tests stay out of the sub-categories that specs count: never under
 * Power Tools (catalog.spec counts its 30 demo products) nor in Sheet Music (which must stay empty).
 */
export type ListingSpec = {
  /** The first words of its name; a unique suffix follows. */
  name?: string;
  /** In dollars. */
  price?: number;
  oldPrice?: number;
  /** A leaf of the category tree, by slug. */
  subCategory?: string;
  /** A brand the sub-category carries (the seed links them), by slug. */
  brand?: string;
  /** Colour slugs. */
  colors?: string[];
  availability?: Availability;
  /** Units for sale (0: sold out). */
  stock?: number;
  /**
   * Its pictures in order, each a square of one colour (`fill`) tied to one of its colours (`color`, "" for any);
   * one picture of no colour when not given.
   */
  pictures?: { fill: string; color: string }[];
  /** Its name in the store's other languages, as the listing form's fields take them (`translations.ru.name`). */
  translations?: { ru?: string; ar?: string };
};

export type Product = {
  id: number;
  slug: string;
  name: string;
  priceCents: number;
  subCategory: string;
  /** Its page. */
  path: string;
};

export type Seller = Account & {
  /** Lists a product as this seller. */
  list(spec?: ListingSpec): Promise<Product>;
};

const DEFAULT_LISTING = {
  name: "Workbench",
  price: 24.9,
  subCategory: "workbenches",
  brand: "brandix",
  colors: ["red"],
  availability: "in-stock",
  stock: 20,
} satisfies ListingSpec;

/** A name no other test uses, and no prefix of one: the same number of random characters always follows. */
export function uniqueName(words: string): string {
  return `${words} ${randomBytes(4).toString("hex")}`;
}

/** The store's address: the config's `use.baseURL`. */
export function storeUrl(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("The fixtures need use.baseURL in playwright.config.ts");
  return baseURL;
}

/** A post from the store's own pages: the cross-site check wants the store's own Origin. */
function fromStore(request: APIRequestContext, baseURL: string) {
  return (url: string, options: Parameters<APIRequestContext["post"]>[1] = {}) =>
    request.post(url, { ...options, headers: { Origin: baseURL, ...options.headers }, maxRedirects: 0 });
}

async function expectStatus(response: APIResponse, status: number, what: string) {
  if (response.status() !== status) {
    throw new Error(
      `${what}: expected HTTP ${status}, got ${response.status()}: ${(await response.text()).slice(0, 500)}`,
    );
  }
}

/** The address the e2e store makes an operator (OPERATOR_EMAILS in playwright.config.ts). */
export const E2E_OPERATOR_EMAIL = "operator@e2e.example.com";

/**
 * Signs `request` in as the e2e store's operator: the account is made by whichever test needs it first, and
 * signed in to by the others.
 */
export async function operatorThrough(request: APIRequestContext, baseURL: string): Promise<Account> {
  const account: Account = { name: "Store Operator", email: E2E_OPERATOR_EMAIL, password: PASSWORD };
  const post = fromStore(request, baseURL);
  const form = { userName: account.name, email: account.email, password: account.password, confirm: account.password };
  const made = await post("/account/login", { form: { intent: "register", ...form } });
  if (made.status() === 302) return account;
  const signedIn = await post("/account/login", { form: { intent: "login", redirectTo: "/", ...form } });
  await expectStatus(signedIn, 302, "signing in as the operator");
  return account;
}

/** Registers a fresh account through the login page's form; `request` keeps its session cookie. */
export async function signUpThrough(request: APIRequestContext, baseURL: string, name = "Grace Hopper") {
  const account: Account = { name, email: uniqueEmail("user"), password: PASSWORD };
  const response = await fromStore(request, baseURL)("/account/login", {
    form: {
      intent: "register",
      userName: account.name,
      email: account.email,
      password: account.password,
      confirm: account.password,
    },
  });
  await expectStatus(response, 302, `signing up ${account.email}`);
  return account;
}

/**
 * Puts the products in the cart of `request`'s visitor (a guest, or whoever it signed in) through the cart's
 * form; what it gives checks that cart out through the checkout form: the order's number and email, or null when
 * the checkout refuses it (HTTP 409, such as a product sold out meanwhile).
 */
export async function cartThrough(request: APIRequestContext, baseURL: string, products: Product[]) {
  const post = fromStore(request, baseURL);
  for (const product of products) {
    const added = await post("/shop/cart", {
      form: { intent: "add", productId: product.id, quantity: 1, redirectTo: "/shop/cart" },
    });
    await expectStatus(added, 303, `adding ${product.name} to a cart`);
  }
  return async ({
    paymentMethod = "bank",
    billing = {},
  }: {
    paymentMethod?: "bank" | "cash";
    /** Fields of the billing address other than the usual (Berlin) one's, by name without "billing.". */
    billing?: Record<string, string>;
  } = {}): Promise<{ number: string; email: string } | null> => {
    const email = uniqueEmail("buyer");
    const address = Object.fromEntries(Object.entries(billing).map(([name, value]) => [`billing.${name}`, value]));
    const placed = await post("/shop/checkout", { form: { ...checkoutFields(email), ...address, paymentMethod } });
    if (placed.status() === 409) return null;
    await expectStatus(placed, 302, "placing an order");
    const number = /order=(\d+)/.exec(placed.headers().location ?? "")?.[1];
    if (!number) throw new Error(`no order number in ${placed.headers().location}`);
    return { number, email };
  };
}

/** A complete checkout form, as a browser posts it. */
function checkoutFields(email: string): Record<string, string> {
  return {
    "billing.firstName": "Ada",
    "billing.lastName": "Lovelace",
    "billing.country": "DE",
    "billing.address": "Unter den Linden 1",
    "billing.city": "Berlin",
    "billing.state": "Berlin",
    "billing.postcode": "10117",
    "billing.phone": "+49 30 1234 5678",
    "billing.email": email,
    paymentMethod: "bank",
    terms: "on",
    idempotencyKey: randomUUID(),
  };
}

const pictures = new Map<string, Promise<Buffer>>();

/** A 64×64 PNG of one colour, made once per worker. */
function listingPicture(fill = "#c2410c"): Promise<Buffer> {
  const made =
    pictures.get(fill) ??
    sharp({ create: { width: 64, height: 64, channels: 3, background: fill } })
      .png()
      .toBuffer();
  pictures.set(fill, made);
  return made;
}

/**
 * Lists a product through the listing form's upload, as the seller whose session `request` holds, or as the store
 * when it holds an operator's and `upload` is the back office's (`/admin/products/upload`).
 */
export async function listThrough(
  request: APIRequestContext,
  baseURL: string,
  spec: ListingSpec = {},
  upload = "/account/listings",
) {
  const listing = { ...DEFAULT_LISTING, ...spec };
  const name = uniqueName(listing.name);
  const form = new FormData();
  form.append("name", name);
  form.append("price", listing.price.toFixed(2));
  form.append("compareAtPrice", listing.oldPrice?.toFixed(2) ?? "");
  form.append("availability", listing.availability);
  form.append("stock", String(listing.stock));
  form.append("description", `${name}: listed by a browser test.`);
  form.append("subCategory", listing.subCategory);
  form.append("brand", listing.brand);
  for (const color of listing.colors) form.append("colors", color);
  for (const [locale, translated] of Object.entries(listing.translations ?? {})) {
    form.append(`translations.${locale}.name`, translated);
  }
  for (const picture of listing.pictures ?? [{ fill: "#c2410c", color: "" }]) {
    form.append("imageColors", picture.color);
    const png = new Uint8Array(await listingPicture(picture.fill));
    form.append("images", new Blob([png], { type: "image/png" }), "picture.png");
  }
  const response = await fromStore(request, baseURL)(upload, { multipart: form });
  await expectStatus(response, 200, `listing ${name}`);
  const saved: { id: number; slug: string } = await response.json();
  return {
    id: saved.id,
    slug: saved.slug,
    name,
    priceCents: Math.round(listing.price * 100),
    subCategory: listing.subCategory,
    path: `/shop/products/${saved.slug}`,
  } satisfies Product;
}

/** The catalogue page of a product's sub-category, newest first (a fresh product is on its first page). */
export function categoryPage(product: Product): string {
  return `/shop/catalog/${product.subCategory}?sort=latest&limit=48`;
}

/** Opens the product's sub-category and gives its card, hydrated unless the page runs no script. */
export async function openCard(page: Page, product: Product, { hydrated = true } = {}) {
  await page.goto(categoryPage(product));
  if (hydrated) await waitForHydration(page, "article form button[type=submit]");
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name: product.name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

type Fixtures = {
  /** An account signed in nowhere, to sign in with. */
  account: Account;
  /** A fresh account, signed in in the test's browser context (its `page`). */
  shopper: Account;
  /** A fresh account signed in in the test's browser context, who lists products of their own. Not with `shopper`. */
  seller: Seller;
  /** The store's operator (OPERATOR_EMAILS), signed in in the test's browser context. Not with `shopper`/`seller`. */
  operator: Account;
  /** A fresh product in stock, listed by a seller of its own (not the test's `seller`). */
  product: Product;
  /** Lists more products, as the seller of `product`. */
  listProduct: (spec?: ListingSpec) => Promise<Product>;
  /** Puts products in the cart of the test's browser context (a guest's, or the signed-in shopper's). */
  cartWith: (...products: (Product | { product: Product; quantity: number })[]) => Promise<void>;
  /** Posts a review of the product, as a visitor would. */
  reviewOf: (product: Product, review: { stars: number; text?: string }) => Promise<void>;
  /** Posts a comment under a blog post (by its slug), as a reader would. */
  commentOn: (postSlug: string, text: string) => Promise<void>;
  /**
   * A guest of their own (not the test's browser) puts these products in a cart through the cart's form; what it
   * gives checks the cart out through the checkout form: the order's number and email, or null when the checkout
   * refuses it (HTTP 409, such as a product sold out meanwhile).
   */
  guestCart: (...products: Product[]) => ReturnType<typeof cartThrough>;
};

export const test = base.extend<Fixtures>({
  account: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await signUpThrough(request, storeUrl(baseURL));
    await request.dispose();
    await use(account);
  },

  // The context's own request client shares its cookies: the session it receives is the browser's.
  shopper: async ({ context, baseURL }, use) => {
    await use(await signUpThrough(context.request, storeUrl(baseURL)));
  },

  operator: async ({ context, baseURL }, use) => {
    await use(await operatorThrough(context.request, storeUrl(baseURL)));
  },

  seller: async ({ context, baseURL }, use) => {
    const account = await signUpThrough(context.request, storeUrl(baseURL));
    await use({ ...account, list: (spec) => listThrough(context.request, storeUrl(baseURL), spec) });
  },

  listProduct: async ({ playwright, baseURL }, use) => {
    let store: Promise<APIRequestContext> | undefined;
    const signedInStore = async () => {
      const request = await playwright.request.newContext({ baseURL });
      await signUpThrough(request, storeUrl(baseURL), "Store Seller");
      return request;
    };
    await use(async (spec) => {
      store ??= signedInStore();
      return listThrough(await store, storeUrl(baseURL), spec);
    });
    await (await store)?.dispose();
  },

  product: async ({ listProduct }, use) => {
    await use(await listProduct());
  },

  cartWith: async ({ context, baseURL }, use) => {
    const post = fromStore(context.request, storeUrl(baseURL));
    await use(async (...lines) => {
      for (const line of lines) {
        const { product, quantity } = "product" in line ? line : { product: line, quantity: 1 };
        const response = await post("/shop/cart", {
          form: { intent: "add", productId: product.id, quantity, redirectTo: "/shop/cart" },
        });
        await expectStatus(response, 303, `adding ${product.name} to the cart`);
      }
    });
  },

  reviewOf: async ({ request, baseURL }, use) => {
    const post = fromStore(request, storeUrl(baseURL));
    await use(async (product, { stars, text = "Does what it says." }) => {
      const response = await post(`${product.path}/reviews`, {
        form: { name: "Rex Reviewer", email: "rex@example.com", stars, text },
      });
      await expectStatus(response, 303, `reviewing ${product.name}`);
      // A refused review (the per-address limit) is sent back too, with another outcome.
      expect(response.headers().location, `reviewing ${product.name}`).toContain("review=thanks");
    });
  },

  guestCart: async ({ playwright, baseURL }, use) => {
    const guests: APIRequestContext[] = [];
    await use(async (...products) => {
      const request = await playwright.request.newContext({ baseURL });
      guests.push(request);
      return cartThrough(request, storeUrl(baseURL), products);
    });
    await Promise.all(guests.map((request) => request.dispose()));
  },

  commentOn: async ({ request, baseURL }, use) => {
    const post = fromStore(request, storeUrl(baseURL));
    await use(async (postSlug, text) => {
      const response = await post(`/blog/posts/${postSlug}`, {
        form: { name: "Cora Commenter", email: "cora@example.com", text },
      });
      await expectStatus(response, 200, `commenting on ${postSlug}`);
    });
  },
});

export { expect };
