import type { Route } from "./+types/robots";

// Personal and transactional pages, and the endless combinations of search results, are not for crawlers.
const PRIVATE_PATHS = [
  "/account/",
  "/shop/cart",
  "/shop/checkout",
  "/shop/wishlist",
  "/shop/compare",
  "/shop/quick-view/",
  "/shop/search-suggestions",
  "/search/",
];

export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
