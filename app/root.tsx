import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { conversationIdInPath } from "~domain/conversation-input";
import { friendlyCount } from "~domain/friendly-count";
import { directionOf } from "~domain/locales";
import { USD } from "~domain/money";
import { promisedFreeFrom } from "~domain/shipping";
import { currentSession } from "~server/accounts/sessions";
import { categoryTree } from "~server/catalog/departments";
import { listedCount } from "~server/catalog/listed";
import { unreadMessageCount } from "~server/conversations/conversations";
import { type Flash, takeFlash } from "~server/http/flash";
import { listCurrencies } from "~server/prefs/currencies";
import { paymentOptions } from "~server/settings/payment-options";
import { readStoreSettings } from "~server/settings/store-settings";
import { cartOwnerOf } from "~server/shopping/cart-owner";
import { type ListKind, listProductIds } from "~server/shopping/lists";
import { pricedCart } from "~server/shopping/priced-cart";
import type { Route } from "./+types/root";
// Rendered by Layout with a precedence, so React puts it first in <head>, before the script preloads.
import appCss from "./app.css?url";
import { ErrorPage } from "./components/layout/error-page";
import { SiteShell } from "./components/layout/site-shell";
import { messageUrls } from "./i18n/messages.server";
import { TranslationProvider } from "./i18n/translation";
import { useNonce } from "./lib/nonce";
import { SITE } from "./lib/site";

const OG_LOCALES = { en: "en_US", ru: "ru_RU", ar: "ar_AR" } as const;

const NO_LISTS: Record<ListKind, number[]> = { wishlist: [], compare: [] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // A plain post's confirmation (decision 036): shown by this page once, its cookie cleared with the response.
  const taken = takeFlash(request);
  const root = await readRootData(request, context);
  const flash: Flash | null = taken?.flash ?? null;
  return data({ ...root, flash }, taken ? { headers: { "Set-Cookie": taken.clear } } : undefined);
}

async function readRootData(request: Request, context: Route.LoaderArgs["context"]) {
  const { locale, currency } = context.prefs;
  const currencyList = listCurrencies(context.db, locale);
  const session = currentSession(context.db, request, context.media);
  // The cart's shipping and the footer's promise read the same settings.
  const settings = readStoreSettings(context.db);
  const userAndCart = Promise.all([session, currencyList]).then(async ([current, options]) => {
    // The header's cart, priced in the chosen currency; the ids in the user's lists, for the counters and
    // the list buttons.
    const user = current?.user ?? null;
    const { code, symbol, rate } = options.find((option) => option.code === currency) ?? USD;
    const { shipping } = await settings;
    const [cart, lists, unreadMessages] = await Promise.all([
      pricedCart(context.db, context.media, cartOwnerOf(current), { code, symbol, rate }, shipping, locale),
      user ? listProductIds(context.db, user.id) : NO_LISTS,
      // The conversation this page opens is read by the time it shows: its messages are not counted.
      user ? unreadMessageCount(context.db, user.id, conversationIdInPath(new URL(request.url).pathname)) : 0,
    ]);
    return { user, cart, lists, unreadMessages };
  });
  const [currencies, categories, productCount, { user, cart, lists, unreadMessages }, payment, { shipping }] =
    await Promise.all([
      currencyList,
      categoryTree(context.db, locale),
      listedCount(context.db),
      userAndCart,
      paymentOptions(context.db, context.paypal !== null),
      settings,
    ]);
  return {
    locale,
    currencyCode: currency,
    currencies,
    categories,
    /**
     * Products shoppers see, as the search box says it ("over 160"): rounded here, so a page kept for visitors
     * (decision 038) changes only when the number it says does.
     */
    productCount: friendlyCount(productCount),
    user,
    cart,
    lists,
    /** Messages the signed-in user has not read, in all their conversations (the header's Messages). */
    unreadMessages,
    // The footer shows the marks of the ways to pay the store offers now.
    paymentMethods: payment.offered,
    // What the pages promise about free shipping (US cents; null: no parcel ships free), as the settings say.
    freeShippingFrom: promisedFreeFrom(shipping, null),
    // Each language's dictionary is a file of its own, fetched by the browser once (not inside every page).
    messageUrls: messageUrls(),
    // The address pages give as their own in link previews and the sitemap.
    origin: context.publicUrl,
  };
}

export type RootData = Awaited<ReturnType<typeof readRootData>> & { flash: Flash | null };

// Language, currency, the menu, the signed-in user, the cart and the lists change only through a form post (or a
// ?dir= switch).
export function shouldRevalidate({ formMethod, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || nextUrl.searchParams.has("dir")) return defaultShouldRevalidate;
  // Opening a conversation reads its messages: the header's unread count follows.
  if (nextUrl.pathname.startsWith("/account/messages")) return true;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const locale = data?.locale ?? "en";
  const nonce = useNonce();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2937" />
        <link rel="stylesheet" href={appCss} precedence="high" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta property="og:site_name" content={SITE.name} />
        <meta property="og:locale" content={OG_LOCALES[locale]} />
        <Meta />
        <Links />
        {data && (
          <link rel="preload" as="fetch" crossOrigin="anonymous" href={data.messageUrls[locale]} data-messages />
        )}
      </head>
      <body>
        {children}
        {/* Keyed by path: changing a filter, sort or page keeps the scroll position. */}
        <ScrollRestoration getKey={(location) => location.pathname} nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function WithI18n({ data, children }: { data: RootData; children: React.ReactNode }) {
  return (
    <TranslationProvider locale={data.locale} messagesUrl={data.messageUrls[data.locale]}>
      {children}
    </TranslationProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <WithI18n data={loaderData}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </WithI18n>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!data) {
    // The root loader itself failed: no translations or menu to show, so keep it minimal.
    return (
      <main style={{ padding: "2rem", fontFamily: "system-ui" }}>
        <h1>{notFound ? "Page Not Found" : "Something went wrong"}</h1>
        <p>
          <a href="/">Tool Store</a>
        </p>
      </main>
    );
  }
  // On the server, entry.server.tsx's handleError has logged it with the request's id.
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <WithI18n data={data}>
      <SiteShell>
        <ErrorPage notFound={notFound} />
      </SiteShell>
    </WithI18n>
  );
}
