import { pageTag } from "./page-tags";

/** The channel migration 0024's triggers notify when something a kept page shows changes. */
export const PAGE_DATA_CHANNEL = "page_data_changed";

/** What a notice drops: every kept page, or those carrying one of `tags`. */
export type PageDrop = { all: true } | { all: false; tags: string[]; listedCountMayChange: boolean };

const PRODUCT = /^p\/(\d{1,10})\/([lprabscx]*)\/([0-9a-f-]{1,36})\/([\d,]*)$/;
const TABLE = /^t\/([a-z_]{1,63})$/;
const RATE = /^c\/([A-Z]{3})$/;
const BRAND = /^b\/(\d{1,10})$/;
const SITE_PAGE = /^s\/([a-z-]{1,40})$/;
// Which of a product's changes may move it onto or off each shelf (server/catalog/shelves.ts): shelves hold listed,
// in-stock products, ordered by age, rating, number of ratings, discount, badges.
const SHELVES_CHANGED_BY: [string, RegExp][] = [
  ["latest", /[la]/],
  ["top-rated", /[lar]/],
  ["bestsellers", /[lar]/],
  ["discounted", /[lap]/],
  ["featured", /[labr]/],
];

/**
 * The pages a notice's facts touch (their format: migration 0024). A product's listing, price, rating, brand, colours,
 * badges or words change the lists it is in (their order, counts and facets), for its category and every category
 * above; its availability the shelves and "related" (in-stock products only); its stock count only its own page.
 * A fact this code does not understand drops everything: a kept page is never trusted past a change it missed.
 */
export function pagesToDrop(payload: string): PageDrop {
  const tags = new Set<string>();
  let listedCountMayChange = false;
  for (const fact of payload.split(" ")) {
    if (fact === "") continue;
    const product = PRODUCT.exec(fact);
    if (product) {
      const [, id, flags = "", owner, categoryList = ""] = product;
      const categories = categoryList.split(",").filter(Boolean).map(Number);
      tags.add(pageTag.product(Number(id)));
      // A card shows everything of a product but its stock count.
      if (/[lprabcx]/.test(flags)) tags.add(pageTag.card(Number(id)));
      if (/[lprbc]/.test(flags)) {
        for (const category of categories) tags.add(pageTag.listing(category));
        tags.add(pageTag.listing(null));
        tags.add(pageTag.search);
        if (owner && owner !== "-") tags.add(pageTag.sellerListing(owner));
      }
      for (const [shelf, changes] of SHELVES_CHANGED_BY) if (changes.test(flags)) tags.add(pageTag.shelf(shelf));
      if (/[la]/.test(flags)) for (const category of categories) tags.add(pageTag.related(category));
      if (flags.includes("l")) listedCountMayChange = true;
      continue;
    }
    const table = TABLE.exec(fact);
    if (table?.[1]) {
      tags.add(pageTag.table(table[1]));
      continue;
    }
    // A brand changed (migration 0037): the cards naming it, and every list of all the brands.
    const brand = BRAND.exec(fact);
    if (brand?.[1]) {
      tags.add(pageTag.brand(Number(brand[1])));
      tags.add(pageTag.table("brands"));
      continue;
    }
    // One of the operator's site pages changed (migration 0038): that page alone.
    const sitePage = SITE_PAGE.exec(fact);
    if (sitePage?.[1]) {
      tags.add(pageTag.sitePage(sitePage[1]));
      continue;
    }
    const rate = RATE.exec(fact);
    if (rate?.[1]) {
      tags.add(pageTag.currency(rate[1]));
      continue;
    }
    return { all: true };
  }
  return { all: false, tags: [...tags], listedCountMayChange };
}
