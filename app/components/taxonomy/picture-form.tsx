import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { FormFailure } from "~domain/form";
import { FieldError, FieldLabel } from "../ui/field-parts";

/** A category's picture or a brand's logo: the one shown now, and a file to replace it (checked on the server). */
export function PictureForm({
  title,
  imageUrl,
  failure,
}: {
  title: string;
  imageUrl: string | null;
  failure?: FormFailure | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = failure?.values.intent === "picture" ? failure.errors.picture : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="card space-y-3 p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {imageUrl ? (
        <img src={imageUrl} alt="" width={160} height={160} className="size-40 rounded-md border object-cover" />
      ) : (
        <p className="text-sm text-gray-600">{t("taxonomy.noPicture")}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="space-y-3" replace>
        <input type="hidden" name="intent" value="picture" />
        <div>
          <FieldLabel htmlFor={id}>{t("taxonomy.pictureFile")}</FieldLabel>
          <input
            id={id}
            type="file"
            name="picture"
            accept="image/jpeg,image/png"
            className="block text-sm"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
            {t("images.hint")}
          </p>
          <FieldError id={`${id}-error`} error={error} />
        </div>
        <button type="submit" className="btn btn-outline">
          {t("taxonomy.uploadPicture")}
        </button>
      </Form>
    </section>
  );
}
