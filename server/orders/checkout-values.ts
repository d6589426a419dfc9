import type { FormValues } from "~domain/form";
import type { Address } from "../accounts/addresses";

/** A signed-in buyer's address (the default one first) fills the billing details; else their email. */
export function billingPrefill(address: Address | undefined, email: string | undefined): FormValues {
  if (!address) return email ? { "billing.email": email } : {};
  const fields = [
    "firstName",
    "lastName",
    "company",
    "country",
    "address",
    "apartment",
    "city",
    "state",
    "postcode",
    "email",
    "phone",
  ] as const;
  return Object.fromEntries(fields.map((field) => [`billing.${field}`, address[field] ?? ""]));
}
