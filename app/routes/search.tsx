import { Link } from "react-router";
import { ProductCard } from "~/components/catalog/product-card";
import { SearchForm } from "~/components/search/search-form";
import { SearchTips } from "~/components/search/search-tips";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { categoryPath, subCategoryPath } from "~domain/catalog-links";
import { searchCategorySchema, searchTextSchema } from "~domain/search-query";
import { searchPage } from "~server/search/search-page";
import type { Route } from "./+types/search";

export async function loader({ params, context }: Route.LoaderArgs) {
  const query = searchTextSchema.parse(params.query);
  const category = searchCategorySchema.parse(params.category ?? null);
  const page = await searchPage(context.db, context.media, context.prefs.locale, query, category);
  return { query, categorySlug: page.category?.slug ?? "", ...page };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, categorySlug, category, items, corrections, bestMatch } = loaderData;
  const best = bestMatch
    ? bestMatch.parent.id === bestMatch.category.id
      ? categoryPath(bestMatch.parent.slug)
      : subCategoryPath(bestMatch.parent.slug, bestMatch.category.slug)
    : null;
  return (
    <div className="container-store py-6">
      {/* Results pages are for shoppers, not for search engines' indexes; their links are still followed. */}
      <meta name="robots" content="noindex, follow" />
      <PageHeader title={t("search.resultsFor", { query })} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      {/* Keyed by the search, so a new search (back, forward, a header search) shows its own text. */}
      <SearchForm
        key={`${query}/${categorySlug}`}
        label={t("search.refine")}
        defaultQuery={query}
        defaultCategory={categorySlug}
        cartButtons={false}
        className="mb-6 max-w-2xl"
      />
      <div className="mb-6 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-gray-700">
        {category ? <p>{t("search.inCategory", { category: category.name })}</p> : null}
        {/* The heading of the results, between the page's h1 and the cards' h3. */}
        {items.length > 0 ? (
          <h2 className="text-base font-normal">{t("search.found", { count: items.length })}</h2>
        ) : null}
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
      {items.length === 0 ? (
        <SearchTips categorySearched={category !== null} query={query} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
