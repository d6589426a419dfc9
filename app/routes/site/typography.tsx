import { AvailabilityText } from "~/components/catalog/availability-text";
import { Price } from "~/components/catalog/price";
import { SectionHeading } from "~/components/home/section-heading";
import { OrderStatus } from "~/components/orders/order-status";
import { TotalsFoot } from "~/components/orders/totals-foot";
import { FormAlert } from "~/components/ui/form-alert";
import { FormSuccess } from "~/components/ui/form-success";
import { PageHeader } from "~/components/ui/page-header";
import { TableHead } from "~/components/ui/table-head";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { useMoney } from "~/lib/root-data";

// The sample order's lines, in USD cents; names are translation keys.
const ORDER_LINES = [
  { name: "site.typography.drill", quantity: 1, priceCents: 12999 },
  { name: "site.typography.bits", quantity: 2, priceCents: 1450 },
] as const;
const SHIPPING_CENTS = 2500;

/** A style's name above its sample, in the small capitals the site uses for group titles. */
function Sample({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="mb-1 text-xs font-semibold uppercase text-gray-500">{label}</p>
      {children}
    </div>
  );
}

/** A group of styles: a card under a section heading of the kind the home pages use. */
function TypeSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6 md:p-10">
      <SectionHeading id={id} title={title} />
      {children}
    </section>
  );
}

