import { z } from "zod";
import type { FieldErrors } from "~domain/form-errors";
import { countryField, emailField, phoneField, postcodeField, requiredText } from "~domain/form-fields";
import { PAYMENT_METHODS } from "~domain/payment-methods";
import { newPasswordField } from "../accounts/users";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "errors.tooLong")
    .optional()
    .transform((value) => value || undefined);

/** Where the parcel goes: the billing and the shipping details share these. */
const placeShape = {
  firstName: requiredText(60),
  lastName: requiredText(60),
  company: optionalText(100),
  country: countryField,
  address: requiredText(200),
  apartment: optionalText(100),
  city: requiredText(80),
  state: requiredText(60),
  postcode: postcodeField,
};
const billingSchema = z.object({
  ...placeShape,
  email: emailField,
  phone: phoneField,
});
const shippingSchema = z.object(placeShape);

const ticked = z
  .string()
  .optional()
  .transform((value) => value === "on");

const orderSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "checkout.errors.paymentMethod" }),
  notes: optionalText(1000),
  terms: z.literal("on", { error: "checkout.errors.terms" }),
  idempotencyKey: z.uuid({ error: "checkout.errors.stale" }),
  shipToDifferent: ticked,
  createAccount: ticked,
});

export type BillingDetails = z.infer<typeof billingSchema>;
export type ShippingDetails = z.infer<typeof shippingSchema>;
export type CheckoutInput = Omit<z.infer<typeof orderSchema>, "shipToDifferent" | "createAccount"> & {
  billing: BillingDetails;
  /** Null: shipped to the billing address. */
  shipping: ShippingDetails | null;
  /** The password of the account to create, for a guest who asked for one. */
  accountPassword: string | null;
};

/** The form's field names: `billing.firstName`, `shipping.city`, `paymentMethod`, … */
export const BILLING_FIELDS = Object.keys(billingSchema.shape) as (keyof BillingDetails)[];
export const SHIPPING_FIELDS = Object.keys(shippingSchema.shape) as (keyof ShippingDetails)[];

function parsePart<T extends z.ZodType>(schema: T, values: unknown, prefix: string, errors: FieldErrors) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data as z.infer<T>;
  for (const issue of parsed.error.issues) errors[`${prefix}${String(issue.path[0] ?? "form")}`] ??= issue.message;
  return null;
}

function withPrefix(form: Record<string, FormDataEntryValue>, prefix: string): Record<string, FormDataEntryValue> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, value]) => [name.slice(prefix.length), value]),
  );
}

/**
 * Validates the checkout form: the billing details, the shipping details when "Ship to a different
 * address?" is ticked, the account password when a guest asked for an account, the payment method and the
 * terms. Every problem is reported at once, keyed by the field's name.
 */
export function parseCheckoutForm(
  form: Record<string, FormDataEntryValue>,
  { signedIn }: { signedIn: boolean },
): { ok: true; input: CheckoutInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const order = parsePart(orderSchema, form, "", errors);
  const billing = parsePart(billingSchema, withPrefix(form, "billing."), "billing.", errors);
  const shipToDifferent = form.shipToDifferent === "on";
  const shipping = shipToDifferent
    ? parsePart(shippingSchema, withPrefix(form, "shipping."), "shipping.", errors)
    : null;
  const wantsAccount = !signedIn && form.createAccount === "on";
  const password = wantsAccount ? parsePart(z.object({ accountPassword: newPasswordField }), form, "", errors) : null;
  if (!order || !billing || (shipToDifferent && !shipping) || (wantsAccount && !password)) return { ok: false, errors };
  return {
    ok: true,
    input: {
      paymentMethod: order.paymentMethod,
      notes: order.notes,
      terms: order.terms,
      idempotencyKey: order.idempotencyKey,
      billing,
      shipping,
      accountPassword: password?.accountPassword ?? null,
    },
  };
}
