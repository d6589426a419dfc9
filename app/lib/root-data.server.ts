import type { AppLoadContext } from "react-router";
import { conversationIdInPath } from "~domain/conversation-input";
import { friendlyCount } from "~domain/friendly-count";
import { USD } from "~domain/money";
import { promisedFreeFrom } from "~domain/shipping";
import { type CurrentSession, currentSession } from "~server/accounts/sessions";
import { categoryTree } from "~server/catalog/departments";
import { listedCount } from "~server/catalog/listed";
import { unreadMessageCount } from "~server/conversations/conversations";
import type { Flash } from "~server/http/flash";
import { listCurrencies } from "~server/prefs/currencies";
import { paymentOptions } from "~server/settings/payment-options";
import { readStoreSettings } from "~server/settings/store-settings";
import { cartOwnerOf } from "~server/shopping/cart-owner";
import { type ListKind, listProductIds } from "~server/shopping/lists";
import { shopperPriceTax } from "~server/shopping/price-tax";
import { pricedCart } from "~server/shopping/priced-cart";
import { messageUrls } from "../i18n/messages.server";

// What the root route's loader reads for every page: the shell's data (the header's user, cart, lists and counters,
// the menus, the currencies, the footer's promises). Its type is read by the components through useRootData
// (root-data.ts), apart from root.tsx, so that no component imports the route that renders it.

const NO_LISTS: Record<ListKind, number[]> = { wishlist: [], compare: [] };

export async function readRootData(request: Request, context: AppLoadContext) {
  return (await readRootDataOf(request, context, { anonymousToo: false })).mine;
}

/**
 * The root data of this request's visitor and, when asked, of a visitor without a session on the same page (what a
 * kept page holds, decision 076): the shared reads once, the personal ones for each.
 */
export async function readRootDataOf(
  request: Request,
  context: AppLoadContext,
  { anonymousToo }: { anonymousToo: boolean },
) {
  const { locale, currency } = context.prefs;
  const currencyList = listCurrencies(context.db, locale);
  const session = currentSession(context.db, request, context.media, context);
  // The cart's shipping and the footer's promise read the same settings.
  const settings = readStoreSettings(context.db);
  const personal = async (current: CurrentSession | null) => {
    // The header's cart, priced in the chosen currency; the ids in the user's lists, for the counters and
    // the list buttons.
    const user = current?.user ?? null;
    const { code, symbol, rate } = (await currencyList).find((option) => option.code === currency) ?? USD;
    const { shipping, tax } = await settings;
    const owner = cartOwnerOf(current);
    const [cart, lists, unreadMessages] = await Promise.all([
      pricedCart(context.db, context.media, owner, { code, symbol, rate }, { shipping, tax }, locale),
      user ? listProductIds(context.db, user.id) : NO_LISTS,
      // The conversation this page opens is read by the time it shows: its messages are not counted.
      user ? unreadMessageCount(context.db, user.id, conversationIdInPath(new URL(request.url).pathname)) : 0,
    ]);
    // The catalogue's prices follow where the shopper's parcels go (decision 058): the cart says, when it has lines.
    const priceTax = await shopperPriceTax(context.db, tax, owner, cart);
    return {
      user,
      cart,
      /** What the prices shown outside the cart need of the tax settings: mode, rates, the shopper's destination. */
      priceTax,
      lists,
      /** Messages the signed-in user has not read, in all their conversations (the header's Messages). */
      unreadMessages,
    };
  };
  const [currencies, categories, productCount, mine, anonymous, payment, { shipping }] = await Promise.all([
    currencyList,
    categoryTree(context.db, locale),
    listedCount(context.db),
    session.then(personal),
    anonymousToo ? personal(null) : null,
    paymentOptions(context.db, context.paypal !== null),
    settings,
  ]);
  const shared = {
    locale,
    currencyCode: currency,
    currencies,
    categories,
    /**
     * Products shoppers see, as the search box says it ("over 160"): rounded here, so a page kept for visitors
     * (decision 038) changes only when the number it says does.
     */
    productCount: friendlyCount(productCount),
    // The footer shows the marks of the ways to pay the store offers now.
    paymentMethods: payment.offered,
    // What the pages promise about free shipping (US cents; null: no parcel ships free), as the settings say.
    freeShippingFrom: promisedFreeFrom(shipping, null),
    // Each language's dictionary is a file of its own, fetched by the browser once (not inside every page).
    messageUrls: messageUrls(),
    // The address pages give as their own in link previews and the sitemap.
    origin: context.publicUrl,
  };
  return { mine: { ...shared, ...mine }, anonymous: anonymous && { ...shared, ...anonymous } };
}

export type RootData = Awaited<ReturnType<typeof readRootData>> & { flash: Flash | null };

/**
 * What of the root data is the visitor's own (the header's user, cart, lists and counters, the prices' tax place):
 * sent apart from a kept page's, in the page, when the page's body is the same for everyone (decision 076).
 */
export type PersonalData = Pick<RootData, "user" | "cart" | "lists" | "unreadMessages" | "priceTax">;
