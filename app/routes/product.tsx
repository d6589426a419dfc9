import { useEffect, useState } from "react";
import { data, useSearchParams } from "react-router";
import { AskSellerLink, askPath } from "~/components/conversations/ask-seller-link";
import { ProductGallery } from "~/components/product/product-gallery";
import { ProductSeo } from "~/components/product/product-seo";
import { ProductSidebar } from "~/components/product/product-sidebar";
import { ProductSummary } from "~/components/product/product-summary";
import { RelatedProducts } from "~/components/product/related-products";
import { ReviewsFilter, ReviewsList } from "~/components/product/reviews-list";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { useTranslation } from "~/i18n/translation";
import { island } from "~/lib/island";
import { useRootData } from "~/lib/root-data";
import { categoryPath, productPath } from "~domain/catalog-links";
import { picturesForColor } from "~domain/picture-colours";
import { z } from "~domain/zod";
import { currentSession } from "~server/accounts/sessions";
import { DEMO_PRODUCT_SLUG } from "~server/catalog/demo-product";
import { productPage, productSidebar } from "~server/catalog/product-detail";
import { reviewerOf } from "~server/reviews/reviews";
import { readStoreSettings } from "~server/settings/store-settings";
import { deliveryFor } from "~server/shopping/ship-destination";
import type { Route } from "./+types/product";

type Layout = "standard" | "columnar" | "sidebar";

// The demo routes /shop/product-standard, -columnar and -sidebar show the fixed screwdriver in each layout.
const DEMO_LAYOUTS: Record<string, Layout> = {
  "product-standard": "standard",
  "product-columnar": "columnar",
  "product-sidebar": "sidebar",
};
// The newest reviews (the Reviews tab) and the related products come in the product's own read.
const LIMITS = { reviews: 50, related: 8 };
// The tabs' code (Radix Tabs) follows the page's first scripts; the server's HTML shows the open tab until then.
const ProductTabs = island(() => import("~/components/product/product-tabs").then((module) => module.ProductTabs));
// The review form sits in the Reviews tab, below the fold: its code follows too (the server's HTML posts it meanwhile).
const ReviewForm = island(() => import("~/components/product/review-form").then((module) => module.ReviewForm));
const slugSchema = z.string().min(1).max(200);
// ?reviews=verified: only the reviews of verified purchases; anything else (`all`) shows them all.
const reviewFilterSchema = z.object({ reviews: z.enum(["all", "verified"]).catch("all") });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const demo = params.slug === undefined;
  const url = new URL(request.url);
  const layout: Layout = demo ? (DEMO_LAYOUTS[url.pathname.split("/").pop() ?? ""] ?? "standard") : "standard";
  const slug = slugSchema.safeParse(demo ? DEMO_PRODUCT_SLUG : params.slug);
  if (!slug.success) throw data(null, { status: 404 });
  const { db, readDb, media, prefs, publicUrl } = context;
  const verifiedOnly = reviewFilterSchema.parse({ reviews: url.searchParams.get("reviews") }).reviews === "verified";
  // The session is read once: the delivery promise and the visibility check both need it.
  const session = currentSession(db, request, undefined, context);
  const [page, sidebar, delivery, current, settings] = await Promise.all([
    productPage(readDb, media, slug.data, prefs.locale, LIMITS, verifiedOnly, context.keptReads === true),
    layout === "sidebar" ? productSidebar(readDb, media, prefs.locale) : null,
    session.then((known) => deliveryFor(db, known, prefs.locale)),
    session,
    readStoreSettings(db),
  ]);
  const user = current?.user ?? null;
  if (!page) throw data(null, { status: 404 });
  const { reviews, related, visibility, verifiedReviews } = page;
  // A signed-in visitor's own review (to edit) and whether they bought it: read only for them, on the primary.
  const reviewer = user ? await reviewerOf(db, page.product.id, user.id) : null;
  // ?color=… (a cart or order line's link): that colour is chosen, and its pictures come first, scripts or not.
  const asked = url.searchParams.get("color");
  const color = page.product.colors.find((option) => option.slug === asked)?.slug ?? null;
  const product = { ...page.product, images: picturesForColor(page.product.images, color) };
  // A hidden listing is not found, except by its seller and the store's operators, who are told why it is hidden.
  if (!visibility.listed) {
    if (!user || (user.id !== visibility.ownerId && user.role !== "operator")) throw data(null, { status: 404 });
  }
  // A seller's listed product can be asked about, by anyone but the seller (a guest signs in first).
  const askSeller =
    visibility.listed && visibility.ownerId !== null && user?.id !== visibility.ownerId
      ? { signedIn: user !== null }
      : null;
  return {
    product,
    color,
    hidden: visibility.listed ? null : { reason: visibility.hiddenReason },
    reviews,
    verifiedReviews,
    reviewFilter: verifiedOnly ? ("verified" as const) : null,
    reviewForm: {
      own: reviewer?.review ?? null,
      buyer: reviewer?.buyer ?? false,
      buyersOnly: settings.reviewsFromBuyersOnly,
    },
    related,
    askSeller,
    layout,
    sidebar,
    delivery,
    origin: publicUrl,
    canonical: `${publicUrl}${productPath(product.slug)}`,
  };
}

