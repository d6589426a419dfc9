import { checkoutFieldsOf } from "~domain/address-book";
import type { FormValues } from "~domain/form";
import type { Address } from "../accounts/addresses";

/** A saved address as the checkout offers it (its id to choose it, and what fills the fields). */
export type SavedAddress = Pick<
  Address,
  | "id"
  | "isDefault"
  | "firstName"
  | "lastName"
  | "company"
  | "email"
  | "phone"
  | "country"
  | "state"
  | "city"
  | "postcode"
  | "address"
  | "apartment"
>;

export function savedAddressOf(address: Address): SavedAddress {
  const { userId: _userId, createdAt: _createdAt, ...saved } = address;
  return saved;
}

/**
 * What the checkout starts with: the billing details from a signed-in buyer's chosen address (else their email, and
 * the country their cart is priced for when they said one), and the shipping details from the one chosen for them.
 */
export function checkoutPrefill({
  billing,
  shipping,
  email,
  country,
}: {
  billing: Address | undefined;
  shipping: Address | undefined;
  email: string | undefined;
  country: string | null;
}): FormValues {
  const values: FormValues = billing
    ? checkoutFieldsOf("billing", billing)
    : { ...(email ? { "billing.email": email } : {}), ...(country ? { "billing.country": country } : {}) };
  return shipping ? { ...values, ...checkoutFieldsOf("shipping", shipping), shipToDifferent: "on" } : values;
}
