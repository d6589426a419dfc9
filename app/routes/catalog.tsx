import { useTranslation } from "react-i18next";
import { data, Form, Link, useLocation } from "react-router";
import { ProductCard } from "~/components/catalog/product-card";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { PageMeta } from "~/components/ui/page-meta";
import { Pagination } from "~/components/ui/pagination";
import { categoryPath } from "~/lib/catalog-links";
import { PAGE_SIZES, parseListingParams, SORT_OPTIONS } from "~/lib/listing-query";
import { categoryBySlug } from "~server/catalog/categories";
import { listProducts } from "~server/catalog/listing";
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
  const slug = fixed ? FIXED_CATEGORY : params.categorySlug;
  const query = parseListingParams(url.searchParams);
  const view = slug ? await categoryBySlug(context.db, slug, context.prefs.locale) : null;
  if (slug && !view) throw data(null, { status: 404 });
  const listing = await listProducts(context.db, context.media, { ...query, categoryIds: view?.subtreeIds });
  return { layout: fixed ?? DEFAULT_LAYOUT, query, view, ...listing };
}

const gridColumns = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-3 lg:grid-cols-4",
  5: "sm:grid-cols-3 lg:grid-cols-5",
};

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { layout, query, view, items, total } = loaderData;
  const title = view?.category.name ?? t("catalog.allProducts");
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const crumbs: Crumb[] = [
    { label: t("nav.home"), to: "/" },
    { label: t("nav.shop"), to: "/shop/catalog" },
    ...(view?.ancestors.map((a) => ({ label: a.name, to: categoryPath(a.slug) })) ?? []),
    { label: title },
  ];
  const sidebar = layout.sidebar !== "none" && view && view.children.length > 0 && (
    <aside className="w-full shrink-0 lg:w-64" aria-labelledby="catalog-categories">
      <div className="card p-4">
        <h2 id="catalog-categories" className="mb-3 font-bold">
          {t("catalog.categories")}
        </h2>
        <ul className="space-y-1.5 text-sm">
          {view.children.slice(0, 10).map((child) => (
            <li key={child.slug}>
              <Link to={categoryPath(child.slug)} className="hover:text-brand-700">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
  return (
    <div className="container-store py-6">
      <PageMeta title={title} description={t("catalog.description", { name: title })} />
      <Breadcrumb items={crumbs} />
      <h1 className="mt-3 mb-6 text-3xl font-bold">{title}</h1>
      <div className={`flex flex-col gap-6 lg:flex-row ${layout.sidebar === "end" ? "lg:flex-row-reverse" : ""}`}>
        {sidebar}
        <section className="min-w-0 flex-1" aria-label={t("catalog.products")}>
          {total === 0 ? (
            <p className="card p-10 text-center text-gray-600">{t("catalog.emptyCategory")}</p>
          ) : (
            <>
              <Form method="get" preventScrollReset className="card mb-4 flex flex-wrap items-center gap-4 p-3 text-sm">
                <p className="me-auto text-gray-600">
                  {t("catalog.showing", {
                    from: (query.page - 1) * query.limit + 1,
                    to: Math.min(total, query.page * query.limit),
                    total,
                  })}
                </p>
                <label className="flex items-center gap-2">
                  {t("catalog.sort")}
                  <select name="sort" defaultValue={query.sort} className="input w-auto py-1">
                    {SORT_OPTIONS.map((sort) => (
                      <option key={sort} value={sort}>
                        {t(`catalog.sorts.${sort}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex items-center gap-2">
                  {t("catalog.show")}
                  <select name="limit" defaultValue={query.limit} className="input w-auto py-1">
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="btn btn-outline py-1">
                  {t("catalog.apply")}
                </button>
              </Form>
              <ul
                key={location.search}
                className={
                  layout.view === "list" ? "grid gap-4" : `grid grid-cols-2 gap-4 ${gridColumns[layout.columns]}`
                }
              >
                {items.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} eager={index < 3} />
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
    </div>
  );
}
