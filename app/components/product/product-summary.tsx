import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AddToCartForm } from "~/components/cart/add-to-cart-form";
import { AvailabilityText } from "~/components/catalog/availability-text";
import { ColorSwatches } from "~/components/catalog/color-swatches";
import { Price } from "~/components/catalog/price";
import { ListButton } from "~/components/catalog/product-actions";
import { ProductBadges } from "~/components/catalog/product-badges";
import { Stars } from "~/components/catalog/stars";
import { SoldBy } from "~/components/sellers/sold-by";
import { QuantityInput } from "~/components/ui/quantity-input";
import { useTranslation } from "~/i18n/translation";
import type { ProductDetail } from "~server/catalog/product-detail";
import type { EstimatedDelivery } from "~server/shopping/ship-destination";
import { DeliveryEstimate } from "../shipping/delivery-estimate";
import { Icon } from "../ui/icon";
import { ownText, UserText } from "../ui/user-text";
import { StockAlertForm } from "./stock-alert-form";
import { WrittenIn } from "./written-in";

const actionIcon =
  "flex size-11 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-700 hover:border-gray-400 disabled:cursor-not-allowed disabled:opacity-55";

/** The product's name, rating, price, availability, brand, colours, quantity and buttons, beside the gallery. */
export function ProductSummary({
  product,
  hidden = false,
  delivery,
  color = null,
  onColorChange,
  verifiedReviews,
}: {
  product: ProductDetail;
  hidden?: boolean;
  /** When the shopper's parcels should arrive where they go (none on a page that has no shopper). */
  delivery?: EstimatedDelivery;
  /** The colour chosen already (the page's address), and who hears of another pick (the gallery). */
  color?: string | null;
  onColorChange?: (color: string) => void;
  /** How many of its reviews are verified purchases: linked to the reviews filtered to them. */
  verifiedReviews?: number;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | null>(1);
  // An add posted without JavaScript and without a colour comes back here with ?problem=chooseColor.
  const [searchParams] = useSearchParams();
  const colorProblem = searchParams.get("problem") === "chooseColor" ? "cart.errors.chooseColor" : null;
  return (
    <div className="flex flex-col gap-4">
      <ProductBadges badges={product.badges} />
      <div>
        <h1 {...ownText(product.nameLang)} className="text-2xl font-bold leading-tight md:text-3xl">
          {product.name}
        </h1>
        <WrittenIn lang={product.nameLang} className="mt-1" />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
        <Stars rating={product.rating} size="md" />
        <a href="#reviews" className="hover:text-ink-900 hover:underline">
          {t("product.reviewCount", { count: product.reviewCount })}
        </a>
        {verifiedReviews ? (
          <a href="?reviews=verified#reviews" className="hover:text-ink-900 hover:underline">
            {t("reviews.verifiedCount", { count: verifiedReviews })}
          </a>
        ) : null}
      </div>
      <p className="text-sm">
        <SoldBy seller={product.seller} className="font-semibold text-brand-700 underline hover:text-ink-900" />
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-500">{t("product.availability")}</dt>
        <dd>
          <AvailabilityText availability={product.availability} stock={product.stock} />
        </dd>
        <dt className="text-gray-500">{t("product.brand")}</dt>
        <dd>
          <Link
            to={`/shop/catalog?filter_check=${encodeURIComponent(product.brandSlug)}`}
            className="text-brand-700 underline hover:text-ink-900"
          >
            <UserText>{product.brand}</UserText>
          </Link>
        </dd>
      </dl>
      <p className="text-2xl md:text-3xl">
        <Price
          priceCents={product.priceCents}
          compareAtCents={product.compareAtCents}
          taxClass={product.taxClass}
          detailed
        />
      </p>
      {/* Several colours are chosen from in the form below; one is only shown. */}
      {product.colors.length > 1 ? null : <ColorSwatches colors={product.colors} heading="h2" />}
      <div className="flex flex-wrap items-end gap-3 border-t border-gray-200 pt-4">
        <AddToCartForm
          product={product}
          quantity={quantity}
          variant="full"
          colors={product.colors}
          color={color}
          onColorChange={onColorChange}
          colorProblem={colorProblem}
          quantityField={
            <QuantityInput value={quantity} onChange={setQuantity} max={Math.max(1, Math.min(product.stock, 999))} />
          }
        />
        <ListButton list="wishlist" product={product} className={actionIcon} />
        <ListButton list="compare" product={product} className={actionIcon} />
      </div>
      {delivery && product.availability === "in-stock" ? (
        <div className="flex items-start gap-2">
          <Icon name="truck" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <DeliveryEstimate estimate={delivery} />
        </div>
      ) : null}
      {/* A hidden product (its seller or an operator looking) has nobody to wait for it. */}
      {product.availability !== "in-stock" && !hidden ? <StockAlertForm productSlug={product.slug} /> : null}
    </div>
  );
}
