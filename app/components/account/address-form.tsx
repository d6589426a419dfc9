import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError, FieldLabel } from "~/components/ui/field-parts";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { type FieldErrors, type FormValues, textOf } from "~domain/form";
import type { CountryOption } from "~server/accounts/countries";

/** The address book's form, for a new address and for changing one; errors beside their fields. */
export function AddressForm({
  values,
  errors,
  result,
  submitLabel,
  countries,
}: {
  values: FormValues;
  errors: FieldErrors;
  result: object | undefined;
  submitLabel: string;
  /** Every country, named in the visitor's language and sorted (the server's countryOptions). */
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useFormOutcome(result);
  // The state field says whether it is needed for the country chosen (with JavaScript, as soon as it is chosen).
  const [country, setCountry] = useState(textOf(values.country));
  const field = (name: string) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
  });
  return (
    <Form method="post" noValidate className="card grid gap-4 p-6 sm:grid-cols-2" ref={formRef}>
      <TextField
        required
        autoComplete="given-name"
        maxLength={60}
        label={t("addresses.firstName")}
        {...field("firstName")}
      />
      <TextField
        required
        autoComplete="family-name"
        maxLength={60}
        label={t("addresses.lastName")}
        {...field("lastName")}
      />
      <TextField required type="email" autoComplete="email" label={t("addresses.email")} {...field("email")} />
      <TextField
        required
        type="tel"
        autoComplete="tel"
        maxLength={30}
        label={t("addresses.phone")}
        {...field("phone")}
      />
      <CountrySelect options={countries} value={textOf(values.country)} error={errors.country} onChange={setCountry} />
      <StateField
        required={needsStateIn(countries, country)}
        autoComplete="address-level1"
        name="state"
        defaultValue={textOf(values.state)}
        error={errors.state}
      />
      <TextField required autoComplete="address-level2" maxLength={80} label={t("addresses.city")} {...field("city")} />
      <TextField
        required
        autoComplete="postal-code"
        maxLength={20}
        label={t("addresses.postcode")}
        {...field("postcode")}
      />
      <TextField
        required
        autoComplete="street-address"
        maxLength={200}
        label={t("addresses.address")}
        className="sm:col-span-2"
        {...field("address")}
      />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          name="isDefault"
          defaultChecked={values.isDefault === "on"}
          className="size-4 accent-brand-600"
        />
        {t("addresses.useAsDefault")}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/** Whether the country of `code`, among `countries`, needs a state or region in its addresses. */
export function needsStateIn(countries: CountryOption[], code: string): boolean {
  return countries.find((country) => country.code === code)?.needsState ?? false;
}

/** The state, province or region: required for a country whose addresses name one, else said to be optional. */
export function StateField({
  required,
  ...input
}: {
  required: boolean;
  name: string;
  defaultValue: string;
  error: string | undefined;
  autoComplete: string;
  /** Told the state as typed once the buyer leaves the field (the checkout prices tax for it). */
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      required={required}
      maxLength={60}
      label={required ? t("addresses.state") : t("addresses.stateOptional")}
      {...input}
    />
  );
}

/** Countries under a heading, for a select that offers some before the others. */
export type CountryGroup = { label: string; options: CountryOption[] };

/**
 * The country list, by ISO code, named and sorted in the visitor's language; shared with the checkout form. Given
 * `groups`, the countries are offered under their headings instead of `options`; `hint` says something about the
 * list under it.
 */
export function CountrySelect({
  options,
  groups,
  value,
  error,
  hint,
  onChange,
  name = "country",
}: {
  options: CountryOption[];
  groups?: CountryGroup[];
  value: string;
  error?: string;
  hint?: string;
  onChange?: (code: string) => void;
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const optionsOf = (list: CountryOption[]) =>
    list.map((country) => (
      <option key={country.code} value={country.code}>
        {country.name}
      </option>
    ));
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {t("addresses.country")}
      </FieldLabel>
      <select
        id={id}
        name={name}
        required
        autoComplete={name === "country" ? "country" : `${name.split(".")[0]} country`}
        defaultValue={value}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        <option value="">{t("addresses.chooseCountry")}</option>
        {groups
          ? groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {optionsOf(group.options)}
              </optgroup>
            ))
          : optionsOf(options)}
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
