import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "~/i18n/translation";
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
  eager = 0,
}: {
  id: string;
  all: ProductCard[];
  tabs: FeaturedTab[];
  slideClassName: string;
  /** How many products show at once on the widest screen: their images load at once, and only they are in the HTML. */
  eager?: number;
}) {
  const { t } = useTranslation();
  const panels = [{ slug: "all", name: t("home.tabAll"), products: all }, ...tabs];
  return (
    <section aria-labelledby={id}>
      <Tabs.Root defaultValue="all">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-gray-200 pb-2">
          <h2 id={id} className="text-xl font-bold md:text-2xl">
            {t("home.featured")}
          </h2>
          <Tabs.List aria-label={t("home.featuredCategories")} className="flex flex-wrap gap-1">
            {panels.map((panel) => (
              <Tabs.Trigger key={panel.slug} value={panel.slug} className={triggerClass}>
                {panel.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {panels.map((panel) => (
          <Tabs.Content key={panel.slug} value={panel.slug} className="rounded-lg">
            {panel.products.length > 0 ? (
              <ProductCarousel
                label={`${t("home.featured")}: ${panel.name}`}
                products={panel.products}
                slideClassName={slideClassName}
                eager={eager}
                serverSlides={eager}
              />
            ) : (
              <p className="card p-8 text-center text-gray-700">{t("catalog.emptyCategory")}</p>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
