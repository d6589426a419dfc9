/** Enough for home, work and a few relatives; it bounds what one account can store. */
export const MAX_ADDRESSES = 20;

/** What makes an address the same place for the same person (not how to reach them: email and phone). */
export type AddressPlace = {
  firstName: string;
  lastName: string;
  company?: string | null;
  country: string;
  address: string;
  apartment?: string | null;
  city: string;
  state: string;
  postcode: string;
};

const PLACE_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "country",
  "address",
  "apartment",
  "city",
  "state",
  "postcode",
] as const;

/** A field as people retype it: case and runs of spaces do not count. */
const normal = (value: string | null | undefined) => (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();

/** Whether two addresses name the same person at the same place, however their case and spaces were typed. */
export function samePlace(a: AddressPlace, b: AddressPlace): boolean {
  return PLACE_FIELDS.every((field) => normal(a[field]) === normal(b[field]));
}

/** An address book's entry as the checkout fills its fields from it. */
export type BookAddress = AddressPlace & { email: string; phone: string };

/**
 * The checkout's fields (`billing.city`, `shipping.postcode`…) filled from an address; the billing details also take
 * its email and phone, which the shipping details do not ask.
 */
export function checkoutFieldsOf(part: "billing" | "shipping", address: BookAddress): Record<string, string> {
  const fields: (keyof BookAddress)[] = part === "billing" ? [...PLACE_FIELDS, "email", "phone"] : [...PLACE_FIELDS];
  return Object.fromEntries(fields.map((field) => [`${part}.${field}`, address[field] ?? ""]));
}

/** The place the checkout's `part` fields name, read through `value` (a form's field by name). */
export function placeOfFields(part: "billing" | "shipping", value: (name: string) => string): AddressPlace {
  const place = Object.fromEntries(PLACE_FIELDS.map((field) => [field, value(`${part}.${field}`)]));
  return place as AddressPlace;
}
