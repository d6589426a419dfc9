import { Fragment, useId } from "react";
import { FieldError } from "~/components/ui/field-parts";
import { useTranslation } from "~/i18n/translation";
import { type FieldErrors, type FormValues, textOf } from "~domain/form";
import { TAX_MODES, type TaxSettings } from "~domain/tax";
import { BLANK_RATE_ROWS, MAX_RATE_ROWS, rateRowKeys, taxFormValues } from "~domain/tax-form";
import type { SettingsFailure } from "~server/settings/settings-screen";
import { SettingsCard } from "./settings-card";

/** A country as the tax form offers it. */
export type TaxCountry = { code: string; name: string };

type Fields = { values: FormValues; errors: FieldErrors; countries: TaxCountry[] };

const text = (fields: Fields, name: string) => textOf(fields.values[name]);

/** A country select (the home country, a new rate row's country), its message beside it. */
function CountryChoice({
  name,
  label,
  fields,
  hint,
  compact,
}: {
  name: string;
  label: string;
  fields: Fields;
  hint?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = fields.errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="min-w-0">
      <label
        htmlFor={id}
        className={compact ? "mb-1 block text-sm font-medium sm:sr-only" : "mb-1 block text-sm font-medium"}
      >
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={text(fields, name).toUpperCase()}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        <option value="">{t("addresses.chooseCountry")}</option>
        {fields.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A short text field of a rate row: its label shown above it on a phone, read only by screen readers on wider screens. */
function RowInput({
  name,
  label,
  fields,
  inputMode,
  maxLength,
}: {
  name: string;
  label: string;
  fields: Fields;
  inputMode: "decimal" | "text";
  maxLength: number;
}) {
  const id = useId();
  const error = fields.errors[name];
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium sm:sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        dir="ltr"
        autoComplete="off"
        inputMode={inputMode}
        maxLength={maxLength}
        autoCapitalize={inputMode === "text" ? "characters" : undefined}
        defaultValue={text(fields, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const ROW_GRID = "grid grid-cols-3 items-start gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,1fr)_5rem_6rem_6rem_6rem]";

/**
 * One row of the rates' table. A saved row names its country (kept in a hidden field); a new row offers the country
 * select. A row's group is named after its country and region, so each field reads as "Germany, Standard rate".
 */
function RateRow({ row, fields }: { row: string; fields: Fields }) {
  const { t } = useTranslation();
  const prefix = `rates.${row}`;
  const fixed = text(fields, `${prefix}.fixed`) === "1";
  const code = text(fields, `${prefix}.country`).toUpperCase();
  const region = text(fields, `${prefix}.region`).toUpperCase();
  const countryName = fields.countries.find((country) => country.code === code)?.name ?? code;
  const place = fixed ? (region ? `${countryName} · ${region}` : countryName) : t("taxSettings.newRate");
  const countryError = fields.errors[`${prefix}.country`];
  return (
    <fieldset className={`${ROW_GRID} border-b border-gray-200 py-3 last:border-b-0`}>
      <legend className="sr-only">{place}</legend>
      {fixed ? (
        <div className="col-span-3 min-w-0 sm:col-span-1">
          <input type="hidden" name={`${prefix}.fixed`} value="1" />
          <input type="hidden" name={`${prefix}.country`} value={code} />
          <p className="pt-2 font-medium" id={`tax-row-${row}-name`}>
            {countryName} <span className="text-sm text-gray-600">({code})</span>
          </p>
          <FieldError id={`tax-row-${row}-country-error`} error={countryError} />
        </div>
      ) : (
        <div className="col-span-3 min-w-0 sm:col-span-1">
          <CountryChoice name={`${prefix}.country`} label={t("taxSettings.country")} fields={fields} compact />
        </div>
      )}
      <RowInput
        name={`${prefix}.region`}
        label={t("taxSettings.region")}
        fields={fields}
        inputMode="text"
        maxLength={3}
      />
      <RowInput
        name={`${prefix}.standard`}
        label={t("taxSettings.standard")}
        fields={fields}
        inputMode="decimal"
        maxLength={8}
      />
      <RowInput
        name={`${prefix}.reduced`}
        label={t("taxSettings.reduced")}
        fields={fields}
        inputMode="decimal"
        maxLength={8}
      />
      {fixed ? (
        <label className="col-span-3 inline-flex items-center gap-2 self-center text-sm sm:col-span-1">
          <input
            type="checkbox"
            name={`${prefix}.remove`}
            defaultChecked={text(fields, `${prefix}.remove`) !== ""}
            className="size-4 accent-brand-600"
          />
          {t("taxSettings.remove")}
        </label>
      ) : (
        <div className="hidden sm:block" />
      )}
    </fieldset>
  );
}

/** Rows as the table shows them: saved ones by country name (a country before its regions), then the new ones. */
function shownRows(fields: Fields): string[] {
  const keys = rateRowKeys(fields.values);
  const fixed = keys.filter((row) => text(fields, `rates.${row}.fixed`) === "1");
  const fresh = keys.filter((row) => text(fields, `rates.${row}.fixed`) !== "1");
  const nameOf = (row: string) => {
    const code = text(fields, `rates.${row}.country`).toUpperCase();
    return fields.countries.find((country) => country.code === code)?.name ?? code;
  };
  const collator = new Intl.Collator();
  fixed.sort(
    (a, b) =>
      collator.compare(nameOf(a), nameOf(b)) ||
      text(fields, `rates.${a}.region`).localeCompare(text(fields, `rates.${b}.region`)),
  );
  return [...fixed, ...fresh];
}

/** The mode: the prices entered include tax, or exclude it. */
function ModeFieldset({ fields }: { fields: Fields }) {
  const { t } = useTranslation();
  const chosen = text(fields, "mode");
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={fields.errors.mode ? "tax-mode-error" : undefined}>
      <legend className="mb-1 text-base font-semibold">{t("taxSettings.mode")}</legend>
      {TAX_MODES.map((mode) => (
        <label key={mode} className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="radio"
            name="mode"
            value={mode}
            defaultChecked={mode === chosen}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span>
            <span className="font-medium">{t(`taxSettings.modes.${mode}`)}</span>
            <span className="block text-gray-600">{t(`taxSettings.modesHint.${mode}`)}</span>
          </span>
        </label>
      ))}
      <FieldError id="tax-mode-error" error={fields.errors.mode} />
    </fieldset>
  );
}

function Checkbox({ name, label, fields }: { name: string; label: string; fields: Fields }) {
  return (
    <label className="flex items-start gap-2 text-sm sm:col-span-2">
      <input
        type="checkbox"
        name={name}
        defaultChecked={text(fields, name) !== ""}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      {label}
    </label>
  );
}

/**
 * The tax settings (decision 061): whether prices entered include tax, the home country, whether shipping is taxed
 * and VAT numbers checked with VIES, and the rates per country or region, as percentages. Saved rows are edited in
 * place or ticked to remove; new rows are filled in the empty ones at the end. Works as a plain post: a refused form
 * comes back as typed with each message beside its field.
 */
export function TaxSettingsCard({
  tax,
  countries,
  saved,
  failure,
}: {
  tax: TaxSettings;
  countries: TaxCountry[];
  saved: string | null;
  failure: SettingsFailure | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SettingsCard
      form="tax"
      title={t("taxSettings.title")}
      about={t("taxSettings.about")}
      saved={saved}
      failure={failure}
    >
      {(typed, errors) => {
        const fields = { values: typed ?? taxFormValues(tax), errors, countries };
        // Saving renumbers and sorts the rows: the fields start again from what the server answers.
        return (
          <Fragment key={JSON.stringify(fields.values)}>
            <ModeFieldset fields={fields} />
            <CountryChoice
              name="homeCountry"
              label={t("taxSettings.homeCountry")}
              hint={t("taxSettings.homeCountryHint")}
              fields={fields}
            />
            <div className="space-y-3 sm:col-span-2">
              <Checkbox name="shippingTaxed" label={t("taxSettings.shippingTaxed")} fields={fields} />
              <Checkbox name="viesCheck" label={t("taxSettings.viesCheck")} fields={fields} />
            </div>
            <div className="min-w-0 sm:col-span-2">
              <h3 className="text-base font-semibold">{t("taxSettings.rates")}</h3>
              <p className="text-sm text-gray-600">
                {t("taxSettings.ratesHint", { blank: BLANK_RATE_ROWS, max: MAX_RATE_ROWS })}
              </p>
              <FieldError id="tax-rates-error" error={errors.rates} values={{ max: MAX_RATE_ROWS }} />
              <div
                aria-hidden="true"
                className={`${ROW_GRID} hidden border-b border-gray-300 py-2 text-sm font-semibold sm:grid`}
              >
                <span>{t("taxSettings.country")}</span>
                <span>{t("taxSettings.region")}</span>
                <span>{t("taxSettings.standard")}</span>
                <span>{t("taxSettings.reduced")}</span>
                <span />
              </div>
              {shownRows(fields).map((row) => (
                <RateRow key={row} row={row} fields={fields} />
              ))}
            </div>
          </Fragment>
        );
      }}
    </SettingsCard>
  );
}
