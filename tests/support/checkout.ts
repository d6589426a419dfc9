import { randomUUID } from "node:crypto";
import type { CheckoutInput } from "~server/orders/checkout-input";

/** A checkout form as a browser would post it, complete and valid; override any field. */
export function checkoutForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    "billing.firstName": "Ada",
    "billing.lastName": "Lovelace",
    "billing.company": "",
    "billing.country": "FR",
    "billing.address": "1 Rue de Rivoli",
    "billing.apartment": "",
    "billing.city": "Paris",
    "billing.state": "Île-de-France",
    "billing.postcode": "75001",
    "billing.phone": "+33 1 23 45 67 89",
    "billing.email": "ada@example.com",
    notes: "",
    paymentMethod: "bank",
    terms: "on",
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** The parsed input of `checkoutForm()`, for calling placeOrder directly. */
export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    billing: {
      firstName: "Ada",
      lastName: "Lovelace",
      company: undefined,
      country: "FR",
      address: "1 Rue de Rivoli",
      apartment: undefined,
      city: "Paris",
      state: "Île-de-France",
      postcode: "75001",
      phone: "+33 1 23 45 67 89",
      email: "ada@example.com",
    },
    shipping: null,
    notes: undefined,
    paymentMethod: "bank",
    terms: "on",
    idempotencyKey: randomUUID(),
    accountPassword: null,
    quotedTotal: null,
    saveAddress: false,
    vatNumber: null,
    ...overrides,
  };
}
