import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useCatalogNavigation } from "~/lib/use-catalog-navigation";
import type { CatalogQuery } from "~domain/catalog-query";

/** No product matches the filters: say so and offer to reset them. */
export function CatalogNoMatch({ query }: { query: CatalogQuery }) {
  const { t } = useTranslation();
  const { resetHref } = useCatalogNavigation(query);
  return (
    <div className="card flex flex-col items-center gap-3 p-12 text-center">
      <Icon name="search-x" className="size-10 text-gray-400" />
      <h2 className="text-xl font-bold">{t("catalog.noMatches")}</h2>
      <p className="text-gray-700">{t("catalog.tryResetting")}</p>
      <Link to={resetHref} preventScrollReset className="btn btn-primary mt-2">
        {t("catalog.resetFilters")}
      </Link>
    </div>
  );
}
