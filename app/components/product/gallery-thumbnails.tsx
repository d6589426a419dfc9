import { useTranslation } from "~/i18n/translation";
import { renditionKey } from "~domain/renditions";

/** The row of thumbnails under a product's picture; the pressed one is the picture shown. */
export function GalleryThumbnails({
  images,
  current,
  onSelect,
}: {
  images: { picture: string }[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (images.length < 2) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("product.images")}>
      {images.map((image, index) => (
        <li key={image.picture}>
          <button
            type="button"
            aria-label={t("product.showImage", { number: index + 1 })}
            aria-pressed={index === current}
            onClick={() => onSelect(index)}
            className="block rounded border-2 border-transparent hover:border-gray-300 aria-pressed:border-brand-500"
          >
            <img
              src={renditionKey(image.picture, "thumb")}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="size-16 rounded bg-gray-50 object-contain sm:size-20"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
