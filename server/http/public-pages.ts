// Which pages a cache may keep (decision 063): the routes whose answer to a visitor without a session is the same for
// everyone. Every other answer is `private, no-store`. Each route path of app/routes.ts is in one of the two lists;
// tests/integration/cache-headers.test.ts fails when a route is in neither, so a new route needs a decision.

/** Route paths (as app/routes.ts writes them) whose anonymous answer is the same for everyone. */
export const PUBLIC_ROUTES = [
  "",
  "home-two",
  "robots.txt",
  "locales/:file",
  "sitemap.xml",
  "sitemaps/:name",
  "shop/catalog",
  "shop/catalog/:categorySlug",
  "shop/category-grid-3-columns-sidebar",
  "shop/category-grid-4-columns-full",
  "shop/category-grid-5-columns-full",
  "shop/category-list",
  "shop/category-right-sidebar",
  "shop/products/:slug",
  "shop/product-standard",
  "shop/product-columnar",
  "shop/product-sidebar",
  "shop/sellers/:slug",
  "search/:query/:category?",
  "blog/category-classic",
  "blog/category-grid",
  "blog/category-list",
  "blog/category-left-sidebar",
  "blog/post-classic",
  "blog/post-full",
  "blog/posts/:slug",
  "site/about-us",
  "site/faq",
  "site/terms",
  "site/privacy",
  "site/returns",
  "site/delivery",
  "site/contact-us",
  "site/contact-us-alt",
  "site/not-found",
  "site/typography",
  "site/components",
] as const;

/**
 * Public routes whose page body is the same for a visitor with a session too: nothing in it reads the session or the
 * visitor's own part of the root data (decision 076). Such a visitor gets the page kept for visitors without one,
 * with the shell's personal parts rendered for them. tests/integration/personal-parts.test.ts renders each whole for
 * several visitors and compares.
 */
export const SAME_BODY_FOR_SESSIONS = [
  "blog/category-classic",
  "blog/category-grid",
  "blog/category-list",
  "blog/category-left-sidebar",
  "blog/post-classic",
  "blog/post-full",
  "blog/posts/:slug",
  "site/about-us",
  "site/faq",
  "site/terms",
  "site/privacy",
  "site/returns",
  "site/delivery",
  "site/contact-us",
  "site/contact-us-alt",
  "site/not-found",
  "site/typography",
] as const satisfies readonly (typeof PUBLIC_ROUTES)[number][];

/**
 * Public routes whose page body depends on a visitor with a session only through the prices' tax place (where their
 * parcels go, decision 058) and their lists (the cards' wish-list and compare buttons): when both are as for a visitor
 * without a session (a guest with a cart going nowhere known yet, a buyer with empty lists), the body is the kept
 * page's (decision 076). The product page is not here: its loader reads the session (the delivery promise).
 */
export const SAME_BODY_FOR_LIKE_SESSIONS = [
  "",
  "home-two",
  "shop/catalog",
  "shop/catalog/:categorySlug",
  "shop/category-grid-3-columns-sidebar",
  "shop/category-grid-4-columns-full",
  "shop/category-grid-5-columns-full",
  "shop/category-list",
  "shop/category-right-sidebar",
  "shop/sellers/:slug",
  "search/:query/:category?",
  // The components' showcase has product cards.
  "site/components",
] as const satisfies readonly (typeof PUBLIC_ROUTES)[number][];

/**
 * Route paths whose answers are someone's, reached with a secret, posted to, or redirects: never kept. Named so that
 * the test can tell a decision from an omission.
 */
export const PRIVATE_ROUTES = [
  // Forms that only post, and redirects (an address that moved is cheap to answer again).
  "preferences",
  "newsletter",
  "shop",
  "search",
  "account",
  "blog",
  "site",
  ":topLevel",
  "*",
  // Reached with a token in the address (a confirmation, an unsubscription, a review invitation, a password reset).
  "newsletter/confirm",
  "newsletter/unsubscribe",
  "shop/products/:slug/review",
  "account/reset-password",
  // Posts, and what is asked while a page is open (prices and stock now, a shopper's suggestions).
  "shop/products/:slug/reviews",
  "shop/products/:slug/stock-alert",
  "shop/quick-view/:slug",
  "shop/search-suggestions",
  // One shopper's: their cart, lists, checkout, orders and what PayPal sends back.
  "shop/cart",
  "shop/checkout",
  "shop/checkout/success",
  "shop/checkout/paypal",
  "shop/paypal/webhook",
  "shop/wishlist",
  "shop/compare",
  "shop/track-order",
  "shop/track-order/document",
  "account/login",
  "account/logout",
  "account/forgot-password",
  "account/*",
  "admin",
  "admin/*",
] as const;

/** A route path as a pattern of a request's path: `:name` one segment, `:name?` an optional one, `*` the rest. */
function patternOf(route: string): string {
  let pattern = "";
  for (const segment of route === "" ? [] : route.split("/")) {
    if (segment === "*") pattern += "(?:/.*)?";
    else if (segment.startsWith(":") && segment.endsWith("?")) pattern += "(?:/[^/]+)?";
    else if (segment.startsWith(":")) pattern += "/[^/]+";
    else pattern += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  }
  return pattern;
}

/** Route paths as one expression matching a request's path. */
function pathsOf(routes: readonly string[]): RegExp {
  return new RegExp(`^(?:${routes.map(patternOf).join("|")})/?$`);
}

// Every public route in one expression: asked on each request, before anything else runs.
const publicPath = pathsOf(PUBLIC_ROUTES);
const sameBodyPath = pathsOf(SAME_BODY_FOR_SESSIONS);
const likeSessionPath = pathsOf(SAME_BODY_FOR_LIKE_SESSIONS);

/** The page a request asks for: a client navigation's data request (`/x.data`, `/_root.data`) is its page's. */
function pagePath(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/** Whether a request's path (without its query) is that of a page the same for every visitor without a session. */
export function isPublicPage(path: string): boolean {
  return publicPath.test(pagePath(path));
}

/**
 * Whether a page's body (not a client navigation's data) is the same for a visitor with a session (decision 076):
 * `always`, `if-like` (when their prices' tax place and lists are as for no one), or not at all (null).
 */
export function bodyForSessions(path: string): "always" | "if-like" | null {
  if (sameBodyPath.test(path)) return "always";
  if (likeSessionPath.test(path)) return "if-like";
  return null;
}
