import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { type FieldErrors, type FormValues, textOf } from "~domain/form";
import type { CountryOption } from "~server/accounts/countries";
import { type CountryGroup, CountrySelect, needsStateIn, StateField } from "../account/address-form";

/** The countries the select offers: a plain list, or under headings; and a sentence about them. */
export type CountryChoice = { options: CountryOption[]; groups?: CountryGroup[]; hint?: string };

/**
 * The billing or shipping details, named `billing.firstName`, `shipping.city`…; the billing details
 * also ask for the email and phone. Values and errors are keyed by those names. The state is asked as required or
 * optional for `country`, the one chosen now (told by `onCountryChange`).
 */
export function AddressFields({
  part,
  values,
  errors,
  countries,
  choice,
  country,
  onCountryChange,
  onStateChange,
  beside,
}: {
  part: "billing" | "shipping";
  values: FormValues;
  errors: FieldErrors;
  /** Every country, to know which need a state. */
  countries: CountryOption[];
  choice: CountryChoice;
  country: string;
  onCountryChange: (code: string) => void;
  /** The state as typed, once the buyer leaves its field. */
  onStateChange?: (typed: string) => void;
  /** A field beside the company (the billing details' VAT number). */
  beside?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const field = (name: string, autoComplete: string) => ({
    name: `${part}.${name}`,
    defaultValue: values[`${part}.${name}`] ?? "",
    error: errors[`${part}.${name}`],
    autoComplete: `${part} ${autoComplete}`,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField required maxLength={60} label={t("addresses.firstName")} {...field("firstName", "given-name")} />
      <TextField required maxLength={60} label={t("addresses.lastName")} {...field("lastName", "family-name")} />
      <TextField
        maxLength={100}
        label={t("checkout.company")}
        className={beside ? undefined : "sm:col-span-2"}
        {...field("company", "organization")}
      />
      {beside}
      <div className="sm:col-span-2">
        <CountrySelect
          options={choice.options}
          groups={choice.groups}
          hint={choice.hint}
          name={`${part}.country`}
          value={textOf(values[`${part}.country`])}
          error={errors[`${part}.country`]}
          onChange={onCountryChange}
        />
      </div>
      <TextField
        required
        maxLength={200}
        label={t("addresses.address")}
        className="sm:col-span-2"
        {...field("address", "address-line1")}
      />
      <TextField
        maxLength={100}
        label={t("checkout.apartment")}
        className="sm:col-span-2"
        {...field("apartment", "address-line2")}
      />
      <TextField required maxLength={80} label={t("addresses.city")} {...field("city", "address-level2")} />
      <StateField
        required={needsStateIn(countries, country)}
        {...field("state", "address-level1")}
        defaultValue={textOf(values[`${part}.state`])}
        onBlur={onStateChange ? (event) => onStateChange(event.currentTarget.value) : undefined}
      />
      <TextField required maxLength={20} label={t("addresses.postcode")} {...field("postcode", "postal-code")} />
      {part === "billing" ? (
        <>
          <TextField required type="tel" maxLength={30} label={t("addresses.phone")} {...field("phone", "tel")} />
          <TextField
            required
            type="email"
            label={t("addresses.email")}
            className="sm:col-span-2"
            {...field("email", "email")}
          />
        </>
      ) : null}
    </div>
  );
}
