import { PostCard } from "~/components/blog/post-card";
import { Carousel } from "~/components/ui/carousel";
import { PageMeta } from "~/components/ui/page-meta";
import { useTranslation } from "~/i18n/translation";
import type { HomePageData, HomeVariant } from "~server/catalog/home";
import { BestsellersGrid, BestsellersSkeleton } from "./bestsellers-grid";
import { BrandCarousel } from "./brand-carousel";
import { CategoryCards, CategoryCardsSkeleton } from "./category-cards";
import { Deferred } from "./deferred";
import { FeatureStrip } from "./feature-strip";
import { FeaturedTabs } from "./featured-tabs";
import { ProductCarousel } from "./product-carousel";
import { ProductColumn } from "./product-column";
import { SectionHeading } from "./section-heading";
import { BlockSkeleton, CarouselSkeleton } from "./skeletons";
import { SLIDE_WIDTHS } from "./slide-widths";
import { Slideshow } from "./slideshow";

/**
 * Both home pages. The slideshow, feature strip and featured products render at once; every block below
 * them streams in as its data arrives, in a place of its own size. The second page (/home-two, compact
 * header) boxes the features, shows five products across and orders its blocks differently.
 */
export function HomePage({ home, variant }: { home: HomePageData; variant: HomeVariant }) {
  const { t } = useTranslation();
  const { limits } = home;
  const productWidths = variant === "one" ? SLIDE_WIDTHS.products4 : SLIDE_WIDTHS.products5;
  const large = variant === "one" ? "first" : "last";

  const bestsellers = (
    <section aria-labelledby="home-bestsellers" key="bestsellers">
      <SectionHeading id="home-bestsellers" title={t("home.bestsellers")} />
      <Deferred resolve={home.bestsellers} fallback={<BestsellersSkeleton large={large} count={limits.bestsellers} />}>
        {(products) => <BestsellersGrid products={products} large={large} />}
      </Deferred>
    </section>
  );
  const categories = (
    <section aria-labelledby="home-categories" key="categories">
      <SectionHeading
        id="home-categories"
        title={t("home.popularCategories")}
        more={{ to: "/shop/catalog", label: t("home.viewAll") }}
      />
      <Deferred resolve={home.categories} fallback={<CategoryCardsSkeleton count={limits.categories} />}>
        {(list) => <CategoryCards categories={list} />}
      </Deferred>
    </section>
  );
  const latest = (
    // A plain block: the carousel inside is the region, named by the heading.
    <div key="latest">
      <SectionHeading id="home-latest" title={t("home.newArrivals")} />
      <Deferred resolve={home.latest} fallback={<CarouselSkeleton slideClassName={productWidths} />}>
        {(products) => <ProductCarousel labelledBy="home-latest" products={products} slideClassName={productWidths} />}
      </Deferred>
    </div>
  );

  return (
    <div className="container-store space-y-12 py-6">
      <PageMeta title={t(variant === "one" ? "home.title" : "home.titleTwo")} description={t("home.description")} />
      <h1 className="sr-only">{t("home.heading")}</h1>
      <Slideshow slides={home.slides} />
      <FeatureStrip features={home.features} boxed={variant === "two"} />
      <FeaturedTabs
        id="home-featured"
        all={home.featured.all}
        tabs={home.featured.tabs}
        slideClassName={productWidths}
        serverSlides={variant === "one" ? 4 : 5}
      />
      {variant === "one" ? [bestsellers, categories, latest] : [categories, bestsellers, latest]}
      <div>
        <SectionHeading
          id="home-news"
          title={t("home.latestNews")}
          more={{ to: "/blog/category-classic", label: t("home.viewAll") }}
        />
        <Deferred
          resolve={home.news}
          fallback={<CarouselSkeleton slideClassName={SLIDE_WIDTHS.posts} shape="post" count={3} />}
        >
          {(posts) => (
            <Carousel labelledBy="home-news" slideClassName={SLIDE_WIDTHS.posts}>
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </Carousel>
          )}
        </Deferred>
      </div>
      <div>
        <h2 id="home-brands" className="sr-only">
          {t("home.brands")}
        </h2>
        <Deferred resolve={home.brands} fallback={<BlockSkeleton className="h-20" />}>
          {(brands) => <BrandCarousel brands={brands} labelledBy="home-brands" />}
        </Deferred>
      </div>
      <div className="grid gap-8 md:grid-cols-3">
        <ProductColumn id="home-top-rated" title={t("home.topRated")} products={home.topRated} count={limits.columns} />
        <ProductColumn
          id="home-special"
          title={t("home.specialOffers")}
          products={home.discounted}
          count={limits.specialOffers}
        />
        <ProductColumn
          id="home-bestsellers-column"
          title={t("home.bestsellers")}
          products={home.bestsellersColumn}
          count={limits.columns}
        />
      </div>
    </div>
  );
}
