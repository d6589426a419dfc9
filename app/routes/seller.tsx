import { useId, useState } from "react";
import { data, redirect } from "react-router";
import { PostDate } from "~/components/blog/post-card";
import { ProductGrid } from "~/components/catalog/catalog-results";
import { CatalogToolbar, type CatalogView } from "~/components/catalog/catalog-toolbar";
import { Stars } from "~/components/catalog/stars";
import { Avatar } from "~/components/layout/account-summary";
import { SellerRatingsSection } from "~/components/ratings/seller-ratings-section";
import { SellerSeo } from "~/components/sellers/seller-seo";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { EmptyState } from "~/components/ui/empty-state";
import { ownText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { catalogSearch, withoutFilters } from "~domain/catalog-query";
import { parseCatalogQuery } from "~domain/catalog-query-parse";
import { countryName } from "~domain/countries";
import { sellerPath } from "~domain/seller-links";
import { z } from "~domain/zod";
import { redirectedSlug } from "~server/catalog/slug-redirects";
import { sellerPage } from "~server/sellers/seller-page";
import type { Route } from "./+types/seller";

// A slug as the shop form makes it: lower-case, its letters composed (an address typed otherwise is sent there).
const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .transform((slug) => ({ slug: slug.normalize("NFKC").toLowerCase().normalize("NFKC"), asGiven: slug }));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = slugSchema.safeParse(params.slug);
  if (!parsed.success) throw data(null, { status: 404 });
  const { slug, asGiven } = parsed.data;
  const url = new URL(request.url);
  // The catalogue's sorting, page size and paging; its filters are the catalogue's, not this page's.
  const asked = parseCatalogQuery(url.searchParams);
  const query = { ...withoutFilters(asked), page: asked.page };
  if (slug !== asGiven) throw redirect(`${sellerPath(slug)}${catalogSearch(query)}`, 301);
  const { readDb, media, prefs, publicUrl } = context;
  const page = await sellerPage(readDb, media, prefs.locale, slug, query);
  if (!page) {
    // A shop renamed since: its old address leads to the new one (decision 054).
    const renamed = await redirectedSlug(context.db, "shop", slug);
    if (renamed) throw redirect(`${sellerPath(renamed)}${catalogSearch(query)}`, 301);
    throw data(null, { status: 404 });
  }
  // A page past the end is clamped to the last one.
  const lastPage = Math.max(1, Math.ceil(page.total / query.limit));
  if (query.page > lastPage) throw redirect(`${url.pathname}${catalogSearch({ ...query, page: lastPage })}`);
  return {
    ...page,
    query,
    countryName: page.seller.country ? countryName(page.seller.country, prefs.locale) : null,
    origin: publicUrl,
    canonical: `${publicUrl}${sellerPath(slug)}`,
  };
}

export default function SellerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seller, rating, ratings, completedSales, items, total, query, countryName, canonical, origin } = loaderData;
  const [view, setView] = useState<CatalogView>("grid");
  const aboutId = useId();
  const listingsId = useId();
  return (
    <div className="container-store py-6">
      <SellerSeo
        page={loaderData}
        description={t("sellers.pageDescription", { name: seller.name })}
        canonical={canonical}
        origin={origin}
      />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.shop"), to: "/shop/catalog" },
          { label: seller.name },
        ]}
      />
      <section className="card mt-4 flex flex-col gap-5 p-5 sm:flex-row sm:items-start" aria-labelledby={aboutId}>
        <Avatar user={{ avatarUrl: seller.avatarUrl, displayName: seller.name }} size={96} />
        <div className="min-w-0 flex-1 space-y-4">
          <h1 id={aboutId} className="text-3xl font-bold break-words">
            <bdi>{seller.name}</bdi>
          </h1>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm md:grid-cols-4">
            <div>
              <dt className="text-gray-500">{t("sellers.rating")}</dt>
              <dd className="flex flex-wrap items-center gap-x-2">
                {rating.count > 0 ? (
                  <>
                    <Stars rating={rating.average} />
                    <span>{t("sellers.ratingOf", { rating: rating.average, count: rating.count })}</span>
                  </>
                ) : (
                  t("sellers.noReviews")
                )}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500">{t("sellers.completedSales")}</dt>
              <dd className="font-semibold">{completedSales}</dd>
            </div>
            {countryName ? (
              <div>
                <dt className="text-gray-500">{t("sellers.country")}</dt>
                <dd className="font-semibold">{countryName}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-gray-500">{t("sellers.memberSince")}</dt>
              <dd className="font-semibold">
                <PostDate iso={seller.memberSince} />
              </dd>
            </div>
          </dl>
          {seller.description ? (
            <div>
              <h2 className="sr-only">{t("sellers.about")}</h2>
              <p {...ownText()} className="whitespace-pre-line break-words text-gray-700">
                {seller.description}
              </p>
            </div>
          ) : null}
        </div>
      </section>
      <SellerRatingsSection ratings={ratings} sellerName={seller.name} />
      <section className="mt-8" aria-labelledby={listingsId}>
        <h2 id={listingsId} className="mb-4 text-2xl font-bold">
          {t("sellers.listings")}
        </h2>
        {total === 0 ? (
          <EmptyState
            message={t("sellers.noListings", { name: seller.name })}
            action={{ to: "/shop/catalog", label: t("nav.shop") }}
          />
        ) : (
          <>
            <CatalogToolbar query={query} total={total} view={view} onViewChange={setView} />
            <ProductGrid items={items} view={view} columns={4} query={query} total={total} eager={4} />
          </>
        )}
      </section>
    </div>
  );
}
