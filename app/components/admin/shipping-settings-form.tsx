import { Fragment, useId } from "react";
import { FieldError, FieldLabel } from "~/components/ui/field-parts";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { countryName } from "~domain/countries";
import { type FieldErrors, type FormValues, textOf } from "~domain/form";
import type { ShippingSettings } from "~domain/shipping";
import {
  countryCodesIn,
  isBlankZoneRow,
  MAX_DAYS,
  MAX_ZONES,
  SHIPS_TO_CHOICES,
  shippingFormValues,
  zoneRowKeys,
} from "~domain/shipping-form";
import type { SettingsFailure } from "~server/settings/settings-screen";
import type { MessageValues } from "~server/settings/shipping-settings-form";
import { SettingsCard } from "./settings-card";

type Fields = { values: FormValues; errors: FieldErrors; messageValues: MessageValues };

/** A list of country codes typed by the operator, with the countries it names spelled out to check. */
function CountriesField({
  name,
  label,
  fields,
  required,
}: {
  name: string;
  label: string;
  fields: Fields;
  required?: boolean;
}) {
  const { t, locale } = useTranslation();
  const id = useId();
  const value = textOf(fields.values[name]);
  const error = fields.errors[name];
  const codes = countryCodesIn(value);
  const described = [`${id}-hint`, codes.length > 0 ? `${id}-names` : "", error ? `${id}-error` : ""];
  return (
    <div className="sm:col-span-2">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={3000}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="characters"
        className="input"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.filter(Boolean).join(" ")}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {t("settings.shipping.codesHint")}
      </p>
      {codes.length > 0 ? (
        <p id={`${id}-names`} className="mt-1 text-xs text-gray-700" suppressHydrationWarning>
          {t("settings.shipping.countryNames", {
            names: new Intl.ListFormat(locale, { type: "unit" }).format(codes.map((code) => countryName(code, locale))),
          })}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} values={fields.messageValues[name]} />
    </div>
  );
}

/**
 * A zone's rate and free-shipping threshold per parcel (in US dollars) and its delivery days, named `<prefix>.…`;
 * not `required` in the empty row for a new zone.
 */
function TermsFields({ prefix, fields, required = true }: { prefix: string; fields: Fields; required?: boolean }) {
  const { t } = useTranslation();
  const text = (field: string) => textOf(fields.values[`${prefix}.${field}`]);
  const error = (field: string) => fields.errors[`${prefix}.${field}`];
  return (
    <>
      <TextField
        name={`${prefix}.rate`}
        label={t("settings.shipping.rate")}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        required={required}
        defaultValue={text("rate")}
        error={error("rate")}
      />
      <TextField
        name={`${prefix}.freeFrom`}
        label={t("settings.shipping.freeFrom")}
        hint={t("settings.shipping.freeFromHint")}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        defaultValue={text("freeFrom")}
        error={error("freeFrom")}
      />
      <TextField
        name={`${prefix}.minDays`}
        label={t("settings.shipping.minDays", { max: MAX_DAYS })}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        required={required}
        defaultValue={text("minDays")}
        error={error("minDays")}
      />
      <TextField
        name={`${prefix}.maxDays`}
        label={t("settings.shipping.maxDays", { max: MAX_DAYS })}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        required={required}
        defaultValue={text("maxDays")}
        error={error("maxDays")}
      />
    </>
  );
}

/** One zone's row: its name, countries and terms, in a group named after it (or "New zone" when empty). */
function ZoneFieldset({ row, fields }: { row: string; fields: Fields }) {
  const { t } = useTranslation();
  const prefix = `zones.${row}`;
  const name = textOf(fields.values[`${prefix}.name`]);
  const blank = isBlankZoneRow(name, textOf(fields.values[`${prefix}.countries`]));
  return (
    <fieldset className="grid gap-4 rounded-md border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-sm font-semibold">
        {blank ? t("settings.shipping.newZone") : name.trim() || t("settings.shipping.unnamedZone")}
      </legend>
      {blank ? (
        <p className="text-xs text-gray-600 sm:col-span-2 lg:col-span-4">{t("settings.shipping.newZoneHint")}</p>
      ) : null}
      <TextField
        name={`${prefix}.name`}
        label={t("settings.shipping.zoneName")}
        maxLength={60}
        autoComplete="off"
        className="sm:col-span-2"
        defaultValue={name}
        error={fields.errors[`${prefix}.name`]}
      />
      <CountriesField name={`${prefix}.countries`} label={t("settings.shipping.zoneCountries")} fields={fields} />
      <TermsFields prefix={prefix} fields={fields} required={!blank} />
    </fieldset>
  );
}

/** Where the store ships: everywhere, or only to the countries listed. */
function ShipsToFieldset({ fields }: { fields: Fields }) {
  const { t } = useTranslation();
  const chosen = textOf(fields.values.shipsTo) === "listed" ? "listed" : "everywhere";
  return (
    <fieldset
      className="space-y-3 sm:col-span-2"
      aria-describedby={fields.errors.shipsTo ? "ships-to-error" : undefined}
    >
      <legend className="mb-1 text-base font-semibold">{t("settings.shipping.shipsTo")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {SHIPS_TO_CHOICES.map((choice) => (
          <label key={choice} className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="shipsTo"
              value={choice}
              defaultChecked={choice === chosen}
              className="size-4 accent-brand-600"
            />
            {t(`settings.shipping.shipsToChoice.${choice}`)}
          </label>
        ))}
      </div>
      <FieldError id="ships-to-error" error={fields.errors.shipsTo} />
      <CountriesField name="shipsToCountries" label={t("settings.shipping.shipsToCountries")} fields={fields} />
    </fieldset>
  );
}

/**
 * The shipping settings: where the store ships, its zones (countries, rate and free-shipping threshold per parcel in
 * US dollars, delivery days), checked in order, one empty row to add a zone, and the rest of the world. A refused
 * form comes back as typed with each message beside its field.
 */
export function ShippingSettingsCard({
  shipping,
  saved,
  failure,
}: {
  shipping: ShippingSettings;
  saved: string | null;
  failure: SettingsFailure | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SettingsCard
      form="shipping"
      title={t("settings.shipping.title")}
      about={t("settings.shipping.about")}
      saved={saved}
      failure={failure}
    >
      {(typed, errors, messageValues) => {
        const fields = { values: typed ?? shippingFormValues(shipping), errors, messageValues };
        // Saving renumbers the rows (a blanked zone is gone): the fields start again from what the server answers.
        return (
          <Fragment key={JSON.stringify(fields.values)}>
            <ShipsToFieldset fields={fields} />
            <div className="space-y-4 sm:col-span-2">
              <div>
                <h3 className="text-base font-semibold">{t("settings.shipping.zones")}</h3>
                <p className="text-sm text-gray-600">{t("settings.shipping.zonesHint", { max: MAX_ZONES })}</p>
                <FieldError id="shipping-zones-error" error={errors.zones} values={{ max: MAX_ZONES }} />
              </div>
              {zoneRowKeys(fields.values).map((row) => (
                <ZoneFieldset key={row} row={row} fields={fields} />
              ))}
              <fieldset className="grid gap-4 rounded-md border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
                <legend className="px-1 text-sm font-semibold">{t("settings.shipping.rest")}</legend>
                <p className="text-xs text-gray-600 sm:col-span-2 lg:col-span-4">{t("settings.shipping.restHint")}</p>
                <TermsFields prefix="rest" fields={fields} />
              </fieldset>
            </div>
          </Fragment>
        );
      }}
    </SettingsCard>
  );
}
