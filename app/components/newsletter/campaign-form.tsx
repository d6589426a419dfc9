import { Form } from "react-router";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { useTranslation } from "~/i18n/translation";
import type { FieldErrors, FormValues } from "~domain/form";
import type { LocalizedInput } from "~domain/localized-input";

/** A draft campaign's texts, in three languages: saved, or shown as each language's readers will read them. */
export function CampaignForm({
  saved,
  values,
  errors,
  limits,
}: {
  saved?: { subject: LocalizedInput; body: LocalizedInput };
  values?: FormValues;
  errors?: FieldErrors;
  limits: { subject: number; body: number };
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" noValidate className="card space-y-5 p-5">
      <LocalizedFields
        name="subject"
        label={t("admin.campaigns.subject")}
        saved={saved?.subject}
        values={values}
        errors={errors}
        maxLength={limits.subject}
      />
      <LocalizedFields
        name="body"
        label={t("admin.campaigns.body")}
        saved={saved?.body}
        values={values}
        errors={errors}
        maxLength={limits.body}
        rows={10}
        hint={t("admin.campaigns.markdownHint")}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {t("admin.campaigns.save")}
        </button>
        <button type="submit" name="intent" value="preview" className="btn btn-outline">
          {t("admin.campaigns.preview")}
        </button>
      </div>
    </Form>
  );
}
