import { type PriceTax, priceTaxFor } from "~domain/price-tax";
import type { TaxSettings } from "~domain/tax";
import type { Db, Tx } from "../db/handle";
import { pageTag, showsOnPage } from "../page-cache/page-tags";
import type { CartOwner } from "./cart";
import type { PricedCart } from "./priced-cart";
import { shopperCountry } from "./ship-destination";

/**
 * The tax the shopper's catalogue prices are shown with (decision 058): for where their parcels go as far as the
 * store knows (shopperCountry: the cart's country, else a signed-in shopper's last order's or address's), else for
 * the home country, prices as entered. `cart` is the header's cart, already read: when it has lines its destination
 * (with the state its tax is priced for, where the country taxes per state) is the shopper's, and nothing more is read. A new visitor (no owner) costs no read at all.
 *
 * A page showing prices for a known destination is one shopper's: it is marked so, and the page cache never keeps
 * it (decision 038), whatever cookies came with it.
 */
export async function shopperPriceTax(
  db: Db | Tx,
  tax: TaxSettings,
  owner: CartOwner | null,
  cart: Pick<PricedCart, "lines" | "destination"> | null,
): Promise<PriceTax> {
  let place: { country: string; region: string | null } | null = null;
  if (cart && cart.lines.length > 0) {
    place = cart.destination.known ? { country: cart.destination.country, region: cart.destination.region } : null;
  } else if (owner) {
    const country = await shopperCountry(db, owner);
    place = country === null ? null : { country, region: null };
  }
  if (place !== null) showsOnPage(pageTag.oneShopper);
  return priceTaxFor(tax, place);
}
