import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { ProductCard } from "~/components/catalog/product-card";
import { CategoryCards } from "~/components/home/category-cards";
import { FeatureStrip } from "~/components/home/feature-strip";
import { ProductColumn } from "~/components/home/product-column";
import { SectionHeading } from "~/components/home/section-heading";
import { Slideshow } from "~/components/home/slideshow";
import { PageMeta } from "~/components/ui/page-meta";
import { homePage } from "~server/catalog/home";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return homePage(context.db, context.media, context.prefs.locale);
}

function ProductGrid({ products, eager = 0 }: { products: HomeData["featured"]; eager?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}

export type HomeData = Route.ComponentProps["loaderData"];

/** Both home pages: the second (/home-two) orders its sections differently, under the compact header. */
export function HomePage({ home, second }: { home: HomeData; second: boolean }) {
  const { t } = useTranslation();
  const slideImages = home.featured.slice(0, 3).map((p) => p.image?.card);
  const sections = {
    featured: (
      <section aria-labelledby="home-featured" key="featured">
        <SectionHeading
          id="home-featured"
          title={t("home.featured")}
          more={{ to: "/shop/catalog", label: t("home.viewAll") }}
        />
        <ProductGrid products={home.featured} eager={second ? 0 : 4} />
      </section>
    ),
    categories: (
      <section aria-labelledby="home-categories" key="categories">
        <SectionHeading id="home-categories" title={t("home.popularCategories")} />
        <CategoryCards categories={home.categories} />
      </section>
    ),
    latest: (
      <section aria-labelledby="home-latest" key="latest">
        <SectionHeading id="home-latest" title={t("home.newArrivals")} />
        <ProductGrid products={home.latest} />
      </section>
    ),
    bestsellers: (
      <section aria-labelledby="home-bestsellers" key="bestsellers">
        <SectionHeading id="home-bestsellers" title={t("home.bestsellers")} />
        <ProductGrid products={home.bestsellers} />
      </section>
    ),
  };
  return (
    <div className="container-store space-y-12 py-6">
      <PageMeta title={t(second ? "home.titleTwo" : "home.title")} description={t("home.description")} />
      <h1 className="sr-only">{t("home.heading")}</h1>
      <Slideshow images={slideImages} />
      <FeatureStrip />
      {second
        ? [sections.latest, sections.categories, sections.featured, sections.bestsellers]
        : [sections.featured, sections.bestsellers, sections.categories, sections.latest]}
      <section aria-labelledby="home-news">
        <SectionHeading
          id="home-news"
          title={t("home.latestNews")}
          more={{ to: "/blog/category-classic", label: t("home.viewAll") }}
        />
        <ul className="grid gap-4 md:grid-cols-3">
          {home.news.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-brands">
        <h2 id="home-brands" className="sr-only">
          {t("home.brands")}
        </h2>
        <ul className="card grid grid-cols-2 gap-2 p-4 sm:grid-cols-4 lg:grid-cols-7">
          {home.brands.map((brand) => (
            <li key={brand.slug}>
              <Link
                to={`/shop/catalog?filter_check=${brand.slug}`}
                className="flex h-16 items-center justify-center rounded text-lg font-black uppercase tracking-wider text-gray-600 hover:text-ink-900"
              >
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-8 md:grid-cols-3">
        <ProductColumn id="home-top-rated" title={t("home.topRated")} products={home.topRated} />
        <ProductColumn id="home-special" title={t("home.specialOffers")} products={home.discounted} />
        <ProductColumn
          id="home-bestsellers-column"
          title={t("home.bestsellers")}
          products={home.bestsellers.slice(0, 3)}
        />
      </div>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData} second={false} />;
}
