import { useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { useTabs } from "~/lib/use-tabs";
import type { FeaturedTab } from "~server/catalog/home";
import type { ProductCard } from "~server/catalog/product-card";
import { ProductCarousel } from "./product-carousel";

const triggerClass =
  "rounded px-3 py-1.5 text-sm font-semibold text-gray-700 hover:bg-gray-100 data-[state=active]:bg-brand-500 data-[state=active]:text-ink-900";

/** Featured products with tabs All, Power Tools, Hand Tools, Plumbing; each tab a carousel of its category. */
export function FeaturedTabs({
  id,
  all,
  tabs,
  slideClassName,
  serverSlides = 0,
}: {
  id: string;
  all: ProductCard[];
  tabs: FeaturedTab[];
  slideClassName: string;
  /**
   * How many products show at once on the widest screen: only they are in the HTML. Their pictures load lazily, as
   * the block is below the slideshow and the feature strip, under the fold of a phone and of a laptop alike.
   */
  serverSlides?: number;
}) {
  const { t } = useTranslation();
  const panels = [{ slug: "all", name: t("home.tabAll"), products: all }, ...tabs];
  const [shown, show] = useState("all");
  const featured = useTabs(
    panels.map((panel) => panel.slug),
    shown,
    show,
  );
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-gray-200 pb-2">
        <h2 id={id} className="text-xl font-bold md:text-2xl">
          {t("home.featured")}
        </h2>
        <div
          role="tablist"
          aria-orientation="horizontal"
          aria-label={t("home.featuredCategories")}
          className="flex flex-wrap gap-1"
        >
          {panels.map((panel) => (
            <button key={panel.slug} {...featured.tab(panel.slug)} className={triggerClass}>
              {panel.name}
            </button>
          ))}
        </div>
      </div>
      {panels.map((panel) => (
        <div key={panel.slug} {...featured.panel(panel.slug)} className="rounded-lg">
          {panel.slug === shown &&
            (panel.products.length > 0 ? (
              <ProductCarousel
                label={`${t("home.featured")}: ${panel.name}`}
                products={panel.products}
                slideClassName={slideClassName}
                serverSlides={serverSlides}
              />
            ) : (
              <p className="card p-8 text-center text-gray-700">{t("catalog.emptyCategory")}</p>
            ))}
        </div>
      ))}
    </section>
  );
}
