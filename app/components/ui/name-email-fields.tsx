import { useTranslation } from "~/i18n/translation";
import type { FieldErrors, FormValues } from "~domain/form";
import { TextField } from "./text-field";

/** A visitor's name and email side by side (contact form, comments), refilled after a refusal. */
export function NameEmailFields({
  values,
  errors,
  emailHint,
}: {
  values: FormValues | undefined;
  errors: FieldErrors;
  emailHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        required
        name="name"
        autoComplete="name"
        maxLength={80}
        label={t("site.contact.name")}
        defaultValue={values?.name}
        error={errors.name}
      />
      <TextField
        required
        name="email"
        type="email"
        autoComplete="email"
        label={t("account.email")}
        hint={emailHint}
        defaultValue={values?.email}
        error={errors.email}
      />
    </div>
  );
}
