import { useId, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { IMAGE_ACCEPT, pickedImageError } from "~/lib/image-files";
import { FieldError, FieldLabel } from "../ui/field-parts";

/**
 * A profile picture picker: a tick and the file's name once one is picked, a message at once for a file
 * that is not JPG/PNG or is too large (the server checks again by decoding it).
 */
export function AvatarField({ name, label, error }: { name: string; label: string; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState<{ name: string; error: string | null } | null>(null);
  const shownError = picked?.error ?? (picked ? undefined : error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:font-medium hover:file:bg-gray-50"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPicked(file ? { name: file.name, error: pickedImageError(file) } : null);
        }}
      />
      <p id={hintId} className="mt-1 text-xs text-gray-600">
        {t("images.hint")}
      </p>
      {picked && !picked.error ? (
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-green-700">
          <Icon name="circle-check" className="size-4" />
          {t("images.picked", { name: picked.name })}
        </p>
      ) : null}
      <FieldError id={errorId} error={shownError} />
    </div>
  );
}
