import { Form, useNavigation } from "react-router";
import { FieldLabel } from "~/components/ui/field-parts";
import { useTranslation } from "~/i18n/translation";
import { PRODUCT_CSV_COLUMNS } from "~domain/product-csv";
import type { ImportProblem } from "~server/listings/product-csv-read";

const FILE_INPUT =
  "block w-full text-sm file:me-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5";

/**
 * Products in bulk (decision 047): download the owner's products as CSV, and upload a CSV (with a zip of pictures
 * beside it) to create or change them. A refused file lists every problem by line and column; nothing of it is kept.
 */
export function ProductImportForm({
  exportHref,
  problems,
}: {
  /** Where the owner's products download as CSV. */
  exportHref: string;
  problems: ImportProblem[] | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <section aria-labelledby="products-export" className="card space-y-2 p-5">
        <h2 id="products-export" className="text-lg font-bold">
          {t("imports.export.title")}
        </h2>
        <p className="text-sm text-gray-700">{t("imports.export.about")}</p>
        <a href={exportHref} className="btn btn-outline" download>
          {t("imports.export.download")}
        </a>
      </section>
      <section aria-labelledby="products-import" className="card space-y-4 p-5">
        <h2 id="products-import" className="text-lg font-bold">
          {t("imports.upload.title")}
        </h2>
        <p className="text-sm text-gray-700">{t("imports.upload.about")}</p>
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <div>
            <FieldLabel htmlFor="import-csv" required>
              {t("imports.upload.csv")}
            </FieldLabel>
            <input id="import-csv" type="file" name="csv" accept=".csv,text/csv" required className={FILE_INPUT} />
          </div>
          <div>
            <FieldLabel htmlFor="import-pictures">{t("imports.upload.pictures")}</FieldLabel>
            <input
              id="import-pictures"
              type="file"
              name="pictures"
              accept=".zip,application/zip"
              aria-describedby="import-pictures-hint"
              className={FILE_INPUT}
            />
            <p id="import-pictures-hint" className="mt-1 text-xs text-gray-600">
              {t("imports.upload.picturesHint")}
            </p>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("imports.upload.submit")}
          </button>
        </Form>
        {problems && problems.length > 0 ? <ImportProblems problems={problems} /> : null}
        <ColumnsHelp />
      </section>
    </div>
  );
}

/** What each column holds, under a summary that opens without scripts. */
function ColumnsHelp() {
  const { t } = useTranslation();
  return (
    <details className="rounded-md border border-gray-200 p-3 text-sm">
      <summary className="cursor-pointer font-semibold">{t("imports.columns.title")}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {PRODUCT_CSV_COLUMNS.map((column) => (
          <div key={column} className="contents">
            <dt>
              <code dir="ltr">{column}</code>
            </dt>
            <dd className="text-gray-700">{t(`imports.columns.${column}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Every problem of a refused file, by line and column, in the page's language. */
function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <table className="stack-table w-full">
        <caption className="mb-2 text-start font-semibold">{t("imports.problems.caption")}</caption>
        <thead>
          <tr className="text-start">
            <th scope="col" className="pe-3 text-start">
              {t("imports.problems.line")}
            </th>
            <th scope="col" className="pe-3 text-start">
              {t("imports.problems.column")}
            </th>
            <th scope="col" className="text-start">
              {t("imports.problems.problem")}
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr
              key={`${problem.line}/${problem.column}/${problem.message}/${JSON.stringify(problem.values ?? {})}`}
              className="border-t border-red-100 align-top"
            >
              <td data-label={t("imports.problems.line")} className="pe-3 tabular-nums">
                {problem.line > 0 ? problem.line : "—"}
              </td>
              <td data-label={t("imports.problems.column")} className="pe-3">
                <bdi dir="ltr">{problem.column ?? "—"}</bdi>
              </td>
              <td data-label={t("imports.problems.problem")}>{t(problem.message, problem.values)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
