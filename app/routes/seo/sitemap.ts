import { z } from "~domain/zod";
import { pageEntries, productEntries, SITEMAP_HEADERS, sellerEntries, urlsetXml } from "~server/content/sitemap";
import type { Route } from "./+types/sitemap";

const nameSchema = z.union([
  z.literal("pages.xml").transform(() => ({ kind: "pages" as const, n: 0 })),
  z.literal("sellers.xml").transform(() => ({ kind: "sellers" as const, n: 0 })),
  z
    .string()
    .regex(/^products-[1-9]\d{0,5}\.xml$/)
    .transform((name) => ({ kind: "products" as const, n: Number.parseInt(name.slice(9), 10) })),
]);

/** /sitemaps/pages.xml, /sitemaps/sellers.xml and /sitemaps/products-{n}.xml, as listed by /sitemap.xml. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = nameSchema.safeParse(params.name);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  const { kind, n } = parsed.data;
  const entries =
    kind === "pages"
      ? await pageEntries(context.db, context.now)
      : kind === "sellers"
        ? await sellerEntries(context.db)
        : await productEntries(context.db, n);
  return new Response(urlsetXml(context.publicUrl, entries), { headers: SITEMAP_HEADERS });
}
