import { useTranslation } from "~/i18n/translation";
import { languageName } from "~/lib/language-name";
import { type FieldErrors, type FormValues, textOf } from "~domain/form";
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, translationField } from "~domain/listing-texts";
import { directionOf, LOCALE_LABELS, LOCALES, type Locale } from "~domain/locales";
import { FieldError, FieldLabel } from "../ui/field-parts";
import { TextAreaField } from "../ui/text-area-field";
import { TextField } from "../ui/text-field";

/** The language a listing is written in: a choice of the store's languages. */
export function WrittenInField({
  value,
  error,
  onChange,
}: {
  value: Locale;
  error: string | undefined;
  onChange: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <FieldLabel htmlFor="listing-locale">{t("listings.writtenIn")}</FieldLabel>
      <select
        id="listing-locale"
        name="locale"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as Locale)}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "listing-locale-error" : undefined}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_LABELS[locale]}
          </option>
        ))}
      </select>
      <FieldError id="listing-locale-error" error={error} />
    </div>
  );
}

/**
 * The listing's name and description in the store's other languages (decision 037), each optional: shoppers
 * reading one of them see it, the others the original. Open when something is given or refused in it.
 */
export function ListingLanguages({
  writtenIn,
  values,
  errors,
}: {
  writtenIn: Locale;
  values: FormValues;
  errors: FieldErrors;
}) {
  const { t, locale: page } = useTranslation();
  const given = [
    ...Object.keys(errors),
    ...Object.entries(values).flatMap(([name, value]) => (textOf(value) ? [name] : [])),
  ];
  const open = given.some((name) => name.startsWith("translations"));
  // The listing's own language is left out, unless something typed in it must be shown (a post without scripts).
  const others = LOCALES.filter(
    (locale) => locale !== writtenIn || given.some((name) => name.startsWith(`translations.${locale}.`)),
  );
  return (
    <details open={open || undefined} className="rounded-md border border-gray-200 p-4">
      <summary className="cursor-pointer font-medium">{t("listings.otherLanguages")}</summary>
      <p className="mt-2 text-sm text-gray-600">{t("listings.otherLanguagesHint")}</p>
      <FieldError id="listing-translations-error" error={errors.translations} />
      {others.map((locale) => {
        const name = translationField(locale, "name");
        const description = translationField(locale, "description");
        return (
          <fieldset key={locale} className="mt-4 space-y-3">
            <legend lang={locale} className="text-sm font-semibold">
              {LOCALE_LABELS[locale]}
            </legend>
            <TextField
              name={name}
              lang={locale}
              dir={directionOf(locale)}
              maxLength={MAX_NAME_LENGTH}
              label={t("listings.nameIn", { language: languageName(locale, page) })}
              defaultValue={textOf(values[name])}
              error={errors[name]}
            />
            <TextAreaField
              name={description}
              lang={locale}
              dir={directionOf(locale)}
              rows={4}
              maxLength={MAX_DESCRIPTION_LENGTH}
              label={t("listings.descriptionIn", { language: languageName(locale, page) })}
              defaultValue={textOf(values[description])}
              error={errors[description]}
            />
          </fieldset>
        );
      })}
    </details>
  );
}
