import { data, redirect } from "react-router";
import { type FormFailure, parseForm } from "~domain/form";
import { maskedAccount } from "~domain/ledger";
import { parsePage } from "~domain/page-query";
import { payoutDetailsSchema } from "~domain/payout-input";
import { statementForm } from "~domain/statement-query";
import type { Db } from "../db/handle";
import type { PayoutDetails } from "../db/schema";
import { storeSettingsIn } from "../settings/store-settings";
import { sellerBalance } from "./balances";
import { ledgerPage } from "./ledger-page";
import { payoutDetailsOf, savePayoutDetails } from "./payouts";

/** Payout details as a page may show them: the holder, the account's last four characters, the BIC. */
export type MaskedPayoutDetails = { holder: string; account: string; bic: string | null };

export function maskedDetails(details: PayoutDetails | null): MaskedPayoutDetails | null {
  return details ? { holder: details.holder, account: maskedAccount(details.account), bic: details.bic ?? null } : null;
}

/**
 * A seller's Earnings: their balance on `now` (available, pending), the holding days, a page of their ledger's rows,
 * their payout details masked (the full account never goes back to a page), and the statement form's period.
 */
export async function earningsScreen(db: Db, userId: string, url: URL, now = new Date()) {
  const page = parsePage(url.searchParams);
  const { holdingDays } = await storeSettingsIn(db);
  const [balance, ledger, details] = await Promise.all([
    sellerBalance(db, userId, holdingDays, now),
    ledgerPage(db, userId, page, holdingDays, now),
    payoutDetailsOf(db, userId),
  ]);
  return {
    balance,
    ...ledger,
    page,
    holdingDays,
    details: maskedDetails(details),
    saved: url.searchParams.get("saved") === "details",
    statement: statementForm(url.searchParams, now.toISOString().slice(0, 10)),
  };
}

/** The seller saves where the store pays them: checked (an IBAN's digits, a BIC's shape), then back to the page. */
export async function earningsAction(db: Db, userId: string, form: FormData) {
  const parsed = parseForm(payoutDetailsSchema, form);
  if (!parsed.ok) return data<FormFailure>(parsed, 400);
  await savePayoutDetails(db, userId, parsed.data);
  return redirect("/account/earnings?saved=details#payout-details", 303);
}