const columns: Record<Layout, string> = {
  standard: "md:grid-cols-2",
  columnar: "md:grid-cols-2 desk:grid-cols-[5fr_7fr]",
  sidebar: "md:grid-cols-2",
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, hidden, reviews, layout, sidebar, related, canonical, origin, delivery, askSeller } = loaderData;
  const { verifiedReviews, reviewFilter, reviewForm } = loaderData;
  const { user, priceTax } = useRootData();
  // The colour chosen: the address's at first, then the shopper's pick, whose pictures the gallery shows first.
  const [color, setColor] = useState(loaderData.color);
  useEffect(() => setColor(loaderData.color), [loaderData.color]);
  // A review posted without JavaScript comes back with ?review=…: open its tab, where the outcome is shown.
  const [searchParams] = useSearchParams();
  const category = product.category;
  const body = (
    <>
      <div className={`card grid gap-6 p-4 sm:p-6 md:gap-8 ${columns[layout]}`}>
        <ProductGallery
          key={`${product.slug}:${color ?? ""}`}
          name={product.name}
          images={picturesForColor(product.images, color)}
        />
        <ProductSummary
          key={product.slug}
          product={product}
          hidden={hidden !== null}
          delivery={delivery}
          color={loaderData.color}
          onColorChange={setColor}
          verifiedReviews={verifiedReviews}
        />
      </div>
      {askSeller ? (
        <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-gray-700">{t("conversations.questionPrompt")}</p>
          <AskSellerLink to={askPath({ product: product.slug })} signedIn={askSeller.signedIn} />
        </div>
      ) : null}
      <ProductTabs
        key={product.slug}
        description={product.description}
        descriptionLang={product.descriptionLang}
        specification={product.specification}
        reviewCount={product.reviewCount}
        initialTab={searchParams.has("review") || searchParams.has("reviews") ? "reviews" : "description"}
        reviews={
          <div className="space-y-8">
            {/* The tab names the panel; this heading puts the reviews' own headings (h3) in order on the page. */}
            <h2 className="sr-only">{t("product.reviews")}</h2>
            <ReviewsFilter filter={reviewFilter} verifiedCount={verifiedReviews} />
            <ReviewsList reviews={reviews} filtered={reviewFilter !== null} />
            <ReviewForm
              productSlug={product.slug}
              user={user ? { name: user.displayName, email: user.email } : null}
              {...reviewForm}
            />
          </div>
        }
      />
    </>
  );
  return (
    <div className="container-store py-6">
      <ProductSeo product={product} canonical={canonical} origin={origin} tax={priceTax} />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.shop"), to: "/shop/catalog" },
          ...(category
            ? [...category.ancestors, category.category].map((c) => ({ label: c.name, to: categoryPath(c.slug) }))
            : []),
          { label: product.name },
        ]}
      />
      {hidden ? (
        <p
          role="status"
          className="mt-4 rounded border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800"
        >
          {hidden.reason !== null
            ? t("product.hiddenByStore", { reason: hidden.reason })
            : t("product.hiddenSellerLocked")}
        </p>
      ) : null}
      <div className="mt-4">
        {sidebar ? (
          // Beside the product from 992 px; below it on narrower screens.
          <div className="flex flex-col gap-6 desk:flex-row desk:items-start">
            <aside
              aria-label={t("catalog.categories")}
              className="order-last w-full shrink-0 desk:order-first desk:w-64"
            >
              <ProductSidebar categories={sidebar.categories} latest={sidebar.latest} />
            </aside>
            <div className="min-w-0 flex-1">{body}</div>
          </div>
        ) : (
          body
        )}
      </div>
      <RelatedProducts key={product.slug} products={related} />
    </div>
  );
}
