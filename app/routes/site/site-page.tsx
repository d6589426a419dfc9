import { data } from "react-router";
import { MarkdownHtml } from "~/components/ui/markdown-html";
import { PageHeader } from "~/components/ui/page-header";
import { USD } from "~domain/money";
import { sitePageSlug } from "~domain/site-pages";
import { sitePageView } from "~server/content/site-pages";
import { listCurrencies } from "~server/prefs/currencies";
import type { Route } from "./+types/site-page";

// About, FAQ, Terms, Privacy, Returns and Delivery: the operator's Markdown (/admin/pages), its placeholders filled
// from the store's settings as it is read. Its edit drops this page alone from the page cache; a change of the
// settings drops every page that shows them.
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = sitePageSlug.safeParse(new URL(request.url).pathname.split("/").pop());
  if (!slug.success) throw data(null, { status: 404 });
  const { locale } = context.prefs;
  const currency =
    (await listCurrencies(context.db, locale)).find(({ code }) => code === context.prefs.currency) ?? USD;
  return sitePageView(
    context.db,
    slug.data,
    { locale, currency, paypal: context.paypal !== null },
    context.keptReads === true,
  );
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <div className="container-store py-6">
      <PageHeader title={page.title} description={page.description} />
      <div lang={page.bodyLang} className="card max-w-4xl p-6 md:p-10">
        <MarkdownHtml html={page.html} className="text-[17px] leading-relaxed text-gray-800" />
      </div>
    </div>
  );
}
