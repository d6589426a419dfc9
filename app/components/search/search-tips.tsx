import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { searchPath } from "~domain/search-path";

/** "There are no products like this.", with what to try next. */
export function SearchTips({ query, categorySearched }: { query: string; categorySearched: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="card p-8">
      <p className="text-lg font-semibold">{t("search.noResults")}</p>
      <p className="mt-4 text-gray-700">{t("search.tips.title")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-gray-700">
        <li>{t("search.tips.spelling")}</li>
        <li>{t("search.tips.fewerWords")}</li>
        <li>{t("search.tips.general")}</li>
        {categorySearched && query ? (
          <li>
            <Link to={searchPath(query, "")} className="text-brand-700 underline hover:no-underline">
              {t("search.tips.allCategories", { query })}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/shop/catalog" className="text-brand-700 underline hover:no-underline">
            {t("search.tips.browse")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
