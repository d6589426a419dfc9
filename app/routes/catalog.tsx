import { useId, useState } from "react";
import { data, redirect } from "react-router";
import { CatalogNoMatch } from "~/components/catalog/catalog-empty";
import { CatalogSidebar } from "~/components/catalog/catalog-sidebar";
import { CatalogToolbar, type CatalogView } from "~/components/catalog/catalog-toolbar";
import { ProductCard } from "~/components/catalog/product-card";
import { SidebarDrawer } from "~/components/catalog/sidebar-drawer";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { EmptyState } from "~/components/ui/empty-state";
import { PageMeta } from "~/components/ui/page-meta";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/i18n/translation";
import { categoryPath } from "~domain/catalog-links";
import { catalogSearch, hasFilters, parseCatalogQuery } from "~domain/catalog-query";
import { catalogPage } from "~server/catalog/catalog-page";
import type { Route } from "./+types/catalog";

type Layout = { columns: 3 | 4 | 5; view: "grid" | "list"; sidebar: "start" | "end" | "none" };

const DEFAULT_LAYOUT: Layout = { columns: 3, view: "grid", sidebar: "start" };
// The fixed category layouts of the route table all show power tools.
const FIXED_LAYOUTS: Record<string, Layout> = {
  "category-grid-3-columns-sidebar": DEFAULT_LAYOUT,
  "category-grid-4-columns-full": { columns: 4, view: "grid", sidebar: "none" },
  "category-grid-5-columns-full": { columns: 5, view: "grid", sidebar: "none" },
  "category-list": { columns: 3, view: "list", sidebar: "start" },
  "category-right-sidebar": { columns: 3, view: "grid", sidebar: "end" },
};
const FIXED_CATEGORY = "power-tools";
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fixed = FIXED_LAYOUTS[url.pathname.split("/").pop() ?? ""];
  const slug = fixed ? FIXED_CATEGORY : (params.categorySlug ?? null);
  const query = parseCatalogQuery(url.searchParams);
  const page = await catalogPage(context.db, context.media, context.prefs.locale, slug, query);
  if (!page) throw data(null, { status: 404 });
  // A page past the end is clamped to the last one.
  const lastPage = Math.max(1, Math.ceil(page.total / query.limit));
  if (query.page > lastPage) throw redirect(`${url.pathname}${catalogSearch({ ...query, page: lastPage })}`);
  return { ...page, query, layout: fixed ?? DEFAULT_LAYOUT };
}

// Columns per layout, from two on phones up to the layout's count on wide screens.
const gridColumns: Record<Layout["columns"], string> = {
  3: "grid-cols-2 md:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  5: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5",
};
const featureColumns: Record<Layout["columns"], string> = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  5: "sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5",
};

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { layout } = loaderData;
  // The view is the visitor's choice on the page; each fixed layout starts from its own.
  return <CatalogBody key={`${layout.columns}-${layout.view}-${layout.sidebar}`} data={loaderData} />;
}

function CatalogBody({ data: loaderData }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation();
  const { layout, query, category, items, total, facets, latest } = loaderData;
  const [view, setView] = useState<CatalogView>(layout.view);
  const productsHeadingId = useId();
  const title = category?.category.name ?? t("catalog.allProducts");
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const filtered = hasFilters(query);
  const crumbs: Crumb[] = [
    { label: t("nav.home"), to: "/" },
    { label: t("nav.shop"), to: "/shop/catalog" },
    ...(category?.ancestors.map((a) => ({ label: a.name, to: categoryPath(a.slug) })) ?? []),
    { label: title },
  ];
  const hasSidebar = layout.sidebar !== "none";
  const listClass =
    view === "list"
      ? "grid grid-cols-1 gap-4"
      : view === "grid-with-features"
        ? `grid grid-cols-1 gap-4 ${featureColumns[layout.columns]}`
        : `grid gap-3 sm:gap-4 ${gridColumns[layout.columns]}`;

  return (
    <div className="container-store py-6">
      <PageMeta title={title} description={t("catalog.description", { name: title })} />
      <Breadcrumb items={crumbs} />
      <h1 className="mt-3 mb-6 text-3xl font-bold">{title}</h1>
      {total === 0 && !filtered ? (
        <EmptyState message={t("catalog.emptyCategory")} action={{ to: "/shop/catalog", label: t("nav.shop") }} />
      ) : (
        <div className="flex items-start gap-6">
          {hasSidebar ? (
            <aside
              aria-label={t("catalog.filters")}
              className={`hidden w-64 shrink-0 desk:block ${layout.sidebar === "end" ? "order-last" : ""}`}
            >
              <CatalogSidebar query={query} facets={facets} latest={latest} />
            </aside>
          ) : null}
          <section className="min-w-0 flex-1" aria-labelledby={productsHeadingId}>
            {/* Between the page's h1 and the cards' h3, also on a phone, where the sidebar's h2s are hidden. */}
            <h2 id={productsHeadingId} className="sr-only">
              {t("catalog.products")}
            </h2>
            <CatalogToolbar
              query={query}
              total={total}
              view={view}
              onViewChange={setView}
              filtersButton={
                hasSidebar ? (
                  <SidebarDrawer>
                    <CatalogSidebar query={query} facets={facets} latest={latest} inDrawer />
                  </SidebarDrawer>
                ) : undefined
              }
            />
            {total === 0 ? (
              <CatalogNoMatch query={query} />
            ) : (
              <>
                <ul className={listClass}>
                  {items.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard product={product} layout={view} eager={index < 3} />
                    </li>
                  ))}
                </ul>
                <div className="mt-6">
                  <Pagination page={query.page} totalPages={totalPages} />
                </div>
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
