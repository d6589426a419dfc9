import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { toast } from "~/lib/toast";
import { type UploadProgress as Progress, uploadForm } from "~/lib/upload-form";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FieldErrors, type FormValues, listOf, placesOf, textOf } from "~domain/form";
import { AVAILABILITIES, BADGES, parseListingForm } from "~domain/listing-input";
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from "~domain/listing-texts";
import { directionOf, localeOr } from "~domain/locales";
import type { ListingOptions } from "~server/listings/listing-options";
import { FormAlert } from "../ui/form-alert";
import { SelectField } from "../ui/select-field";
import { TextAreaField } from "../ui/text-area-field";
import { TextField } from "../ui/text-field";
import { CategoryBrandFields } from "./category-brand-fields";
import { ColorChoice } from "./color-choice";
import { ImagePicker, type PickedImage, type StoredImage } from "./image-picker";
import { ListingLanguages, WrittenInField } from "./listing-languages";
import { TaxClassField } from "./tax-class-field";
import { UploadProgress } from "./upload-progress";

/** The most pictures a listing may have (server/listings/listing-images.ts). */
const MAX_IMAGES = 10;

type Props = {
  mode: "create" | "edit";
  /** The owner's list of listings, where a saved one leads (My Products, or the back office's store products). */
  doneUrl: string;
  options: ListingOptions;
  values: FormValues;
  /** The listing's stored pictures (edit); their colours come with the values (`imageColors`). */
  storedImages: { key: string; thumb: string }[];
  /** What the server refused, after a post without JavaScript. */
  refused?: { errors: FieldErrors };
  /** Where the script posts the form for a JSON answer, with progress. */
  uploadUrl: string;
};

type Outcome = { ok: false; errors: FieldErrors; formError?: string };

/**
 * The create and edit form of a listing. With JavaScript it checks everything first (the server's own
 * schema), then sends fields and pictures in one request with a progress bar and Cancel; the form stays
 * as it is until the server has saved the listing. Without JavaScript it is a plain multipart post.
 */
