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
import { directionOf } from "~domain/locales";
import { takeFlash } from "~server/http/flash";
import type { Route } from "./+types/root";
// Rendered by Layout with a precedence, so React puts it first in <head>, before the script preloads.
import appCss from "./app.css?url";
import { ErrorPage } from "./components/layout/error-page";
import { SiteShell } from "./components/layout/site-shell";
import { TranslationProvider } from "./i18n/translation";
import { useNonce } from "./lib/nonce";
import { type RootData, readRootData } from "./lib/root-data.server";
import { SITE } from "./lib/site";

const OG_LOCALES = { en: "en_US", ru: "ru_RU", ar: "ar_AR" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  // A plain post's confirmation (decision 036): shown by this page once, its cookie cleared with the response.
  const taken = takeFlash(request);
  const root = await readRootData(request, context);
  const flash = taken?.flash ?? null;
  const rootData: RootData = { ...root, flash };
  return data(rootData, taken ? { headers: { "Set-Cookie": taken.clear } } : undefined);
}

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
