import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import type { productPageOfOwner } from "~server/catalog/seller-products";
import { PostDate } from "../blog/post-card";
import { AvailabilityText } from "../catalog/availability-text";
import { Price } from "../catalog/price";
import { ConfirmForm } from "../ui/confirm-form";
import { ScrollRegion } from "../ui/scroll-region";
import { TableHead } from "../ui/table-head";

type SellerProduct = Awaited<ReturnType<typeof productPageOfOwner>>["products"][number];

/**
 * My Products, or the back office's store products: each listing with its picture, name, price, availability and
 * date, to edit (at `editPath`) or delete (a post to the page, `intent=delete`).
 */
export function SellerProductTable({
  products,
  label,
  editPath,
}: {
  products: SellerProduct[];
  /** The table's name ("Your products", "The store's products"). */
  label: string;
  editPath: (id: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={label}>
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{label}</caption>
        <TableHead
          columns={[
            { label: t("myProducts.image"), hidden: true },
            { label: t("myProducts.name") },
            { label: t("myProducts.price") },
            { label: t("myProducts.availability") },
            { label: t("myProducts.created") },
            { label: t("myProducts.actions"), hidden: true },
          ]}
        />
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="border-b border-gray-100 align-middle">
              <td className="py-2 pe-3">
                {product.thumb ? (
                  <img src={product.thumb} alt="" width={56} height={56} loading="lazy" className="size-14 rounded" />
                ) : (
                  <span className="block size-14 rounded bg-gray-100" />
                )}
              </td>
              <th scope="row" className="py-2 pe-3 text-start font-medium">
                <Link to={`/shop/products/${product.slug}`} className="hover:text-brand-700 hover:underline">
                  {product.name}
                </Link>
              </th>
              <td className="py-2 pe-3">
                <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
              </td>
              <td className="py-2 pe-3">
                <AvailabilityText availability={product.availability} />
                {product.hiddenReason !== null ? (
                  <p className="mt-1 max-w-64 text-xs font-semibold text-red-700">
                    {t("myProducts.hiddenByStore", { reason: product.hiddenReason })}
                  </p>
                ) : null}
              </td>
              <td className="py-2 pe-3 whitespace-nowrap">
                <PostDate iso={product.createdAt} />
              </td>
              <td className="py-2">
                <div className="flex justify-end gap-2">
                  <Link
                    to={editPath(product.id)}
                    className="btn btn-outline px-3"
                    aria-label={t("myProducts.editNamed", { name: product.name })}
                  >
                    <Icon name="pencil" className="size-4" />
                    {t("myProducts.edit")}
                  </Link>
                  <ConfirmForm
                    fields={{ intent: "delete", productId: String(product.id) }}
                    label={t("myProducts.delete")}
                    accessibleLabel={t("myProducts.deleteNamed", { name: product.name })}
                    buttonClassName="btn btn-outline px-3 text-red-700"
                    title={t("myProducts.deleteTitle")}
                    description={t("myProducts.deleteText", { name: product.name })}
                    confirmLabel={t("myProducts.delete")}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
