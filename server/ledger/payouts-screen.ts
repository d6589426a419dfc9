import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { type FormFailure, parseForm } from "~domain/form";
import { parsePage } from "~domain/page-query";
import { payoutSchema } from "~domain/payout-input";
import { statementForm } from "~domain/statement-query";
import { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { storeSettingsIn } from "../settings/store-settings";
import { sellerBalance, sellerBalances } from "./balances";
import { maskedDetails } from "./earnings-screen";
import { ledgerPage } from "./ledger-page";
import { type PayoutQuestion, payoutQuestion, payoutSellers, recordPayout, sellerForPayout } from "./payouts";

type Operator = Pick<SessionUser, "id" | "email">;

export const PAYOUTS_PAGE_SIZE = 50;

/** A seller with a balance, as the Payouts list shows them: their payout details masked. */
export type SellerBalanceRow = Awaited<ReturnType<typeof balancesWithSellers>>[number];

/** Every seller whose balance is not zero, with their names and masked payout details, the largest available first. */
export async function balancesWithSellers(db: Db, now: Date) {
  const { holdingDays } = await storeSettingsIn(db);
  const balances = await sellerBalances(db, holdingDays, now);
  const sellers = await payoutSellers(
    db,
    balances.map((balance) => balance.sellerId),
  );
  return balances.map((balance) => {
    const seller = sellers.get(balance.sellerId);
    return {
      ...balance,
      name: seller?.name ?? "",
      email: seller?.email ?? "",
      details: maskedDetails(seller?.details ?? null),
    };
  });
}

/** The Payouts list: a page of the sellers with a balance, and the statement form's period. */
export async function payoutsScreen(db: Db, url: URL, now = new Date()) {
  const page = parsePage(url.searchParams);
  const all = await balancesWithSellers(db, now);
  return {
    sellers: all.slice((page - 1) * PAYOUTS_PAGE_SIZE, page * PAYOUTS_PAGE_SIZE),
    page,
    totalPages: Math.max(1, Math.ceil(all.length / PAYOUTS_PAGE_SIZE)),
    statement: statementForm(url.searchParams, now.toISOString().slice(0, 10)),
  };
}

/** A seller's id in the address: anything but an account's id is not found. */
export function sellerIdParam(value: string | undefined): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/**
 * One seller's payout page: their payout details in full (the viewing audited), their balance on `now`, a page of
 * their rows, a new key for the Record payout form, and today's date.
 */
export async function payoutScreen(db: Db, operator: Operator, sellerId: string, url: URL, now = new Date()) {
  const seller = await sellerForPayout(db, operator, sellerId);
  if (!seller) throw data(null, { status: 404 });
  const page = parsePage(url.searchParams);
  const { holdingDays } = await storeSettingsIn(db);
  const [balance, ledger] = await Promise.all([
    sellerBalance(db, sellerId, holdingDays, now),
    ledgerPage(db, sellerId, page, holdingDays, now),
  ]);
  return {
    seller,
    balance,
    ...ledger,
    page,
    holdingDays,
    done: url.searchParams.get("done") === "payout",
    payoutKey: randomUUID(),
    today: now.toISOString().slice(0, 10),
  };
}

/**
 * What Record payout answers when nothing was recorded: the fields to fix, with the available balance when that was
 * it; or, posted without the dialog's mark (no JavaScript), the question to confirm and the fields to post again.
 */
export type PayoutRefusal = FormFailure & {
  availableCents?: number;
  confirm?: Record<string, string>;
  question?: PayoutQuestion;
};

/** The refusal of an amount above the seller's available balance, said beside the amount. */
function moreThanAvailable(values: FormFailure["values"], availableCents: number) {
  return data<PayoutRefusal>(
    { ok: false, errors: { amount: "payouts.errors.moreThanAvailable" }, values, availableCents },
    409,
  );
}

/**
 * Record payout: checked, then asked (the amount, the seller, their account masked) unless the post is confirmed,
 * then recorded (audited, the seller mailed) and answered with a redirect to the page (`?done=payout`), or refused.
 * The question posts the form's key again, so however often it is confirmed, one payout is recorded.
 */
export async function payoutAction(db: Db, operator: Operator, sellerId: string, form: FormData) {
  const parsed = parseForm(payoutSchema, form, { omit: ["key"] });
  if (!parsed.ok) return data<PayoutRefusal>(parsed, 400);
  const confirm = fieldsToConfirm(form, { ...parsed.values, key: parsed.data.key });
  if (confirm) {
    const asked = await payoutQuestion(db, sellerId, parsed.data.amount);
    if (asked.ok)
      return data<PayoutRefusal>({ ok: false, errors: {}, values: parsed.values, confirm, question: asked.question });
    if (asked.reason === "notFound") throw data(null, { status: 404 });
    return moreThanAvailable(parsed.values, asked.availableCents);
  }
  const recorded = await recordPayout(db, operator, sellerId, parsed.data);
  if (recorded.ok) return redirect(`/admin/payouts/${sellerId}?done=payout`, 303);
  if (recorded.reason === "notFound") throw data(null, { status: 404 });
  return moreThanAvailable(parsed.values, recorded.availableCents);
}
