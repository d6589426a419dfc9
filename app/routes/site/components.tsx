import { useTranslation } from "react-i18next";
import { Price } from "~/components/catalog/price";
import { ProductBadges } from "~/components/catalog/product-card";
import { Stars } from "~/components/catalog/stars";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import { TextField } from "~/components/ui/text-field";

/** A showcase of the building blocks the store's pages are made of. */
export default function Components() {
  const { t } = useTranslation();
  return (
    <div className="container-store py-6">
      <PageHeader title={t("site.components.title")} />
      <div className="grid gap-6 md:grid-cols-2">
        <section className="card space-y-3 p-6" aria-labelledby="components-buttons">
          <h2 id="components-buttons" className="text-lg font-bold">
            {t("site.components.buttons")}
          </h2>
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
            <button type="button" className="btn btn-primary" disabled>
              {t("site.components.disabled")}
            </button>
          </div>
        </section>
        <section className="card space-y-3 p-6" aria-labelledby="components-product">
          <h2 id="components-product" className="text-lg font-bold">
            {t("site.components.productParts")}
          </h2>
          <ProductBadges badges={["new", "hot", "sale", "used"]} />
          <Stars rating={4} size="lg" />
          <p>
            <Price priceCents={12999} compareAtCents={15999} />
          </p>
        </section>
        <section className="card space-y-3 p-6" aria-labelledby="components-forms">
          <h2 id="components-forms" className="text-lg font-bold">
            {t("site.components.forms")}
          </h2>
          <TextField name="example" label={t("site.components.fieldLabel")} />
          <TextField name="example-error" label={t("site.components.fieldLabel")} error="errors.required" />
        </section>
        <section className="space-y-3" aria-labelledby="components-empty">
          <h2 id="components-empty" className="text-lg font-bold">
            {t("site.components.emptyState")}
          </h2>
          <EmptyState message={t("cart.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
        </section>
      </div>
    </div>
  );
}
