import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The route table of the specification, section 2.1.
export default [
  index("routes/home.tsx"),
  route("home-two", "routes/home-two.tsx"),
  route("preferences", "routes/preferences.ts"),
  route("newsletter", "routes/newsletter.ts"),

  route("shop", "routes/redirects/shop.ts"),
  route("shop/catalog", "routes/catalog.tsx"),
  route("shop/catalog/:categorySlug", "routes/catalog.tsx", { id: "catalog-category" }),
  ...[
    "category-grid-3-columns-sidebar",
    "category-grid-4-columns-full",
    "category-grid-5-columns-full",
    "category-list",
    "category-right-sidebar",
  ].map((layout) => route(`shop/${layout}`, "routes/catalog.tsx", { id: `catalog-${layout}` })),
  route("shop/products/:slug", "routes/product.tsx"),
  route("shop/products/:slug/reviews", "routes/product-review.ts"),
  route("shop/quick-view/:slug", "routes/quick-view.ts"),
  ...["product-standard", "product-columnar", "product-sidebar"].map((layout) =>
    route(`shop/${layout}`, "routes/product.tsx", { id: `demo-${layout}` }),
  ),
  route("shop/cart", "routes/cart.tsx"),
  route("shop/checkout", "routes/checkout.tsx"),
  route("shop/checkout/success", "routes/checkout-success.tsx"),
  route("shop/wishlist", "routes/wishlist.tsx"),
  route("shop/compare", "routes/compare.tsx"),
  route("shop/track-order", "routes/track-order.tsx"),
  route("shop/search-suggestions", "routes/search-suggestions.ts"),
  route("search", "routes/search-redirect.ts"),
  route("search/:query/:category?", "routes/search.tsx"),

  route("account", "routes/redirects/account.ts"),
  route("account/login", "routes/account/login.tsx"),
  route("account/logout", "routes/account/logout.ts"),
  route("account/dashboard", "routes/account/dashboard.tsx"),
  route("account/profile", "routes/account/profile.tsx"),
  route("account/orders", "routes/account/orders.tsx"),
  route("account/orders/:orderId", "routes/account/order.tsx"),
  route("account/addresses", "routes/account/addresses.tsx"),
  route("account/addresses/:addressId", "routes/account/address.tsx"),
  route("account/password", "routes/account/password.tsx"),
  route("account/createProduct", "routes/account/create-product.tsx"),
  route("account/myProducts", "routes/account/my-products.tsx"),
  route("account/myProducts/:productId", "routes/account/edit-product.tsx"),
  route("account/listings", "routes/account/listing-upload.ts", { id: "listing-create-upload" }),
  route("account/listings/:productId", "routes/account/listing-upload.ts", { id: "listing-edit-upload" }),

  route("blog", "routes/redirects/blog.ts"),
  ...["category-classic", "category-grid", "category-list", "category-left-sidebar"].map((layout) =>
    route(`blog/${layout}`, "routes/blog/list.tsx", { id: `blog-${layout}` }),
  ),
  route("blog/post-classic", "routes/blog/post.tsx", { id: "blog-post-classic" }),
  route("blog/post-full", "routes/blog/post.tsx", { id: "blog-post-full" }),
  route("blog/posts/:slug", "routes/blog/post.tsx", { id: "blog-post" }),

  route("site", "routes/redirects/site.ts"),
  route("site/about-us", "routes/site/about-us.tsx"),
  route("site/contact-us", "routes/site/contact-us.tsx"),
  route("site/contact-us-alt", "routes/site/contact-us.tsx", { id: "contact-us-alt" }),
  route("site/not-found", "routes/site/not-found.tsx"),
  route("site/faq", "routes/site/faq.tsx"),
  route("site/terms", "routes/site/terms.tsx"),
  route("site/typography", "routes/site/typography.tsx"),
  route("site/components", "routes/site/components.tsx"),

  // Any other single top-level path goes home; anything deeper is "Page Not Found" (404).
  route(":topLevel", "routes/redirects/home.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
