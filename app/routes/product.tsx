import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { ColorSwatches } from "~/components/catalog/color-swatches";
import { Price } from "~/components/catalog/price";
import { ProductBadges } from "~/components/catalog/product-card";
import { Stars } from "~/components/catalog/stars";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { PageMeta } from "~/components/ui/page-meta";
import { categoryPath } from "~/lib/catalog-links";
import { DEMO_PRODUCT_SLUG } from "~server/catalog/demo-product";
import { productBySlug } from "~server/catalog/product-detail";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  // The demo routes (/shop/product-standard, -columnar, -sidebar) show the fixed screwdriver.
  const slug = params.slug ?? DEMO_PRODUCT_SLUG;
  const product = await productBySlug(context.db, context.media, slug, context.prefs.locale);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product } = loaderData;
  const category = product.category?.category;
  const main = product.images[0];
  return (
    <div className="container-store py-6">
      <PageMeta title={product.name} description={product.description.slice(0, 160)} />
      <Breadcrumb
        items={[
          { label: t("nav.home"), to: "/" },
          { label: t("nav.shop"), to: "/shop/catalog" },
          ...(category ? [{ label: category.name, to: categoryPath(category.slug) }] : []),
          { label: product.name },
        ]}
      />
      <div className="card mt-4 grid gap-8 p-6 md:grid-cols-2">
        <div>
          {main ? (
            <img
              src={main.gallery}
              alt={product.name}
              width={700}
              height={700}
              className="aspect-square w-full rounded bg-gray-50 object-contain"
            />
          ) : null}
          {product.images.length > 1 ? (
            <ul className="mt-3 flex gap-2">
              {product.images.map((image, index) => (
                <li key={image.thumb}>
                  <img
                    src={image.thumb}
                    alt={t("product.imageNumber", { number: index + 1 })}
                    width={96}
                    height={96}
                    loading="lazy"
                    className="size-20 rounded border border-gray-200 bg-gray-50 object-contain"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="space-y-4">
          <ProductBadges badges={product.badges} />
          <h1 className="text-2xl font-bold md:text-3xl">{product.name}</h1>
          <div className="flex items-center gap-2 text-sm text-gray-600">
            <Stars rating={product.rating} size="md" />
            <span>{t("product.reviewCount", { count: product.reviewCount })}</span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-500">{t("product.availability")}</dt>
            <dd
              className={
                product.availability === "in-stock" ? "font-semibold text-green-700" : "font-semibold text-red-700"
              }
            >
              {t(`availability.${product.availability}`)}
            </dd>
            <dt className="text-gray-500">{t("product.brand")}</dt>
            <dd>
              <Link to={`/shop/catalog?filter_check=${product.brandSlug}`} className="text-brand-700 hover:underline">
                {product.brand}
              </Link>
            </dd>
          </dl>
          <p className="text-2xl">
            <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
          </p>
          <ColorSwatches colors={product.colors} heading="h2" />
          <section aria-labelledby="product-description">
            <h2 id="product-description" className="mb-2 text-lg font-bold">
              {t("product.description")}
            </h2>
            <p className="text-gray-700">{product.description}</p>
          </section>
          {product.specification.length > 0 ? (
            <section aria-labelledby="product-specification">
              <h2 id="product-specification" className="mb-2 text-lg font-bold">
                {t("product.specification")}
              </h2>
              <table className="w-full text-sm">
                <tbody>
                  {product.specification.map((row) => (
                    <tr key={`${row.name}-${row.value}`} className="border-b border-gray-100">
                      <th scope="row" className="py-1.5 pe-4 text-start font-normal text-gray-500">
                        {row.name}
                      </th>
                      <td className="py-1.5">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
