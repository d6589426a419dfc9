import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a page kept for visitors without a session shows, as tags (decision 038): the readers of the data name it as
 * they read it, and a change notice drops every kept page carrying one of the tags it names.
 *
 * - `product:<id>`: the product's page; `card:<id>`: its card (which shows no stock count);
 * - `listing:<category id>` and `listing:all`: a list of products filtered, sorted and counted within that category
 *   (or the whole catalogue), its facets included; `search`: search results (their words match names);
 * - `seller-listing:<owner id>`: a seller's page of products; `related:<category id>`: a product page's "related";
 * - `shelf:<name>`: one of the catalogue's shelves (home page, sidebars); `listed-count`: the number the search box says;
 * - `table:<name>`: anything read from that table (categories, brands, settings, blog posts…);
 * - `brand:<id>`: a brand's name on a card (a list of every brand, such as the catalogue's filter, is `table:brands`);
 * - `currency:<code>`: prices in that currency (every page in it);
 * - `site-page:<slug>`: one of the operator's site pages (About, FAQ…; migration 0038);
 * - `one-shopper`: not a fact but a mark: the page shows what is one shopper's (prices for where their parcels go,
 *   decision 058) and is never kept, nor marked for caches in front;
 * - `until:<epoch ms>`: not a fact but a moment: what the page shows changes then with no notice (a home slide that
 *   starts or ends), so it is kept until then at most (`showsOnPageUntil`).
 */
type Collector = Set<string>;

// The server's entry and the React Router build each bundle their own copy of this module: one store for both.
// Made at first use, not on import: a route module that imports this file's importers must not need Node in the
// browser (its loaders are dropped there, but a module's top-level statements would stay and run).
const REGISTRY_KEY = Symbol.for("tool-store.page-tags");
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: AsyncLocalStorage<Collector> };
function storage(): AsyncLocalStorage<Collector> {
  registry[REGISTRY_KEY] ??= new AsyncLocalStorage<Collector>();
  return registry[REGISTRY_KEY];
}

/** Names what the page being rendered shows; outside a page that may be kept, nothing happens. */
export function showsOnPage(...tags: string[]): void {
  const collector = storage().getStore();
  if (!collector) return;
  for (const tag of tags) collector.add(tag);
}

/** The page shows what changes at `moment` by itself (a slide's start or end): it is kept no longer than that. */
export function showsOnPageUntil(moment: Date): void {
  showsOnPage(pageTag.until(moment.getTime()));
}

const UNTIL = "until:";

/** The earliest moment the tags say the page changes by itself (epoch ms), or null. */
export function keptUntil(tags: Iterable<string>): number | null {
  let earliest: number | null = null;
  for (const tag of tags) {
    if (!tag.startsWith(UNTIL)) continue;
    const moment = Number(tag.slice(UNTIL.length));
    if (Number.isFinite(moment) && (earliest === null || moment < earliest)) earliest = moment;
  }
  return earliest;
}

/** Runs `work` collecting what it shows into `into` (a page being rendered, or a kept read's own tags). */
export function collectingPageTags<T>(into: Set<string>, work: () => T): T {
  return storage().run(into, work);
}

export const pageTag = {
  product: (id: number) => `product:${id}`,
  card: (id: number) => `card:${id}`,
  shelf: (name: string) => `shelf:${name}`,
  listing: (categoryId: number | null) => `listing:${categoryId ?? "all"}`,
  sellerListing: (ownerId: string) => `seller-listing:${ownerId}`,
  related: (categoryId: number) => `related:${categoryId}`,
  table: (name: string) => `table:${name}`,
  currency: (code: string) => `currency:${code}`,
  brand: (id: number) => `brand:${id}`,
  search: "search",
  listedCount: "listed-count",
  sitePage: (slug: string) => `site-page:${slug}`,
  oneShopper: "one-shopper",
  until: (epochMs: number) => `${UNTIL}${epochMs}`,
} as const;
