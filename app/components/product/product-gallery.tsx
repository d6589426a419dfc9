import type PhotoSwipeLightbox from "photoswipe/lightbox";
import { useEffect, useRef, useState } from "react";
import { GalleryThumbnails } from "~/components/product/gallery-thumbnails";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { renditionKey, renditionSrcSet, PRODUCT_IMAGE_SIZES as SIZES } from "~domain/renditions";

/** A picture's address without its size (`renditionKey` names each size's). */
type GalleryImage = { picture: string };

/**
 * The main 700×700 image with thumbnails to switch it, and a zoom (PhotoSwipe: keyboard, pinch, swipe).
 * PhotoSwipe's code is fetched the first time the zoom opens, so it is not part of the page's first load.
 */
export function ProductGallery({ name, images }: { name: string; images: GalleryImage[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const lightbox = useRef<PhotoSwipeLightbox | null>(null);
  const main = images[current] ?? images[0];
  const size = SIZES.gallery;

  useEffect(() => () => lightbox.current?.destroy(), []);

  const zoom = async () => {
    if (!lightbox.current) {
      // PhotoSwipe's stylesheet comes with its code: no page waits for it before showing.
      const [{ default: Lightbox }] = await Promise.all([
        import("photoswipe/lightbox"),
        import("photoswipe/style.css"),
      ]);
      lightbox.current = new Lightbox({
        dataSource: images.map((image) => ({
          src: renditionKey(image.picture, "large"),
          width: SIZES.large,
          height: SIZES.large,
          alt: name,
        })),
        pswpModule: () => import("photoswipe"),
        closeTitle: t("product.zoomClose"),
        zoomTitle: t("product.zoomImage"),
        arrowPrevTitle: t("product.zoomPrevious"),
        arrowNextTitle: t("product.zoomNext"),
        errorMsg: t("product.zoomError"),
        indexIndicatorSep: t("product.zoomOf"),
        // The large renditions are the largest there are: zooming past their size would only blur them.
        secondaryZoomLevel: 1,
        maxZoomLevel: 2,
        returnFocus: true,
      });
      lightbox.current.init();
    }
    lightbox.current.loadAndOpen(current);
  };

  if (!main) return <div className="aspect-square rounded bg-gray-50" />;
  return (
    <div>
      <button
        type="button"
        onClick={zoom}
        aria-label={t("product.zoomImage")}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded bg-gray-50"
      >
        <img
          src={renditionKey(main.picture, "gallery")}
          srcSet={renditionSrcSet(main.picture, ["card", "gallery"])}
          sizes="(min-width: 992px) 560px, 100vw"
          alt={name}
          width={size}
          height={size}
          fetchPriority="high"
          className="aspect-square w-full object-contain"
        />
        <span className="absolute end-3 bottom-3 grid size-10 place-items-center rounded-full bg-white/90 text-gray-700 shadow group-hover:text-ink-900">
          <Icon name="zoom-in" className="size-5" />
        </span>
      </button>
      <GalleryThumbnails images={images} current={current} onSelect={setCurrent} />
    </div>
  );
}
