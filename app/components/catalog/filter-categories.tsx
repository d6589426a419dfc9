import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { FacetOption } from "~server/catalog/facet-types";

type Props = { options: FacetOption<number | null>[]; hrefFor: (slug: string | null) => string };

/** Sub-categories as links with counts (where the page has them); "All" (`hrefFor(null)`) goes to their parent. */
export function FilterCategories({ options, hrefFor }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  if (options.length === 0) return null;
  const none = !options.some((option) => option.selected);
  const link =
    "flex items-center gap-2 rounded px-2 py-1 hover:bg-gray-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold";
  return (
    <section className="border-b border-gray-200 pb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 font-bold">
        {t("catalog.categories")}
      </h2>
      <ul className="-mx-2 space-y-0.5 text-sm">
        <li>
          <Link to={hrefFor(null)} preventScrollReset aria-current={none ? "true" : undefined} className={link}>
            {t("catalog.allCategories")}
          </Link>
        </li>
        {options.map((option) => (
          <li key={option.slug}>
            <Link
              to={hrefFor(option.slug)}
              preventScrollReset
              aria-current={option.selected ? "true" : undefined}
              className={link}
            >
              <span className="flex-1">{option.name}</span>
              {option.count === null ? null : <span className="text-xs text-gray-600">({option.count})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
