import { SITEMAP_HEADERS, sitemapIndexXml, sitemapNames } from "~server/content/sitemap";
import type { Route } from "./+types/sitemap-index";

/** /sitemap.xml: the index of the store's sitemaps (pages, sellers, then products by id range). */
export async function loader({ context }: Route.LoaderArgs) {
  const names = await sitemapNames(context.db);
  return new Response(sitemapIndexXml(context.publicUrl, names), { headers: SITEMAP_HEADERS });
}