export function ListingForm({ mode, doneUrl, options, values, storedImages, refused, uploadUrl }: Props) {
  const { t, locale } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | undefined>(refused ? { ok: false, ...refused } : undefined);
  const [subCategory, setSubCategory] = useState(textOf(values.subCategory));
  const [brand, setBrand] = useState(textOf(values.brand));
  const [writtenIn, setWrittenIn] = useState(() => localeOr(textOf(values.locale)));
  const [chosenColors, setChosenColors] = useState(() => listOf(values.colors));
  const [stored, setStored] = useState(() => keptImages(storedImages, values));
  const [picked, setPicked] = useState<PickedImage[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const abortRef = useRef<(() => void) | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useFormOutcome(outcome);
  const errors = outcome?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const alertId = `${id}-alert`;
  // The summary names the fields to fix, in the form's order (never one that is fine).
  const wrong = FIELD_LABELS.filter(([field]) =>
    Object.keys(errors).some((name) => name === field || name.startsWith(`${field}.`)),
  );
  const summary =
    outcome?.formError ??
    (wrong.length > 0 ? "listings.errors.fixFields" : hasErrors ? "listings.errors.checkFields" : undefined);

  const failed = (name: string, result: Omit<Outcome, "ok">) => {
    setOutcome({ ok: false, ...result });
    toast.error(t(mode === "create" ? "listings.createFailed" : "listings.saveFailed", { name }));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress) return;
    const form = new FormData(event.currentTarget);
    form.delete("images");
    for (const image of picked) form.append("images", image.file);
    const parsed = parseListingForm(form);
    const found: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    if (stored.length + picked.length === 0) found.images = "images.errors.noImage";
    if (Object.keys(found).length > 0) {
      setOutcome({ ok: false, errors: found });
      return;
    }
    const name = String(form.get("name")).trim();
    setOutcome(undefined);
    setCancelled(false);
    setProgress({ loaded: 0, total: 0 });
    const upload = uploadForm(uploadUrl, form, setProgress);
    abortRef.current = upload.abort;
    try {
      const { status, body } = await upload.answer;
      const answer = (body ?? {}) as { ok?: boolean; errors?: FieldErrors };
      if (status === 200 && answer.ok) {
        toast.success(t(mode === "create" ? "listings.created" : "listings.saved", { name }));
        navigate(doneUrl);
        return;
      }
      if (answer.errors) failed(name, { errors: answer.errors });
      else
        failed(name, {
          errors: {},
          formError: status === 401 ? "listings.errors.signedOut" : "listings.errors.notSaved",
        });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") setCancelled(true);
      else failed(name, { errors: {}, formError: "listings.errors.notSaved" });
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      aria-describedby={hasErrors || outcome?.formError ? alertId : undefined}
      className="card space-y-5 p-5 sm:p-6"
    >
      <WrittenInField value={writtenIn} error={errors.locale} onChange={setWrittenIn} />
      <TextField
        required
        name="name"
        lang={writtenIn}
        dir={directionOf(writtenIn)}
        maxLength={MAX_NAME_LENGTH}
        label={t("listings.name")}
        defaultValue={values.name}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          required
          name="price"
          inputMode="decimal"
          label={t("listings.price")}
          hint={t("listings.priceHint")}
          defaultValue={values.price}
          error={errors.price}
        />
        <TextField
          name="compareAtPrice"
          inputMode="decimal"
          label={t("listings.compareAtPrice")}
          hint={t("listings.compareAtPriceHint")}
          defaultValue={values.compareAtPrice}
          error={errors.compareAtPrice}
        />
        <TextField
          required
          name="stock"
          inputMode="numeric"
          label={t("listings.stock")}
          hint={t("listings.stockHint")}
          defaultValue={values.stock}
          error={errors.stock}
        />
        <SelectField
          name="availability"
          label={t("listings.availability")}
          defaultValue={textOf(values.availability) || "in-stock"}
          error={errors.availability}
          options={AVAILABILITIES.map((value) => ({ value, label: t(`listings.availabilityChoice.${value}`) }))}
        />
        <SelectField
          name="badges"
          label={t("listings.badge")}
          defaultValue={listOf(values.badges)[0] ?? ""}
          error={errors.badges}
          options={[{ value: "", label: "...." }, ...BADGES.map((value) => ({ value, label: t(`badges.${value}`) }))]}
        />
      </div>
      <TextAreaField
        name="description"
        required
        lang={writtenIn}
        dir={directionOf(writtenIn)}
        maxLength={MAX_DESCRIPTION_LENGTH}
        label={t("listings.description")}
        defaultValue={values.description}
        error={errors.description}
      />
      <ListingLanguages writtenIn={writtenIn} values={values} errors={errors} />
      <ColorChoice
        colors={options.colors}
        chosen={listOf(values.colors)}
        error={errors.colors}
        onToggle={(slug, on) =>
          setChosenColors((now) =>
            on ? [...now.filter((other) => other !== slug), slug] : now.filter((c) => c !== slug),
          )
        }
      />
      <CategoryBrandFields
        groups={options.groups}
        subCategory={subCategory}
        brand={brand}
        errors={errors}
        onSubCategoryChange={(slug) => {
          setSubCategory(slug);
          // A brand the new sub-category does not carry is not kept.
          const carried = options.groups
            .flatMap((group) => group.subCategories)
            .find((sub) => sub.slug === slug)
            ?.brands.some((option) => option.slug === brand);
          if (!carried) setBrand("");
        }}
        onBrandChange={setBrand}
      />
      <TaxClassField
        inherited={
          options.groups.flatMap((group) => group.subCategories).find((sub) => sub.slug === subCategory)?.taxClass ??
          null
        }
        defaultValue={textOf(values.taxClass)}
        error={errors.taxClass}
      />
      <ImagePicker
        stored={stored}
        picked={picked}
        max={MAX_IMAGES}
        error={errors.images}
        colorError={errors.imageColors ?? errors.newImagesColor}
        colors={options.colors}
        chosenColors={chosenColors}
        newImagesColor={textOf(values.newImagesColor)}
        onStoredChange={setStored}
        onPickedChange={setPicked}
      />
      <FormAlert
        id={alertId}
        message={summary}
        values={{
          fields: new Intl.ListFormat(locale, { type: "conjunction" }).format(wrong.map(([, label]) => t(label))),
        }}
      />
      <p role="status" className={cancelled ? "text-sm text-gray-700" : "sr-only"}>
        {cancelled ? t("listings.cancelled") : ""}
      </p>
      {/* Not disabled while uploading (a second press is ignored), so the focus stays on it. */}
      <button ref={submitRef} type="submit" className="btn btn-primary" aria-disabled={progress ? true : undefined}>
        <Icon name="upload" className="size-4" />
        {t(mode === "create" ? "listings.upload" : "listings.saveChanges")}
      </button>
      {progress ? (
        <UploadProgress
          progress={progress}
          onCancel={() => {
            abortRef.current?.();
            submitRef.current?.focus();
          }}
        />
      ) : null}
    </form>
  );
}

/** The form's fields in their order, each with its label's key, for the summary of what to fix. */
const FIELD_LABELS: [field: string, label: string][] = [
  ["locale", "listings.writtenIn"],
  ["name", "listings.name"],
  ["price", "listings.price"],
  ["compareAtPrice", "listings.compareAtPrice"],
  ["stock", "listings.stock"],
  ["availability", "listings.availability"],
  ["badges", "listings.badge"],
  ["description", "listings.description"],
  ["translations", "listings.otherLanguages"],
  ["colors", "listings.colors"],
  ["subCategory", "listings.category"],
  ["brand", "listings.brand"],
  ["taxClass", "taxSettings.taxClass.label"],
  ["images", "listings.images"],
  ["imageColors", "listings.imageColors"],
  ["newImagesColor", "listings.imageColors"],
];

/**
 * The stored pictures the form starts with, in the order the values keep them (all of them on an edit's first view;
 * after a refusal those that were kept), each with its colour from the values, by its place.
 */
function keptImages(stored: { key: string; thumb: string }[], values: FormValues): StoredImage[] {
  const colors = placesOf(values.imageColors);
  return listOf(values.keepImages).flatMap((key, place) => {
    const image = stored.find((other) => other.key === key);
    return image ? [{ key, thumb: image.thumb, color: colors[place] ?? "" }] : [];
  });
}
