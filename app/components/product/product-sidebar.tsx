import { useId } from "react";
import { Link } from "react-router";
import { SidebarLatest } from "~/components/catalog/sidebar-latest";
import { useTranslation } from "~/i18n/translation";
import { categoryPath } from "~domain/catalog-links";
import type { CategoryRow } from "~server/catalog/categories";
import type { ProductCard } from "~server/catalog/product-card";

/** The sidebar layout's column: the top-level categories and the latest products. */
export function ProductSidebar({ categories, latest }: { categories: CategoryRow[]; latest: ProductCard[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="space-y-6">
      <nav className="card p-4" aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 font-bold">
          {t("catalog.categories")}
        </h2>
        <ul className="space-y-1.5 text-sm">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={categoryPath(category.slug)} className="text-gray-700 hover:text-brand-700 hover:underline">
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SidebarLatest products={latest} />
    </div>
  );
}
