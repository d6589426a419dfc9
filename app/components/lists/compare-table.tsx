import { Link } from "react-router";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { renditionKey } from "~domain/renditions";
import type { CompareTable as Table } from "~server/shopping/compare-table";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { AvailabilityText } from "../catalog/availability-text";
import { Price } from "../catalog/price";
import { Stars } from "../catalog/stars";
import { ScrollRegion } from "../ui/scroll-region";
import { RemoveFromListForm } from "./remove-from-list-form";

const rowHeading =
  "sticky start-0 z-10 w-36 min-w-28 border-e border-gray-200 bg-gray-50 px-3 py-2 text-start align-top text-xs font-semibold uppercase text-gray-600";
const cell = "min-w-44 px-3 py-2 align-top";

/**
 * The compare list side by side: one column per product, a row per property (the headings stay in view
 * while the columns scroll sideways on a narrow screen), then a row for every attribute any of them has.
 */
export function CompareTable({ table }: { table: Table }) {
  const { t } = useTranslation();
  const { products, rows } = table;
  const row = (label: string, render: (product: Table["products"][number]) => React.ReactNode) => (
    <tr className="border-b border-gray-100">
      <th scope="row" className={rowHeading}>
        {label}
      </th>
      {products.map((product) => (
        <td key={product.id} className={cell}>
          {render(product)}
        </td>
      ))}
    </tr>
  );
  return (
    <ScrollRegion label={t("compare.scrollHint")} className="card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("compare.table")}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <td className={rowHeading}>{t("compare.product")}</td>
            {products.map((product) => (
              <th key={product.id} scope="col" className={`${cell} text-start font-normal`}>
                {product.picture ? (
                  <img
                    src={renditionKey(product.picture, "card")}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    className="mb-2 size-32 rounded object-cover sm:size-40"
                  />
                ) : null}
                <Link to={productPath(product.slug)} className="font-semibold hover:underline">
                  <UserText lang={product.nameLang}>{product.name}</UserText>
                </Link>
                <p className="text-xs text-gray-500">
                  <UserText>{product.brand}</UserText>
                </p>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t("lists.rating"), (product) => (
            <>
              <Stars rating={product.rating} />
              <p className="text-xs text-gray-500">{t("product.reviewCount", { count: product.reviewCount })}</p>
            </>
          ))}
          {row(t("lists.availability"), (product) => (
            <AvailabilityText availability={product.availability} />
          ))}
          {row(t("lists.price"), (product) => (
            <Price
              priceCents={product.priceCents}
              compareAtCents={product.compareAtCents}
              taxClass={product.taxClass}
            />
          ))}
        </tbody>
        <tbody>
          <tr className="border-b border-gray-200 bg-gray-100">
            <th scope="rowgroup" colSpan={products.length + 1} className="px-3 py-2 text-start font-bold">
              {t("product.specification")}
            </th>
          </tr>
          {rows.length === 0 ? (
            <tr className="border-b border-gray-100">
              <td colSpan={products.length + 1} className="px-3 py-2 text-gray-600">
                {t("compare.noSpecification")}
              </td>
            </tr>
          ) : null}
          {rows.map((spec) => (
            <tr key={spec.attribute} className="border-b border-gray-100">
              <th scope="row" className={rowHeading}>
                {spec.name}
              </th>
              {spec.values.map((value, index) => (
                <td key={products[index]?.id ?? index} className={cell}>
                  {spec.attribute === "color" && value !== null ? (
                    <ColorList colors={table.colors[index] ?? []} />
                  ) : (
                    (value ?? (
                      <>
                        <span aria-hidden="true" className="text-gray-400">
                          —
                        </span>
                        <span className="sr-only">{t("compare.notGiven")}</span>
                      </>
                    ))
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tbody>
          {row(t("compare.addToCart"), (product) => (
            <AddToCartForm product={product} variant="compact" />
          ))}
          {row(t("compare.remove"), (product) => (
            <RemoveFromListForm list="compare" product={product} withText />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A compared product's colours: each one's swatch and name. */
function ColorList({ colors }: { colors: Table["colors"][number] }) {
  return (
    <ul className="flex flex-col gap-1">
      {colors.map((color) => (
        <li key={color.slug} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 shrink-0 rounded-full border border-gray-300"
            style={{ backgroundColor: color.hex ?? undefined }}
          />
          {color.name}
        </li>
      ))}
    </ul>
  );
}
