import { DirectionProvider } from "@radix-ui/react-direction";
import { renderToString } from "react-dom/server";
import { type AppLoadContext, createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AccountMenu } from "~/components/layout/account-menu";
import { HeaderIndicators } from "~/components/layout/indicators";
import { MobileAccountLink } from "~/components/layout/mobile-menu";
import { jsonLdText } from "~/components/product/product-seo";
import { TranslationProvider } from "~/i18n/translation";
import { PERSONAL_DATA_ID, useRootData } from "~/lib/root-data";
import { directionOf } from "~domain/locales";
import { type PersonalData, type RootData, readRootDataOf } from "./root-data.server";

// A page whose body is the same for everyone, sent to a visitor with a session from the page kept for visitors
// without one (decision 076): only the shell's parts that are the visitor's own are rendered, and put in place of
// the kept page's.

const PART_END = '<template data-part-end=""></template>';

/** The shell's parts that differ from one visitor to another, in the order the page has them. */
function PersonalParts() {
  const { locale, messageUrls } = useRootData();
  const part = <template data-part-end="" />;
  return (
    <TranslationProvider locale={locale} messagesUrl={messageUrls[locale]}>
      <DirectionProvider dir={directionOf(locale)}>
        {/* The phone's header: its menu's account link, then its counters and cart. */}
        <MobileAccountLink />
        {part}
        <HeaderIndicators />
        {part}
        {/* The wide header: the top bar's account menu, then the counters, account button and cart. */}
        <AccountMenu />
        {part}
        <HeaderIndicators withAccount />
        {part}
      </DirectionProvider>
    </TranslationProvider>
  );
}

type PartsContext = { rootData: RootData };

const handler = createStaticHandler([
  {
    id: "root",
    path: "*",
    loader: ({ context }) => (context as PartsContext).rootData,
    Component: PersonalParts,
  },
]);

/** The personal parts' HTML for this root data, each as the whole page renders it. */
async function renderParts(rootData: RootData, url: string): Promise<string[]> {
  const request = new Request(url);
  const context = await handler.query(request, { requestContext: { rootData } satisfies PartsContext });
  if (context instanceof Response) throw new Error("The personal parts' router answered with a response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return html.split(PART_END).slice(0, -1);
}

/** Whether what a body like the catalogue's shows of the visitor (prices' tax place, lists) is as for no one. */
function bodyLike(mine: Omit<RootData, "flash">, anonymous: Omit<RootData, "flash">): boolean {
  return JSON.stringify([mine.priceTax, mine.lists]) === JSON.stringify([anonymous.priceTax, anonymous.lists]);
}

/** The visitor's own part of the root data, as the page sends it apart: JSON that cannot end its script element. */
function personalScript(data: RootData): string {
  const personal: PersonalData = {
    user: data.user,
    cart: data.cart,
    lists: data.lists,
    unreadMessages: data.unreadMessages,
    priceTax: data.priceTax,
  };
  return `<script type="application/json" id="${PERSONAL_DATA_ID}">${jsonLdText(personal)}</script>`;
}

/**
 * The kept page (`html`, rendered for a visitor without a session) as this request's visitor gets it: the personal
 * parts rendered for them put where the kept page has a visitor's without a session, and their part of the root data
 * beside it for the scripts. Null when the kept page does not hold those parts as expected (it came from another
 * build, or the settings changed since), or, with `onlyIfLike`, when the visitor's prices or lists differ from no
 * one's (the page's body shows them): the page is then rendered whole.
 */
export async function personalizeKeptPage(
  html: string,
  request: Request,
  context: AppLoadContext,
  onlyIfLike: boolean,
): Promise<string | null> {
  const { mine, anonymous } = await readRootDataOf(request, context, { anonymousToo: true });
  if (!anonymous) return null;
  if (onlyIfLike && !bodyLike(mine, anonymous)) return null;
  const [theirs, kept] = await Promise.all([
    renderParts({ ...mine, flash: null }, request.url),
    renderParts({ ...anonymous, flash: null }, request.url),
  ]);
  let page = "";
  let at = 0;
  for (const [index, part] of kept.entries()) {
    const found = html.indexOf(part, at);
    if (found === -1) return null;
    page += html.slice(at, found) + theirs[index];
    at = found + part.length;
  }
  page += html.slice(at);
  // The data goes at the end of the head, where React leaves alone what it did not render (the parts are below it).
  const headEnd = page.indexOf("</head>");
  if (headEnd === -1) return null;
  return page.slice(0, headEnd) + personalScript({ ...mine, flash: null }) + page.slice(headEnd);
}
