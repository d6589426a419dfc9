import { useEffect } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { PostDate } from "~/components/blog/post-card";
import { useTranslation } from "~/i18n/translation";
import type { ImportStatus } from "~server/listings/product-imports";

/** How often the page asks again while an import runs. */
export const IMPORT_REFRESH_SECONDS = 2;

/** Whether an import is still to finish: its page keeps asking. */
export const importRunning = (status: ImportStatus["status"]) => status === "queued" || status === "running";

/**
 * An import's progress (a bar, steps done of all) while it runs, then what it wrote or why it wrote nothing; with
 * scripts the page asks again every few seconds while it runs, without them Check again does.
 */
export function ImportProgress({ item, backTo }: { item: ImportStatus; backTo: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const running = importRunning(item.status);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => revalidator.revalidate(), IMPORT_REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const { result } = item;
  return (
    <section aria-labelledby="import-progress" className="card space-y-3 p-5">
      <h2 id="import-progress" className="text-lg font-bold">
        {t(`imports.status.${item.status}`)}
      </h2>
      <p className="text-sm text-gray-600">
        {t("imports.status.uploaded")} <PostDate iso={item.createdAt} />
      </p>
      <label htmlFor="import-bar" className="block text-sm font-medium">
        {t("imports.status.progress", { done: item.doneSteps, total: item.totalSteps })}
      </label>
      <progress id="import-bar" max={item.totalSteps} value={item.doneSteps} className="w-full" />
      <div aria-live="polite">
        {result?.ok ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            {t("imports.status.counts", {
              created: result.created,
              updated: result.updated,
              unchanged: result.unchanged,
            })}
          </p>
        ) : null}
        {result && !result.ok ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
            {t("imports.status.nothingWritten")}{" "}
            {t(result.reason, { line: result.line ?? "", address: result.file ?? "" })}
            {result.line ? ` ${t("imports.status.atLine", { line: result.line })}` : ""}
            {result.file ? ` (${result.file})` : ""}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {running ? (
          // Without scripts the page does not ask again by itself: this asks.
          <Link to={pathname} className="btn btn-primary">
            {t("imports.status.checkAgain")}
          </Link>
        ) : null}
        <Link to={backTo} className="btn btn-outline">
          {t("imports.status.back")}
        </Link>
      </div>
    </section>
  );
}
