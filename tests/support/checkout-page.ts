import { expect, type Page } from "@playwright/test";

/** The checkout page's billing details. */
export const billing = (page: Page) => page.getByRole("region", { name: "Billing details" });

/** Ada Lovelace's address at the checkout: in Berlin (the demo store's home, prices as entered), or in Paris. */
export const BERLIN = {
  country: "Germany",
  street: "Unter den Linden 1",
  city: "Berlin",
  state: "Berlin",
  postcode: "10117",
  phone: "+49 30 1234 5678",
};
export const PARIS = {
  country: "France",
  street: "1 Rue de Rivoli",
  city: "Paris",
  state: "Île-de-France",
  postcode: "75001",
  phone: "+33 1 23 45 67 89",
};

/** Fills the checkout's billing details (Ada Lovelace, in Berlin unless said) with this email. */
export async function fillBilling(page: Page, email: string, address = BERLIN) {
  const form = billing(page);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Country").selectOption({ label: address.country });
  await form.getByLabel("Street address").fill(address.street);
  await form.getByLabel("Town / City").fill(address.city);
  await form.getByLabel("State / County").fill(address.state);
  await form.getByLabel("Postcode / ZIP").fill(address.postcode);
  await form.getByLabel("Phone").fill(address.phone);
  await form.getByLabel("Email address").fill(email);
}

/** On the success page: the order's number. */
export async function placedNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/shop\/checkout\/success\?order=\d+$/);
  return new URL(page.url()).searchParams.get("order") ?? "";
}

/**
 * With the billing details filled in: chooses PayPal, agrees to the terms, places the order and pays on the PayPal
 * stand-in's page; the order's number once the store says it is paid.
 */
export async function placeAndPayWithPayPal(page: Page): Promise<string> {
  await page.getByLabel(/^PayPal$/).check();
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/paypal=paid$/);
  return new URL(page.url()).searchParams.get("order") ?? (await placedNumber(page));
}
