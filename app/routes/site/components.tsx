import { useState } from "react";
import { CountrySelect } from "~/components/account/address-form";
import { AvailabilityText } from "~/components/catalog/availability-text";
import { Price } from "~/components/catalog/price";
import { cardIconButton } from "~/components/catalog/product-actions";
import { ProductBadges } from "~/components/catalog/product-badges";
import { ProductCard } from "~/components/catalog/product-card";
import { Stars } from "~/components/catalog/stars";
import { PaymentMethods, type PaymentOptions } from "~/components/checkout/payment-methods";
import { OrderStatus } from "~/components/orders/order-status";
import { ProductTabs } from "~/components/product/product-tabs";
import { ReviewsList } from "~/components/product/reviews-list";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { Pagination } from "~/components/ui/pagination";
import { QuantityInput } from "~/components/ui/quantity-input";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { TitledCard } from "~/components/ui/titled-card";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { parsePage } from "~domain/page-query";
import { type CountryOption, countryOptions } from "~server/accounts/countries";
import { shelf } from "~server/catalog/shelves";
import type { Route } from "./+types/components";

/** How many pages the pagination sample pretends the list has. */
const SAMPLE_PAGES = 5;
const ORDER_STATUSES = ["pending", "on-hold", "shipped", "completed"] as const;
const SPECIFICATION = ["voltage", "weight", "warranty"] as const;

/** The newest product, for a real product card (none while the catalogue is empty), and the sample's page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [product] = await shelf(context.db, context.media, context.prefs.locale, "latest", 1);
  const page = Math.min(parsePage(new URL(request.url).searchParams), SAMPLE_PAGES);
  return {
    product: product ?? null,
    page,
    locale: context.prefs.locale,
    countries: countryOptions(context.prefs.locale),
  };
}

function Buttons() {
  const { t } = useTranslation();
  const icons = [
    { label: t("product.quickView"), icon: <Icon name="eye" className="size-4" /> },
    { label: t("site.components.addToWishlist"), icon: <Icon name="heart" className="size-4" /> },
    {
      label: t("site.components.addToCompare"),
      icon: <Icon name="git-compare-arrows" className="size-4 flip-rtl" />,
    },
  ];
  return (
    <TitledCard title={t("site.components.buttons")} className="space-y-4 p-6">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary">
          {t("site.components.primary")}
        </button>
        <button type="button" className="btn btn-dark">
          {t("site.components.dark")}
        </button>
        <button type="button" className="btn btn-outline">
          {t("site.components.outline")}
        </button>
        <button type="button" className="btn btn-primary">
          <Icon name="shopping-cart" className="size-4" />
          {t("product.addToCart")}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled>
          {t("site.components.disabled")}
        </button>
        <button type="button" className="btn btn-outline" disabled>
          {t("site.components.disabled")}
        </button>
      </div>
      <h3 className="text-sm font-semibold">{t("site.components.iconButtons")}</h3>
      <div className="flex flex-wrap gap-2">
        {icons.map(({ label, icon }) => (
          <button key={label} type="button" aria-label={label} title={label} className={cardIconButton}>
            {icon}
          </button>
        ))}
        <button
          type="button"
          disabled
          aria-label={t("product.addToCart")}
          title={t("product.notInStock")}
          className={cardIconButton}
        >
          <Icon name="shopping-cart" className="size-4" />
        </button>
      </div>
    </TitledCard>
  );
}

function FormFields({ countries }: { countries: CountryOption[] }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | null>(1);
  return (
    <TitledCard title={t("site.components.forms")} className="space-y-4 p-6">
      <TextField
        name="sample-text"
        autoComplete="off"
        label={t("site.components.fieldLabel")}
        hint={t("site.components.fieldHint")}
      />
      <TextField
        required
        name="sample-required"
        autoComplete="off"
        label={t("site.components.requiredLabel")}
        error="errors.required"
      />
      <TextAreaField name="sample-message" rows={3} label={t("site.contact.message")} />
      <CountrySelect options={countries} value="" />
      <fieldset>
        <legend className="mb-2 font-bold">{t("site.components.notify")}</legend>
        {(["byEmail", "bySms"] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 py-0.5">
            <input
              type="checkbox"
              name="sample-notify"
              value={option}
              defaultChecked={option === "byEmail"}
              className="size-4 accent-brand-600"
            />
            {t(`site.components.${option}`)}
          </label>
        ))}
      </fieldset>
      <PaymentMethods options={SAMPLE_PAYMENT} value={undefined} error={undefined} />
      <QuantityInput name="sample-quantity" value={quantity} onChange={setQuantity} />
    </TitledCard>
  );
}

/** The payment choice as a store with every method shows it (without its details). */
const SAMPLE_PAYMENT: PaymentOptions = {
  offered: ["bank", "check", "cash", "paypal"],
  bank: null,
  cheque: null,
  unpaidDays: 7,
  paypalInDollars: null,
};

