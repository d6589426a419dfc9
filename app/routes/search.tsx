import { useTranslation } from "react-i18next";
import { ProductCard } from "~/components/catalog/product-card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import { ALL_CATEGORIES } from "~/lib/search-path";
import { categoryBySlug } from "~server/catalog/categories";
import { searchProducts } from "~server/search/products";
import type { Route } from "./+types/search";

export async function loader({ params, context }: Route.LoaderArgs) {
  const query = params.query.trim().slice(0, 200);
  const slug = params.category && params.category !== ALL_CATEGORIES ? params.category : undefined;
  // An unknown category searches everything rather than failing.
  const view = slug ? await categoryBySlug(context.db, slug, context.prefs.locale) : null;
  const results = query ? await searchProducts(context.db, context.media, query, view?.subtreeIds) : [];
  return { query, category: view?.category.name ?? null, results };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, category, results } = loaderData;
  return (
    <div className="container-store py-6">
      <PageHeader title={t("search.resultsFor", { query })} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      {category ? <p className="-mt-4 mb-6 text-gray-600">{t("search.inCategory", { category })}</p> : null}
      {results.length === 0 ? (
        <EmptyState message={t("search.noResults")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {results.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
