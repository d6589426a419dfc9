import { Form } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useCatalogNavigation } from "~/lib/use-catalog-navigation";
import { type CatalogQuery, PAGE_SIZES, SORT_OPTIONS, type Sort } from "~domain/catalog-query";
import { formatCount } from "~domain/digit-groups";
import { CatalogHiddenFields } from "./catalog-hidden-fields";

export const CATALOG_VIEWS = ["grid", "grid-with-features", "list"] as const;
export type CatalogView = (typeof CATALOG_VIEWS)[number];

const viewIcons = { grid: "layout-grid", "grid-with-features": "table-properties", list: "layout-list" } as const;

type Props = {
  query: CatalogQuery;
  total: number;
  view: CatalogView;
  onViewChange: (view: CatalogView) => void;
  /** The "Filters" button of small screens, when the page has a sidebar. */
  filtersButton?: React.ReactNode;
  /** The name of the `default` sort where it is not the newest first (a search's best match). */
  defaultSortLabel?: string;
  /** The products number more than this, which the page says instead of `total` (a search over its cap). */
  totalOver?: number;
};

/** "Showing X–Y of Z", the view switcher, sort and page size; sort and size apply as soon as they change. */
export function CatalogToolbar({
  query,
  total,
  view,
  onViewChange,
  filtersButton,
  defaultSortLabel,
  totalOver,
}: Props) {
  const { t, locale } = useTranslation();
  const { apply } = useCatalogNavigation(query);
  const from = (query.page - 1) * query.limit + 1;
  const to = Math.min(total, query.page * query.limit);
  return (
    <div className="card mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 p-3 text-sm">
      {filtersButton}
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t("catalog.view")}</legend>
        {CATALOG_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            aria-label={t(`catalog.views.${option}`)}
            title={t(`catalog.views.${option}`)}
            onClick={() => onViewChange(option)}
            className="rounded-md border border-transparent p-1.5 text-gray-600 hover:bg-gray-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-ink-900"
          >
            <Icon name={viewIcons[option]} className="size-5" />
          </button>
        ))}
      </fieldset>
      <p className="me-auto text-gray-600">
        {total === 0
          ? null
          : totalOver === undefined
            ? t("catalog.showing", { from, to, total })
            : t("catalog.showingOver", { from, to, total: formatCount(locale, totalOver) })}
      </p>
      <Form method="get" preventScrollReset className="flex flex-wrap items-center gap-3">
        <CatalogHiddenFields query={query} except={["sort", "limit"]} />
        <label className="flex items-center gap-2">
          {t("catalog.sort")}
          <select
            key={query.sort}
            name="sort"
            defaultValue={query.sort}
            onChange={(event) => apply({ sort: event.currentTarget.value as Sort })}
            className="input w-auto py-1"
          >
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {sort === "default" && defaultSortLabel ? defaultSortLabel : t(`catalog.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          {t("catalog.show")}
          <select
            key={query.limit}
            name="limit"
            defaultValue={query.limit}
            onChange={(event) => apply({ limit: Number(event.currentTarget.value) })}
            className="input w-auto py-1"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        {/* With JavaScript the choice applies at once; without it, this button sends the form. */}
        <noscript>
          <button type="submit" className="btn btn-outline py-1">
            {t("catalog.apply")}
          </button>
        </noscript>
      </Form>
    </div>
  );
}
