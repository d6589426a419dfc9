import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { productPath } from "~/lib/catalog-links";
import type { ProductCard } from "~server/catalog/product-card";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { AvailabilityText } from "../catalog/availability-text";
import { Price } from "../catalog/price";
import { Stars } from "../catalog/stars";
import { RemoveFromListForm } from "./remove-from-list-form";

/** The wish list: image, name, rating, availability, today's price, Add to cart and remove, per product. */
export function WishlistTable({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  const heading = "py-2 text-start";
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("wishlist.title")}</caption>
      <thead className="border-b border-gray-200 text-xs uppercase text-gray-500 max-md:sr-only">
        <tr>
          <th scope="col" className={heading}>
            <span className="sr-only">{t("cart.image")}</span>
          </th>
          <th scope="col" className={heading}>
            {t("cart.product")}
          </th>
          <th scope="col" className={heading}>
            {t("lists.rating")}
          </th>
          <th scope="col" className={heading}>
            {t("lists.availability")}
          </th>
          <th scope="col" className={heading}>
            {t("lists.price")}
          </th>
          <th scope="col" className={heading}>
            <span className="sr-only">{t("product.addToCart")}</span>
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">{t("cart.remove")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr
            key={product.id}
            className="border-b border-gray-100 max-md:grid max-md:grid-cols-[5rem_1fr_auto] max-md:gap-x-3 max-md:py-3"
          >
            <td className="py-3 max-md:row-span-5">
              {product.image ? (
                <img src={product.image.thumb} alt="" width={72} height={72} className="size-18 rounded object-cover" />
              ) : null}
            </td>
            <td className="py-3 pe-3">
              <Link to={productPath(product.slug)} className="font-semibold hover:underline">
                {product.name}
              </Link>
              <p className="text-xs text-gray-500">{product.brand}</p>
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
              <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
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
