import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import type { UploadProgress as Progress } from "~/lib/upload-form";

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * The upload's progress bar (bytes sent of the whole form) and its Cancel button; once everything is
 * sent, it says the server is preparing the pictures.
 */
export function UploadProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const sent = progress.total > 0 && progress.loaded >= progress.total;
  return (
    <div className="mt-4 rounded-md border border-gray-200 bg-gray-50 p-4">
      <div className="mb-2 flex items-center justify-between gap-3 text-sm">
        <span id={id} className="font-medium">
          {t(sent ? "listings.processing" : "listings.uploading")}
        </span>
        <span aria-hidden="true" className="tabular-nums text-gray-700">
          {t("listings.uploadedOf", { loaded: megabytes(progress.loaded), total: megabytes(progress.total), percent })}
        </span>
      </div>
      <progress
        aria-labelledby={id}
        aria-valuetext={t("listings.uploadedOf", {
          loaded: megabytes(progress.loaded),
          total: megabytes(progress.total),
          percent,
        })}
        max={Math.max(progress.total, 1)}
        value={progress.loaded}
        className="h-3 w-full overflow-hidden rounded-full accent-brand-600"
      />
      <button type="button" onClick={onCancel} className="btn btn-outline mt-3" disabled={sent}>
        {t("listings.cancelUpload")}
      </button>
    </div>
  );
}
