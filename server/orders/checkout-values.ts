import type { Address } from "../accounts/addresses";

/** What the checkout form shows, by field name (`billing.city`, `notes`, …); ticks are "on". */
export type CheckoutValues = Record<string, string>;

/** A signed-in buyer's address (the default one first) fills the billing details; else their email. */
export function billingPrefill(address: Address | undefined, email: string | undefined): CheckoutValues {
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

const NOT_KEPT = new Set(["accountPassword", "idempotencyKey"]);

/** Everything typed, to show again after an error: all but the password (and the form's own key). */
export function typedValues(form: Record<string, FormDataEntryValue>): CheckoutValues {
  const values: CheckoutValues = {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === "string" && !NOT_KEPT.has(name)) values[name] = value.slice(0, 2000);
  }
  return values;
}