/** Every text style of the site, in the visitor's language, each in the markup the site gives it. */
export default function Typography() {
  const { t } = useTranslation();
  const money = useMoney();
  const subtotal = ORDER_LINES.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return (
    <div className="container-store py-6">
      <PageHeader title={t("site.typography.title")} description={t("site.typography.description")} />
      <div className="space-y-6">
        <TypeSection id="type-headings" title={t("site.typography.headings")}>
          <div className="space-y-5">
            {/* The larger sizes are styled paragraphs, so this page's own heading levels stay in order. */}
            <p className="text-3xl font-extrabold leading-tight md:text-5xl">{t("site.typography.display")}</p>
            <p className="text-3xl font-bold">{t("site.typography.pageTitle")}</p>
            <p className="text-xl font-bold md:text-2xl">{t("site.typography.sectionTitle")}</p>
            <p className="text-lg font-bold">{t("site.typography.cardTitle")}</p>
            <h3 className="text-lg font-bold leading-snug">{t("site.typography.heading", { level: 3 })}</h3>
            <h4 className="font-semibold">{t("site.typography.heading", { level: 4 })}</h4>
            <h5 className="text-sm font-semibold">{t("site.typography.heading", { level: 5 })}</h5>
            <h6 className="text-xs font-semibold uppercase text-gray-500">
              {t("site.typography.heading", { level: 6 })}
            </h6>
          </div>
        </TypeSection>

        <TypeSection id="type-text" title={t("site.typography.text")}>
          <div className="max-w-4xl space-y-6">
            <Sample label={t("site.typography.lead")}>
              <p className="text-lg text-gray-700">{t("site.typography.leadSample")}</p>
            </Sample>
            <Sample label={t("site.typography.body")}>
              <div className="prose-store text-[17px] leading-relaxed text-gray-800">
                <p>{t("site.typography.bodySample")}</p>
                <p>{t("site.typography.sample")}</p>
              </div>
            </Sample>
            <Sample label={t("site.typography.small")}>
              <p className="text-sm text-gray-600">{t("site.typography.smallSample")}</p>
            </Sample>
            <Sample label={t("site.typography.finePrint")}>
              <p className="text-xs text-gray-500">{t("site.typography.finePrintSample")}</p>
            </Sample>
            <Sample label={t("site.typography.inline")}>
              <p className="flex flex-wrap gap-x-3 gap-y-1">
                <a href="#main" className="text-brand-700 underline hover:no-underline">
                  {t("site.typography.link")}
                </a>
                <strong>{t("site.typography.bold")}</strong>
                <em>{t("site.typography.italic")}</em>
                <code className="rounded bg-gray-100 px-1">{t("site.typography.code")}</code>
              </p>
            </Sample>
          </div>
        </TypeSection>

        <TypeSection id="type-quotes" title={t("site.typography.quotesAndLists")}>
          <div className="grid gap-8 md:grid-cols-3">
            <Sample label={t("site.typography.quote")}>
              <figure>
                <blockquote className="border-s-4 border-brand-500 ps-4 text-lg italic text-gray-700">
                  <p>{t("site.typography.sample")}</p>
                </blockquote>
                <figcaption className="mt-2 ps-5 text-sm text-gray-600">
                  — <cite>{t("site.typography.quoteSource")}</cite>
                </figcaption>
              </figure>
            </Sample>
            <Sample label={t("site.typography.bulletedList")}>
              <ul className="list-disc space-y-1 ps-6">
                {[1, 2, 3].map((number) => (
                  <li key={number}>{t("site.typography.listItem", { number })}</li>
                ))}
              </ul>
            </Sample>
            <Sample label={t("site.typography.numberedList")}>
              <ol className="list-decimal space-y-1 ps-6">
                {[1, 2, 3].map((number) => (
                  <li key={number}>{t("site.typography.step", { number })}</li>
                ))}
              </ol>
            </Sample>
          </div>
        </TypeSection>

        <TypeSection id="type-tables" title={t("site.typography.tablesAndDetails")}>
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <table className="w-full text-sm">
              <caption className="mb-2 text-start text-xs font-semibold uppercase text-gray-500">
                {t("site.typography.tableCaption")}
              </caption>
              <TableHead
                columns={[
                  { label: t("cart.product") },
                  { label: t("cart.quantity"), align: "end" },
                  { label: t("cart.total"), align: "end" },
                ]}
              />
              <tbody>
                {ORDER_LINES.map((line) => (
                  <tr key={line.name} className="border-b border-gray-100">
                    <td className="py-2 pe-2">{t(line.name)}</td>
                    <td className="py-2 text-end">{line.quantity}</td>
                    <td className="py-2 text-end">{money(line.priceCents * line.quantity)}</td>
                  </tr>
                ))}
              </tbody>
              <TotalsFoot
                totals={{
                  subtotal,
                  shipping: SHIPPING_CENTS,
                  tax: 0,
                  taxes: [],
                  taxIncluded: true,
                  reverseCharge: false,
                  total: subtotal + SHIPPING_CENTS,
                }}
                money={money}
                labelColumns={2}
              />
            </table>
            <Sample label={t("site.typography.definitions")}>
              <dl className="space-y-1 text-sm">
                {(["voltage", "weight", "warranty"] as const).map((term) => (
                  <div key={term} className="flex flex-wrap gap-x-2">
                    <dt className="text-gray-600">{t(`site.typography.terms.${term}`)}:</dt>
                    <dd className="font-medium text-gray-800">{t(`site.typography.values.${term}`)}</dd>
                  </div>
                ))}
              </dl>
            </Sample>
          </div>
        </TypeSection>

        <TypeSection id="type-shop" title={t("site.typography.shopText")}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <Sample label={t("site.typography.price")}>
              <Price priceCents={4999} compareAtCents={null} />
            </Sample>
            <Sample label={t("site.typography.salePrice")}>
              <Price priceCents={12999} compareAtCents={15999} />
            </Sample>
            <Sample label={t("product.availability")}>
              <p className="flex flex-col text-sm">
                <AvailabilityText availability="in-stock" />
                <AvailabilityText availability="sold-out" />
              </p>
            </Sample>
            <Sample label={t("orders.status")}>
              <OrderStatus status="shipped" />
            </Sample>
          </div>
        </TypeSection>

        <TypeSection id="type-forms" title={t("site.typography.formText")}>
          <div className="grid gap-8 md:grid-cols-2">
            <TextField
              required
              name="sample"
              autoComplete="off"
              label={t("site.typography.fieldLabel")}
              hint={t("site.typography.fieldHint")}
              error="errors.required"
            />
            <div className="space-y-3">
              <FormSuccess message="site.typography.successSample" />
              <FormAlert id="typography-alert" message="site.typography.alertSample" />
            </div>
          </div>
        </TypeSection>
      </div>
    </div>
  );
}
