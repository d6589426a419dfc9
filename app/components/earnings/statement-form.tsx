import { Form } from "react-router";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import type { FieldErrors } from "~domain/form";
import type { PeriodValues } from "~domain/statement-query";

/**
 * Download a statement of movements: two days and a button. The form asks the CSV file's address itself (a document
 * request, with or without scripts); a period it refuses comes back here with the message beside its field.
 */
export function StatementForm({
  action,
  about,
  values,
  errors,
}: {
  /** The CSV route: the seller's own, or every seller's for the operator. */
  action: string;
  about: string;
  values: PeriodValues;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <section id="statement" aria-labelledby="statement-title" className="card scroll-mt-4 space-y-3 p-5">
      <h2 id="statement-title" className="text-lg font-bold">
        {t("statement.title")}
      </h2>
      <p className="text-sm text-gray-600">{about}</p>
      <Form method="get" action={action} reloadDocument noValidate className="flex flex-wrap items-start gap-3">
        <TextField
          name="from"
          type="date"
          label={t("statement.from")}
          required
          defaultValue={values.from}
          error={errors.from}
        />
        <TextField
          name="to"
          type="date"
          label={t("statement.to")}
          required
          defaultValue={values.to}
          error={errors.to}
        />
        <button type="submit" className="btn btn-outline mt-6">
          {t("statement.download")}
        </button>
      </Form>
    </section>
  );
}
