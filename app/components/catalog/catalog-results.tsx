import { useId, useState } from "react";
import { Pagination } from "~/components/ui/pagination";
import { POPOVER_DRAWER, PopoverDrawerHeader } from "~/components/ui/start-drawer";
import { useTranslation } from "~/i18n/translation";
import type { CatalogQuery } from "~domain/catalog-query";
import type { ShownFacets } from "~server/catalog/facet-types";
import type { ProductCard as Card } from "~server/catalog/product-card";
import { CatalogNoMatch } from "./catalog-empty";
import { CatalogSidebar } from "./catalog-sidebar";
import { CatalogToolbar, type CatalogView } from "./catalog-toolbar";
import { ProductCard } from "./product-card";
import { SidebarDrawer } from "./sidebar-drawer";

export type { CatalogLayout } from "~domain/category-layouts";

import type { CatalogLayout } from "~domain/category-layouts";

// Columns per layout, from two on phones up to the layout's count on wide screens.
const gridColumns: Record<CatalogLayout["columns"], string> = {
  3: "grid-cols-2 md:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  5: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5",
};
const featureColumns: Record<CatalogLayout["columns"], string> = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  5: "sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5",
};

type Props = {
  layout: CatalogLayout;
  query: CatalogQuery;
  items: Card[];
  total: number;
  facets: ShownFacets;
  latest: Card[];
  /** What the `default` sort is called on this page (the catalogue's newest first, a search's best match). */
  defaultSortLabel?: string;
  /** The products number more than this, which the toolbar says instead of `total` (a search over its cap). */
  totalOver?: number;
};

/**
 * A list of products with the catalogue's sidebar filters, toolbar (view, sort, page size) and pages; the category
 * pages and the search results both show it. Every control is a link or a GET form, so it works without scripts.
 */
export function CatalogResults({ layout, query, items, total, facets, latest, defaultSortLabel, totalOver }: Props) {
  const { t } = useTranslation();
  // The view is the visitor's choice on the page; each layout starts from its own.
  const [view, setView] = useState<CatalogView>(layout.view);
  const productsHeadingId = useId();
  const sidebarId = useId();
  const hasSidebar = layout.sidebar !== "none";
  return (
    <div className="flex items-start gap-6">
      {hasSidebar ? (
        <FiltersSidebar id={sidebarId} end={layout.sidebar === "end"}>
          <CatalogSidebar query={query} facets={facets} latest={latest} />
        </FiltersSidebar>
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
          defaultSortLabel={defaultSortLabel}
          totalOver={totalOver}
          filtersButton={
            hasSidebar ? (
              <SidebarDrawer standIn={sidebarId}>
                <CatalogSidebar query={query} facets={facets} latest={latest} inDrawer />
              </SidebarDrawer>
            ) : undefined
          }
        />
        {total === 0 ? (
          <CatalogNoMatch query={query} />
        ) : (
          <ProductGrid items={items} view={view} columns={layout.columns} query={query} total={total} eager={3} />
        )}
      </section>
    </div>
  );
}

/**
 * The filters beside the products on wide screens. On a phone it is hidden, and until the scripts run it is also the
 * drawer the "Filters" button opens (a native popover, with its own title and close button): the filters are in the
 * page once, not once more for the drawer. Once the scripts run, the drawer is Radix's and renders them when opened.
 */
function FiltersSidebar({ id, end, children }: { id: string; end: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside
      id={id}
      popover="auto"
      aria-label={t("catalog.filters")}
      className={`${POPOVER_DRAWER} bg-gray-50 desk:static desk:z-auto desk:block desk:h-auto desk:w-64 desk:max-w-none desk:shrink-0 desk:overflow-visible desk:bg-transparent desk:shadow-none ${end ? "desk:order-last" : ""}`}
    >
      {/* On a phone, in place of the sidebar's own heading (shown on wide screens only). */}
      <PopoverDrawerHeader
        id={id}
        title={t("catalog.filters")}
        closeLabel={t("catalog.closeFilters")}
        className="bg-white desk:hidden"
      />
      <div className="flex-1 overflow-y-auto p-4 desk:overflow-visible desk:p-0">{children}</div>
    </aside>
  );
}

type GridProps = {
  items: Card[];
  view: CatalogView;
  columns: CatalogLayout["columns"];
  query: Pick<CatalogQuery, "page" | "limit">;
  total: number;
  /** How many of the first pictures load at once (the rest as they come into view). */
  eager: number;
};

/** A page of product cards in the chosen view, and the links to the other pages. */
export function ProductGrid({ items, view, columns, query, total, eager }: GridProps) {
  const listClass =
    view === "list"
      ? "grid grid-cols-1 gap-4"
      : view === "grid-with-features"
        ? `grid grid-cols-1 gap-4 ${featureColumns[columns]}`
        : `grid gap-3 sm:gap-4 ${gridColumns[columns]}`;
  return (
    <>
      <ul className={listClass}>
        {items.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} layout={view} eager={index < eager} />
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <Pagination page={query.page} totalPages={Math.max(1, Math.ceil(total / query.limit))} />
      </div>
    </>
  );
}
