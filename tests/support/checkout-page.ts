import { expect, type Page } from "@playwright/test";

/** The checkout page's billing details. */
export const billing = (page: Page) => page.getByRole("region", { name: "Billing details" });

/** Fills the checkout's billing details (Ada Lovelace, Paris) with this email. */
export async function fillBilling(page: Page, email: string) {
  const form = billing(page);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Country").selectOption({ label: "France" });
  await form.getByLabel("Street address").fill("1 Rue de Rivoli");
  await form.getByLabel("Town / City").fill("Paris");
  await form.getByLabel("State / County").fill("Île-de-France");
  await form.getByLabel("Postcode / ZIP").fill("75001");
  await form.getByLabel("Phone").fill("+33 1 23 45 67 89");
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