function Alerts() {
  const { t } = useTranslation();
  const notices = [
    { kind: "success", show: () => toast.success(t("site.components.toastSuccess")) },
    { kind: "error", show: () => toast.error(t("site.components.toastError")) },
    { kind: "info", show: () => toast.info(t("site.components.toastInfo")) },
  ] as const;
  return (
    <TitledCard title={t("site.components.alerts")} className="space-y-4 p-6">
      <h3 className="text-sm font-semibold">{t("site.components.formAlerts")}</h3>
      <FormSuccess message="site.components.successMessage" />
      <FormAlert id="components-alert" message="site.components.errorMessage" />
      <h3 className="text-sm font-semibold">{t("site.components.notices")}</h3>
      <div className="flex flex-wrap gap-2">
        {notices.map(({ kind, show }) => (
          <button key={kind} type="button" className="btn btn-outline" onClick={show}>
            {t(`site.components.show.${kind}`)}
          </button>
        ))}
      </div>
    </TitledCard>
  );
}

function ProductParts() {
  const { t } = useTranslation();
  const term = "text-sm text-gray-600";
  return (
    <TitledCard title={t("site.components.productParts")} className="space-y-4 p-6">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-4">
        <dt className={term}>{t("site.components.badges")}</dt>
        <dd>
          <ProductBadges badges={["new", "hot", "sale", "used"]} />
        </dd>
        <dt className={term}>{t("orders.status")}</dt>
        <dd className="flex flex-wrap gap-1">
          {ORDER_STATUSES.map((status) => (
            <OrderStatus key={status} status={status} />
          ))}
        </dd>
        <dt className={term}>{t("site.components.ratings")}</dt>
        <dd className="flex flex-wrap items-center gap-4">
          <Stars rating={5} size="lg" />
          <Stars rating={4} size="md" />
          <Stars rating={2.6} />
        </dd>
        <dt className={term}>{t("site.components.prices")}</dt>
        <dd className="flex flex-wrap items-baseline gap-4">
          <Price priceCents={4999} compareAtCents={null} />
          <Price priceCents={12999} compareAtCents={15999} />
        </dd>
        <dt className={term}>{t("product.availability")}</dt>
        <dd className="flex flex-wrap gap-x-4 text-sm">
          <AvailabilityText availability="in-stock" />
          <AvailabilityText availability="sold-out" />
          <AvailabilityText availability="out-of-order" />
        </dd>
      </dl>
    </TitledCard>
  );
}

/** A showcase of the building blocks the store's pages are made of, each the real component at work. */
export default function Components({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, page } = loaderData;
  const label = "mb-2 text-xs font-semibold uppercase text-gray-500";
  return (
    <div className="container-store py-6">
      <PageHeader title={t("site.components.title")} description={t("site.components.intro")} />
      <p className="mb-6 max-w-3xl text-gray-700">{t("site.components.intro")}</p>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <div className="space-y-6">
          <Buttons />
          <Alerts />
          <ProductParts />
        </div>
        <FormFields countries={loaderData.countries} />
        <section aria-labelledby="components-tabs" className="md:col-span-2">
          <h2 id="components-tabs" className="text-lg font-bold">
            {t("site.components.tabs")}
          </h2>
          <ProductTabs
            description={t("site.components.tabDescription")}
            descriptionLang={loaderData.locale}
            specification={SPECIFICATION.map((name) => ({
              name: t(`site.typography.terms.${name}`),
              value: t(`site.typography.values.${name}`),
            }))}
            reviewCount={1}
            reviews={
              <ReviewsList
                reviews={[
                  {
                    id: 1,
                    name: t("site.components.reviewer"),
                    text: t("site.components.review"),
                    stars: 5,
                    verified: true,
                    createdAt: "2025-03-14T00:00:00.000Z",
                  },
                ]}
              />
            }
          />
        </section>
        <TitledCard title={t("site.components.pagination")} className="space-y-4 p-6">
          <p className="text-sm text-gray-600">{t("site.components.pageOf", { page, total: SAMPLE_PAGES })}</p>
          <Pagination page={page} totalPages={SAMPLE_PAGES} />
        </TitledCard>
        <section aria-labelledby="components-empty" className="space-y-3">
          <h2 id="components-empty" className="text-lg font-bold">
            {t("site.components.emptyState")}
          </h2>
          <EmptyState message={t("cart.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
        </section>
        {product ? (
          <TitledCard title={t("site.components.productCard")} className="space-y-4 p-6 md:col-span-2">
            <p className="text-sm text-gray-600">{t("site.components.productCardNote")}</p>
            <div className="grid items-start gap-6 md:grid-cols-[16rem_1fr]">
              <div className="max-w-64">
                <p className={label}>{t("site.components.inGrid")}</p>
                <ProductCard product={product} />
              </div>
              <div>
                <p className={label}>{t("site.components.inList")}</p>
                <ProductCard product={product} layout="list" />
              </div>
            </div>
          </TitledCard>
        ) : null}
      </div>
    </div>
  );
}
