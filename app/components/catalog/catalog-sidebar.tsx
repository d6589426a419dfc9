import { useId } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useCatalogNavigation } from "~/lib/use-catalog-navigation";
import { type CatalogQuery, hasFilters, toggled } from "~domain/catalog-query";
import type { ShownFacets } from "~server/catalog/facet-types";
import type { ProductCard } from "~server/catalog/product-card";
import { CatalogHiddenFields } from "./catalog-hidden-fields";
import { FilterCategories } from "./filter-categories";
import { FilterChecklist } from "./filter-checklist";
import { FilterDiscount } from "./filter-discount";
import { PriceFilter } from "./price-filter";
import { SidebarLatest } from "./sidebar-latest";

type Props = {
  query: CatalogQuery;
  facets: ShownFacets;
  latest: ProductCard[];
  /** In the drawer, whose own title already says "Filters". */
  inDrawer?: boolean;
};

/**
 * The filters, counted by the server for the current result set, and the latest products.
 * With JavaScript every change navigates at once; without it the filters are one form with an Apply button.
 */
export function CatalogSidebar({ query, facets, latest, inDrawer = false }: Props) {
  const { t } = useTranslation();
  const { hrefWith, resetHref, apply } = useCatalogNavigation(query);
  const headingId = useId();
  const filtered = hasFilters(query);
  return (
    <div className="space-y-6">
      <section className="card p-4" aria-labelledby={inDrawer ? undefined : headingId}>
        {inDrawer && !filtered ? null : (
          <div className={`mb-4 flex items-center justify-between gap-2 ${filtered ? "" : "max-desk:hidden"}`}>
            {inDrawer ? null : (
              // On a phone the sidebar is only ever seen as the drawer before the scripts, under that one's title.
              <h2 id={headingId} className="text-lg font-bold max-desk:hidden">
                {t("catalog.filters")}
              </h2>
            )}
            {filtered ? (
              <Link to={resetHref} preventScrollReset className="text-sm text-brand-700 underline hover:text-ink-900">
                {t("catalog.resetFilters")}
              </Link>
            ) : null}
          </div>
        )}
        <FilterCategories
          options={facets.categories}
          // "All" is the listed categories' parent: the page itself, or the category it shows (decision 067).
          hrefFor={(slug) => hrefWith({ category: slug ?? facets.allCategory ?? null })}
        />
        <Form method="get" preventScrollReset>
          <CatalogHiddenFields
            query={query}
            except={["filter_check", "filter_color", "filter_price", "filter_radio"]}
          />
          <FilterChecklist
            title={t("catalog.brands")}
            name="filter_check"
            options={facets.brands}
            onToggle={(slug) => apply({ brands: toggled(query.brands, slug) })}
          />
          <FilterChecklist
            title={t("catalog.colors")}
            name="filter_color"
            options={facets.colors}
            onToggle={(slug) => apply({ colors: toggled(query.colors, slug) })}
          />
          {facets.price ? (
            <PriceFilter
              // New bounds (another filter) start the slider afresh.
              key={`${facets.price.min}-${facets.price.max}`}
              bounds={facets.price}
              value={query.price}
              onCommit={(price) => apply({ price })}
            />
          ) : null}
          <FilterDiscount
            value={query.discount}
            counts={facets.discount}
            onChange={(discount) => apply({ discount })}
          />
          <noscript>
            <button type="submit" className="btn btn-dark mt-4 w-full">
              {t("catalog.apply")}
            </button>
          </noscript>
        </Form>
      </section>
      <SidebarLatest products={latest} />
    </div>
  );
}
