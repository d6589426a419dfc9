import { searchParamsSchema } from "~domain/search-query";
import { objectFromInput } from "~domain/untrusted-keys";
import { categoryBySlug } from "~server/catalog/categories";
import { suggestProducts } from "~server/search/products";
import type { Route } from "./+types/search-suggestions";

// The same text gives the same answer to everyone reading the same language (prices are in USD cents, formatted by
// the browser; names in the visitor's language, from the cookie, hence Vary), so the browser may keep it for a minute (typing back over the same letters costs nothing); the cart always re-reads
// prices from the database. Private: a response may carry a preference cookie, which no shared cache may keep.
const headers = { "Cache-Control": "private, max-age=60", Vary: "Cookie" };

/** JSON for the search box: the 5 best matches for `query`, within `category` when it names one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, category } = searchParamsSchema.parse(objectFromInput(new URL(request.url).searchParams));
  // An unknown category searches everything rather than failing.
  const view = query && category ? await categoryBySlug(context.readDb, category, context.prefs.locale) : null;
  const items = query
    ? await suggestProducts(
        context.readDb,
        context.media,
        context.prefs.locale,
        query,
        view ? { categoryIds: view.subtreeIds } : {},
      )
    : [];
  return Response.json({ query, items }, { headers });
}
