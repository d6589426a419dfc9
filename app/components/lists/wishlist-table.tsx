import { Link } from "react-router";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { renditionKey } from "~domain/renditions";
import type { ProductCard } from "~server/catalog/product-card";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { AvailabilityText } from "../catalog/availability-text";
import { Price } from "../catalog/price";
import { Stars } from "../catalog/stars";
import { TableHead } from "../ui/table-head";
import { RemoveFromListForm } from "./remove-from-list-form";

/** The wish list: image, name, rating, availability, today's price, Add to cart and remove, per product. */
export function WishlistTable({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("wishlist.title")}</caption>
      <TableHead
        className="text-xs uppercase text-gray-500 max-md:sr-only"
        columns={[
          { label: t("cart.image"), hidden: true },
          { label: t("cart.product") },
          { label: t("lists.rating") },
          { label: t("lists.availability") },
          { label: t("lists.price") },
          { label: t("product.addToCart"), hidden: true },
          { label: t("cart.remove"), hidden: true },
        ]}
      />
      <tbody>
        {products.map((product) => (
          <tr
            key={product.id}
            className="border-b border-gray-100 max-md:grid max-md:grid-cols-[5rem_1fr_auto] max-md:gap-x-3 max-md:py-3"
          >
            <td className="py-3 max-md:row-span-5">
              {product.picture ? (
                <img
                  src={renditionKey(product.picture, "thumb")}
                  alt=""
                  width={72}
                  height={72}
                  className="size-18 rounded object-cover"
                />
              ) : null}
            </td>
            <td className="py-3 pe-3">
              <Link to={productPath(product.slug)} className="font-semibold hover:underline">
                <UserText lang={product.nameLang}>{product.name}</UserText>
              </Link>
              <p className="text-xs text-gray-500">
                <UserText>{product.brand}</UserText>
              </p>
            </td>
            <td className="py-3 pe-3 max-md:col-start-2 max-md:py-1">
              <Stars rating={product.rating} />
              <span className="ms-1 text-xs text-gray-500">
                {t("product.reviewCount", { count: product.reviewCount })}
              </span>
            </td>
            <td className="py-3 pe-3 max-md:col-start-2 max-md:py-1">
              <AvailabilityText availability={product.availability} />
            </td>
            <td className="py-3 pe-3 max-md:col-start-2 max-md:py-1">
              <Price
                priceCents={product.priceCents}
                compareAtCents={product.compareAtCents}
                taxClass={product.taxClass}
              />
            </td>
            <td className="py-3 pe-2 max-md:col-start-2 max-md:py-1">
              <AddToCartForm product={product} variant="compact" />
            </td>
            <td className="py-3 text-end max-md:col-start-3 max-md:row-start-1">
              <RemoveFromListForm list="wishlist" product={product} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
