import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useState } from "react";
import { Link } from "react-router";
import { ColorSwatches } from "~/components/catalog/color-swatches";
import { GalleryThumbnails } from "~/components/product/gallery-thumbnails";
import { SoldBy } from "~/components/sellers/sold-by";
import { Icon } from "~/components/ui/icon";
import { QuantityInput } from "~/components/ui/quantity-input";
import { useTranslation } from "~/i18n/translation";
import { productPath } from "~domain/catalog-links";
import { renditionKey } from "~domain/renditions";
import type { QuickViewProduct } from "~server/catalog/quick-view";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { ownText } from "../ui/user-text";
import { AvailabilityText } from "./availability-text";
import { Price } from "./price";
import { ListButton } from "./product-actions";
import { ProductBadges } from "./product-badges";
import { Stars } from "./stars";

export type QuickViewDialogProps = {
  /** null when the product could not be found (removed since the page was shown). */
  product: QuickViewProduct | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

const actionIcon =
  "flex size-10 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-700 disabled:cursor-not-allowed disabled:opacity-55";

/** The quick view modal: the product page's summary (gallery without zoom), opened from a product card. */
export function QuickViewDialog({ product, onClose, returnFocusTo }: QuickViewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[92dvh] w-[min(56rem,calc(100vw-1.5rem))] -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-4 shadow-2xl sm:p-6"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Close
            className="absolute end-2 top-2 z-10 rounded-md p-2 text-gray-600 hover:bg-black/5"
            aria-label={t("product.quickViewClose")}
          >
            <Icon name="x" className="size-5" />
          </Dialog.Close>
          {product ? (
            <QuickViewBody product={product} />
          ) : (
            <div className="py-6 pe-8">
              <Dialog.Title className="text-lg font-bold">{t("product.quickView")}</Dialog.Title>
              <Dialog.Description className="mt-2 text-gray-700">{t("product.quickViewFailed")}</Dialog.Description>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuickViewBody({ product }: { product: QuickViewProduct }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | null>(1);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <QuickViewGallery name={product.name} images={product.images} />
      <div className="flex flex-col gap-3">
        <ProductBadges badges={product.badges} />
        <div>
          <p className="text-sm text-gray-500">{product.brand}</p>
          <Dialog.Title {...ownText(product.nameLang)} className="pe-8 text-xl font-bold leading-snug md:text-2xl">
            {product.name}
          </Dialog.Title>
        </div>
        <div className="flex items-center gap-2 text-sm text-gray-600">
          <Stars rating={product.rating} size="md" />
          <span>{t("product.reviewCount", { count: product.reviewCount })}</span>
        </div>
        <p className="text-sm">
          <SoldBy seller={product.seller} className="font-semibold text-brand-700 underline hover:text-ink-900" />
        </p>
        <p className="text-2xl">
          <Price priceCents={product.priceCents} compareAtCents={product.compareAtCents} taxClass={product.taxClass} />
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
          <dt className="text-gray-500">{t("product.availability")}</dt>
          <dd>
            <AvailabilityText availability={product.availability} stock={product.stock} />
          </dd>
        </dl>
        <Dialog.Description {...ownText(product.descriptionLang)} className="line-clamp-3 text-sm text-gray-700">
          {product.description}
        </Dialog.Description>
        {/* Several colours are chosen from in the form below; one is only shown. */}
        {product.colors.length > 1 ? null : <ColorSwatches colors={product.colors} heading="h3" />}
        <div className="flex flex-wrap items-end gap-3 pt-1">
          <AddToCartForm
            product={product}
            quantity={quantity}
            variant="full"
            colors={product.colors}
            quantityField={
              <QuantityInput value={quantity} onChange={setQuantity} max={Math.max(1, Math.min(product.stock, 999))} />
            }
          />
          <ListButton list="wishlist" product={product} className={actionIcon} />
          <ListButton list="compare" product={product} className={actionIcon} />
        </div>
        <Link to={productPath(product.slug)} className="mt-1 w-fit font-semibold text-brand-700 hover:underline">
          {t("product.viewDetails")}
        </Link>
      </div>
    </div>
  );
}

function QuickViewGallery({ name, images }: { name: string; images: QuickViewProduct["images"] }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded bg-gray-50">
        {main ? (
          <img
            src={renditionKey(main.picture, "gallery")}
            alt={name}
            width={700}
            height={700}
            className="size-full object-contain"
          />
        ) : null}
      </div>
      <GalleryThumbnails images={images} current={current} onSelect={setCurrent} />
    </div>
  );
}
