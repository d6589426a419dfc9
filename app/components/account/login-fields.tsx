import { useTranslation } from "~/i18n/translation";
import type { FieldErrors, FormValues } from "~domain/form";
import { TextField } from "../ui/text-field";

/**
 * The sign-in form's own fields, the same on the login page and in the header: which form it is, where to
 * go afterwards, email and password (then what the place adds under the password).
 */
export function LoginFields({
  redirectTo,
  values,
  errors = {},
  describedBy,
  afterPassword,
}: {
  redirectTo: string;
  values?: FormValues;
  errors?: FieldErrors;
  /** The form's alert, when it has one. */
  describedBy?: string;
  afterPassword?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        required
        name="email"
        type="email"
        autoComplete="email"
        label={t("account.email")}
        defaultValue={values?.email}
        error={errors.email}
        describedBy={describedBy}
      />
      <div>
        <TextField
          required
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("account.password")}
          error={errors.password}
          describedBy={describedBy}
        />
        {afterPassword}
      </div>
    </>
  );
}
