import { data } from "react-router";
import { z } from "~domain/zod";
import { quickViewBySlug } from "~server/catalog/quick-view";
import type { Route } from "./+types/quick-view";

const params = z.object({ slug: z.string().min(1).max(200) });

// Prices, stock and the language of colour names (a cookie) can change at any moment and the answer is
// small, so nothing may keep a copy: a stale price in the quick view would disagree with the cart.
const headers = { "Cache-Control": "no-store" };

/** JSON for the quick view modal (loaded with a fetcher from a product card). */
export async function loader({ params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  const product = parsed.success
    ? await quickViewBySlug(context.readDb, context.media, parsed.data.slug, context.prefs.locale)
    : null;
  // Returned, not thrown: a fetcher's thrown error would replace the whole catalogue page with the error
  // page, while the card only needs to say that this one product could not be loaded.
  if (!product) return data({ product: null }, { status: 404, headers });
  return data({ product }, { headers });
}
