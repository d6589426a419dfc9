import { useTranslation } from "~/i18n/translation";
import type { FieldErrors, FormValues } from "~domain/form";
import { directionOf, LOCALE_LABELS, LOCALES } from "~domain/locales";
import type { LocalizedInput } from "~domain/localized-input";
import { TextAreaField } from "../ui/text-area-field";
import { TextField } from "../ui/text-field";

type Props = {
  /** The field's name: posted as `<name>.en`, `<name>.ru`, `<name>.ar`. */
  name: string;
  /** What the text is ("Name", "Headline"): the group's legend. */
  label: string;
  /** The stored text, shown when nothing was typed. */
  saved?: LocalizedInput | null;
  /** What the refused form held, and the messages beside its fields. */
  values?: FormValues;
  errors?: FieldErrors;
  maxLength: number;
  /** Whether English must be given (Russian and Arabic never must). */
  required?: boolean;
  /** Rows of a multi-line text; a one-line field when absent. */
  rows?: number;
  /** A short help under the group. */
  hint?: string;
};

/** A text in the store's three languages (decision 053): one field per language, each written in its direction. */
export function LocalizedFields({ name, label, saved, values, errors, maxLength, required = true, rows, hint }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {LOCALES.map((locale) => {
        const field = `${name}.${locale}`;
        const typed = values?.[field];
        const common = {
          name: field,
          label: LOCALE_LABELS[locale],
          lang: locale,
          dir: directionOf(locale),
          defaultValue: typeof typed === "string" ? typed : (saved?.[locale] ?? ""),
          error: errors?.[field] ?? (locale === "en" ? errors?.[name] : undefined),
          maxLength,
          required: locale === "en" && required,
          hint: locale === "en" ? undefined : t("admin.content.fallsBackToEnglish"),
        };
        return rows ? <TextAreaField key={locale} rows={rows} {...common} /> : <TextField key={locale} {...common} />;
      })}
      {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
    </fieldset>
  );
}
