import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { IMAGE_ACCEPT, pickedImageError } from "~/lib/image-files";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldError } from "../ui/field-parts";

/** `color`: the colour the picture shows (a slug), "" for none in particular (decision 046). */
export type StoredImage = { key: string; thumb: string; color: string };
export type PickedImage = { id: string; file: File; url: string; color: string };
type Color = { slug: string; name: string };

type Props = {
  /** The listing's pictures kept so far (edit); each posts a `keepImages` field. */
  stored: StoredImage[];
  picked: PickedImage[];
  max: number;
  error: string | undefined;
  /** What the pictures' colours were refused for (a colour the product does not come in). */
  colorError: string | undefined;
  /** The store's colours, and those ticked for the product now: a picture may show one of them. */
  colors: Color[];
  chosenColors: string[];
  /** Without JavaScript: the colour given for the new pictures, kept after a refusal. */
  newImagesColor: string;
  onStoredChange: (stored: StoredImage[]) => void;
  onPickedChange: (picked: PickedImage[]) => void;
};

/**
 * Several pictures picked in one or more goes ("Add more images" after the first), each shown as a
 * thumbnail with a remove button. A file that is not JPG/PNG or is too large is refused at once with
 * its message (the server checks again by decoding). Without JavaScript it is the browser's own file
 * input, whose files the form posts as they are.
 */
