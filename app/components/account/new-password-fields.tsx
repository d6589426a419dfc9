import { useTranslation } from "~/i18n/translation";
import type { FieldErrors } from "~domain/form";
import { TextField } from "../ui/text-field";

/** A new password and its repetition, as registration and the password form ask for them. */
export function NewPasswordFields({
  labels,
  errors,
  describedBy,
}: {
  labels: { password: string; confirm: string };
  errors: FieldErrors;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        required
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        label={labels.password}
        hint={t("account.passwordHint")}
        error={errors.password}
      />
      <TextField
        required
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={labels.confirm}
        error={errors.confirm}
        describedBy={describedBy}
      />
    </>
  );
}
