import type { PaymentMethod } from "./payment-methods";

// Where a buyer sends a bank transfer or a cheque (the store's settings, decision 031), as the pages and the mails
// show it. The checks of these details (with the IBAN library) are in store-settings.ts, which browsers never load.

/** The store's bank account: its IBAN kept without spaces, or an account number as typed. */
export type BankDetails = { holder: string; account: string; bic?: string | undefined; bankName: string };

/** Whom a cheque is made out to and where it is posted. */
export type ChequeDetails = { payee: string; address: string };

/** Where an order's buyer sends their money, kept with the order as it was when placed (null: paid otherwise). */
export type PayTo = { bank: BankDetails } | { cheque: ChequeDetails };

export function payToFor(
  method: PaymentMethod,
  details: { bank: BankDetails | null; cheque: ChequeDetails | null },
): PayTo | null {
  if (method === "bank" && details.bank) return { bank: details.bank };
  if (method === "check" && details.cheque) return { cheque: details.cheque };
  return null;
}

/** An account number as a person copies it: an IBAN (checked when saved) in groups of four. */
export function readableAccount(account: string): string {
  return /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(account) ? account.replace(/(.{4})(?=.)/g, "$1 ") : account;
}
