import { Form } from "react-router";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { type FormFailure, textOf } from "~domain/form";

type Saved = { name: string; slug: string; country: string | null };

/** A brand's name (one, as written on its products), its address in the catalogue's filter, and its country. */
export function BrandForm({
  saved,
  countries,
  failure,
  submitLabel,
}: {
  saved: Saved | null;
  countries: { code: string; name: string }[];
  failure?: FormFailure | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const mine = failure && (failure.values.intent === "save" || failure.values.intent === undefined) ? failure : null;
  const typed = (name: string, fallback: string) => (mine ? textOf(mine.values[name]) : fallback);
  return (
    <Form method="post" className="card space-y-4 p-5" replace>
      <input type="hidden" name="intent" value="save" />
      <TextField
        name="name"
        label={t("taxonomy.brandName")}
        defaultValue={typed("name", saved?.name ?? "")}
        error={mine?.errors.name}
        maxLength={60}
        required
      />
      <TextField
        name="slug"
        label={t("taxonomy.slug")}
        hint={t("taxonomy.slugHint")}
        defaultValue={typed("slug", saved?.slug ?? "")}
        error={mine?.errors.slug}
        maxLength={80}
        dir="ltr"
      />
      <SelectField
        name="country"
        label={t("taxonomy.country")}
        defaultValue={typed("country", saved?.country ?? "")}
        error={mine?.errors.country}
        options={[
          { value: "", label: t("taxonomy.noCountry") },
          ...countries.map((c) => ({ value: c.code, label: c.name })),
        ]}
      />
      <button type="submit" className="btn btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}
