import { useId } from "react";
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
      <CountrySelect options={countries} value={textOf(values.country)} error={errors.country} />
      <TextField autoComplete="address-level1" maxLength={60} label={t("addresses.state")} {...field("state")} />
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

/** The country list, by ISO code, named and sorted in the visitor's language; shared with the checkout form. */
export function CountrySelect({
  options,
  value,
  error,
  name = "country",
}: {
  options: CountryOption[];
  value: string;
  error?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
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
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t("addresses.chooseCountry")}</option>
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
