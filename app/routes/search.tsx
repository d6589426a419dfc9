import { Link, redirect } from "react-router";
import { type CatalogLayout, CatalogResults } from "~/components/catalog/catalog-results";
import { SearchForm } from "~/components/search/search-form";
import { SearchTips } from "~/components/search/search-tips";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { categoryPath, subCategoryPath } from "~domain/catalog-links";
import { catalogSearch, hasFilters } from "~domain/catalog-query";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { formatCount } from "~domain/digit-groups";
import { searchCategorySchema, searchTextSchema } from "~domain/search-query";
import { searchPage } from "~server/search/search-page";
import type { Route } from "./+types/search";

const LAYOUT: CatalogLayout = { columns: 3, view: "grid", sidebar: "start" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const text = searchTextSchema.parse(params.query);
  const category = searchCategorySchema.parse(params.category ?? null);
  const url = new URL(request.url);
  // Sort, size, page and filters as the catalogue reads them; the text is the path's, never a `search` parameter.
  const query = { ...parseCatalogQuery(url.searchParams), search: null };
  const page = await searchPage(context.readDb, context.media, context.prefs.locale, text, category, query);
  // A page past the end is clamped to the last one, as in the catalogue.
  const lastPage = Math.max(1, Math.ceil(page.total / query.limit));
  if (query.page > lastPage) throw redirect(`${url.pathname}${catalogSearch({ ...query, page: lastPage })}`);
  return { text, categorySlug: page.category?.slug ?? "", query, ...page };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { text, categorySlug, category, query, items, total, countedOnly, facets, corrections, bestMatch } = loaderData;
  // Past the cap, the page counts some of the matches: unfiltered it says "over" the cap, filtered "among" them.
  const over = countedOnly !== null && !hasFilters(query) ? countedOnly : undefined;
  const found =
    countedOnly === null
      ? t("search.found", { count: total })
      : over !== undefined
        ? t("search.foundOver", { count: over, number: formatCount(locale, over) })
        : t("search.foundAmong", { count: total, number: formatCount(locale, countedOnly) });
  const best = bestMatch
    ? bestMatch.parent.id === bestMatch.category.id
      ? categoryPath(bestMatch.parent.slug)
      : subCategoryPath(bestMatch.parent.slug, bestMatch.category.slug)
    : null;
  return (
    <div className="container-store py-6">
      {/* Results pages are for shoppers, not for search engines' indexes; their links are still followed. */}
      <meta name="robots" content="noindex, follow" />
      <PageHeader
        title={t("search.resultsFor", { query: text })}
        trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]}
      />
      {/* Keyed by the search, so a new search (back, forward, a header search) shows its own text. */}
      <SearchForm
        key={`${text}/${categorySlug}`}
        label={t("search.refine")}
        defaultQuery={text}
        defaultCategory={categorySlug}
        cartButtons={false}
        className="mb-6 max-w-2xl"
      />
      <div className="mb-6 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-gray-700">
        {category ? <p>{t("search.inCategory", { category: category.name })}</p> : null}
        {total > 0 ? <p>{found}</p> : null}
        {corrections.length > 0 ? (
          <p>
            {t("search.corrected", {
              words: corrections.map((c) => c.alternatives.join(", ")).join("; "),
            })}
          </p>
        ) : null}
        {best && bestMatch ? (
          <Link to={best} className="font-medium text-brand-700 underline hover:no-underline">
            {t("search.bestCategory", { category: bestMatch.category.name })}
          </Link>
        ) : null}
      </div>
      {total === 0 && !hasFilters(query) ? (
        <SearchTips categorySearched={category !== null} query={text} />
      ) : (
        <CatalogResults
          layout={LAYOUT}
          query={query}
          items={items}
          total={total}
          facets={facets}
          latest={[]}
          defaultSortLabel={t("search.bestMatch")}
          totalOver={over}
        />
      )}
    </div>
  );
}
