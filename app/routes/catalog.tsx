import { data, redirect } from "react-router";
import { CatalogResults } from "~/components/catalog/catalog-results";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { EmptyState } from "~/components/ui/empty-state";
import { PageMeta } from "~/components/ui/page-meta";
import { useTranslation } from "~/i18n/translation";
import { categoryPath } from "~domain/catalog-links";
import { catalogSearch, hasFilters } from "~domain/catalog-query";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { catalogLayoutOf, DEFAULT_CATEGORY_LAYOUT } from "~domain/category-layouts";
import { catalogPage } from "~server/catalog/catalog-page";
import { movedCatalogAddress } from "~server/catalog/catalog-redirect";
import type { Route } from "./+types/catalog";

// The fixed category layouts of the route table all show power tools; a category's own page uses its chosen layout.
const FIXED_CATEGORY = "power-tools";
const ALL_PRODUCTS_LAYOUT = catalogLayoutOf(DEFAULT_CATEGORY_LAYOUT)!;
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fixed = catalogLayoutOf(url.pathname.split("/").pop());
  const slug = fixed ? FIXED_CATEGORY : (params.categorySlug ?? null);
  const query = parseCatalogQuery(url.searchParams);
  const { readDb, media, prefs, keptReads } = context;
  const page = await catalogPage(readDb, media, prefs.locale, slug, query, keptReads === true);
  // An address naming a renamed category or brand answers 301 with the current slugs (decision 054).
  if (!page || query.brands.length > 0 || query.category) {
    const moved = await movedCatalogAddress(context.db, context.prefs.locale, fixed ? null : slug, query);
    if (moved) {
      const path = fixed ? url.pathname : moved.categorySlug ? categoryPath(moved.categorySlug) : "/shop/catalog";
      throw redirect(`${path}${catalogSearch(moved.query)}`, 301);
    }
  }
  if (!page) throw data(null, { status: 404 });
  // A page past the end is clamped to the last one.
  const lastPage = Math.max(1, Math.ceil(page.total / query.limit));
  if (query.page > lastPage) throw redirect(`${url.pathname}${catalogSearch({ ...query, page: lastPage })}`);
  const layout = fixed ?? catalogLayoutOf(page.category?.category.layout) ?? ALL_PRODUCTS_LAYOUT;
  return { ...page, query, layout };
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { layout } = loaderData;
  // The view is the visitor's choice on the page; each fixed layout starts from its own.
  return <CatalogBody key={`${layout.columns}-${layout.view}-${layout.sidebar}`} data={loaderData} />;
}

function CatalogBody({ data: loaderData }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation();
  const { layout, query, category, items, total, facets, latest } = loaderData;
  // The category shown: the address's, or the one `filter_category` chose, as on its own address (decision 067).
  const title = category?.category.name ?? t("catalog.allProducts");
  const filtered = hasFilters(query);
  const crumbs: Crumb[] = [
    { label: t("nav.home"), to: "/" },
    { label: t("nav.shop"), to: "/shop/catalog" },
    ...(category?.ancestors.map((a) => ({ label: a.name, to: categoryPath(a.slug) })) ?? []),
    { label: title },
  ];

  return (
    <div className="container-store py-6">
      <PageMeta title={title} description={t("catalog.description", { name: title })} />
      <Breadcrumb items={crumbs} />
      <h1 className="mt-3 mb-6 text-3xl font-bold">{title}</h1>
      {total === 0 && !filtered ? (
        <EmptyState message={t("catalog.emptyCategory")} action={{ to: "/shop/catalog", label: t("nav.shop") }} />
      ) : (
        <CatalogResults layout={layout} query={query} items={items} total={total} facets={facets} latest={latest} />
      )}
    </div>
  );
}