export function ImagePicker({
  stored,
  picked,
  max,
  error,
  colorError,
  colors,
  chosenColors,
  newImagesColor,
  onStoredChange,
  onPickedChange,
}: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const count = stored.length + picked.length;
  const shownError = pickError ?? error;
  // Before the scripts the ticked colours may still change, so every colour is offered (the server checks the
  // choice); after, the colours ticked now, and a picture's own even when no longer ticked (refused, not dropped).
  const offered = (own: string) =>
    hydrated ? colors.filter((color) => chosenColors.includes(color.slug) || color.slug === own) : colors;
  const colorField = (number: number, value: string, onChange?: (color: string) => void) => (
    <PictureColor
      label={t("listings.imageColor", { number })}
      colors={offered(value)}
      value={value}
      invalid={colorError !== undefined}
      describedBy={colorError ? `${id}-color-error` : undefined}
      onChange={onChange}
    />
  );

  // The previews' object URLs are released when the form goes away.
  const pickedRef = useRef(picked);
  pickedRef.current = picked;
  useEffect(
    () => () => {
      for (const image of pickedRef.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const pick = (files: File[]) => {
    let problem: string | null = null;
    const added: PickedImage[] = [];
    for (const file of files) {
      const invalid = pickedImageError(file);
      if (invalid) problem ??= invalid;
      else if (count + added.length >= max) problem ??= "listings.errors.tooManyImages";
      else added.push({ id: crypto.randomUUID(), file, url: URL.createObjectURL(file), color: "" });
    }
    setPickError(problem);
    if (added.length > 0) onPickedChange([...picked, ...added]);
  };

  const removed = () => {
    setPickError(null);
    // The removed thumbnail's button is gone: focus goes back to the picker.
    inputRef.current?.focus();
  };

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1 block text-sm font-medium">
        {t("listings.images")}
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      </legend>
      {count > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-3" aria-label={t("listings.chosenImages", { count })}>
          {stored.map((image, index) => (
            <Thumbnail
              key={image.key}
              src={image.thumb}
              alt={t("listings.imageNumber", { number: index + 1 })}
              label={t("listings.removeImage", { number: index + 1 })}
              onRemove={() => {
                onStoredChange(stored.filter((other) => other.key !== image.key));
                removed();
              }}
            >
              <input type="hidden" name="keepImages" value={image.key} />
              {colorField(index + 1, image.color, (color) =>
                onStoredChange(stored.map((other) => (other.key === image.key ? { ...other, color } : other))),
              )}
            </Thumbnail>
          ))}
          {picked.map((image, index) => (
            <Thumbnail
              key={image.id}
              src={image.url}
              alt={t("listings.imageNumber", { number: stored.length + index + 1 })}
              label={t("listings.removeImage", { number: stored.length + index + 1 })}
              onRemove={() => {
                URL.revokeObjectURL(image.url);
                onPickedChange(picked.filter((other) => other.id !== image.id));
                removed();
              }}
            >
              {colorField(stored.length + index + 1, image.color, (color) =>
                onPickedChange(picked.map((other) => (other.id === image.id ? { ...other, color } : other))),
              )}
            </Thumbnail>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        name="images"
        multiple
        accept={IMAGE_ACCEPT}
        disabled={hydrated && count >= max}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={
          hydrated
            ? "peer sr-only"
            : "block w-full text-sm file:me-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5"
        }
        onChange={(event) => {
          pick([...(event.currentTarget.files ?? [])]);
          // The files now live in the list above; the same file may be picked again after a removal.
          event.currentTarget.value = "";
        }}
      />
      {hydrated ? (
        <label
          htmlFor={id}
          className={`btn btn-outline ${shownError ? "border-red-600 text-red-700" : ""} cursor-pointer gap-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${count >= max ? "pointer-events-none opacity-50" : ""}`}
        >
          <Icon name="image-plus" className="size-4" />
          {t(count > 0 ? "listings.addMoreImages" : "listings.chooseImages")}
        </label>
      ) : (
        <label htmlFor={id} className="sr-only">
          {t("listings.chooseImages")}
        </label>
      )}
      {hydrated ? null : (
        // Without scripts the file input has no picture of its own to tie: one colour for those it picks.
        <div className="mt-3 max-w-xs">
          <PictureColor
            label={t("listings.newImagesColor")}
            name="newImagesColor"
            colors={colors}
            value={newImagesColor}
            invalid={colorError !== undefined}
            describedBy={colorError ? `${id}-color-error` : undefined}
            visibleLabel
          />
        </div>
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {t("listings.imagesHint", { max })} {t("listings.imageColorsHint")}
      </p>
      <FieldError id={`${id}-error`} error={shownError ?? undefined} />
      <FieldError id={`${id}-color-error`} error={colorError} />
    </fieldset>
  );
}

/**
 * The colour a picture shows, or none in particular: a select named by its picture ("Colour of image 2"), posted as
 * one `imageColors` per picture in the pictures' order (decision 046).
 */
function PictureColor({
  label,
  name = "imageColors",
  colors,
  value,
  invalid,
  describedBy,
  visibleLabel = false,
  onChange,
}: {
  label: string;
  name?: string;
  colors: Color[];
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  visibleLabel?: boolean;
  onChange?: (color: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={visibleLabel ? "" : "mt-1"}>
      <label htmlFor={id} className={visibleLabel ? "mb-1 block text-sm font-medium" : "sr-only"}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        // Not controlled: a choice made before the scripts ran stays at hydration; the form reads it when sent.
        defaultValue={value}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={visibleLabel ? "input" : "input w-24 px-1 py-0.5 text-xs"}
      >
        <option value="">{t("listings.imageColorNone")}</option>
        {colors.map((color) => (
          <option key={color.slug} value={color.slug}>
            {color.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function Thumbnail({
  src,
  alt,
  label,
  onRemove,
  children,
}: {
  src: string;
  alt: string;
  label: string;
  onRemove: () => void;
  children?: React.ReactNode;
}) {
  return (
    <li className="relative w-24">
      <img src={src} alt={alt} width={96} height={96} className="size-24 rounded border border-gray-200 object-cover" />
      <button
        type="button"
        onClick={onRemove}
        aria-label={label}
        className="absolute -end-2 -top-2 grid size-7 place-items-center rounded-full border border-gray-300 bg-white text-gray-700 shadow hover:text-red-700"
      >
        <Icon name="x" className="size-4" />
      </button>
      {children}
    </li>
  );
}
