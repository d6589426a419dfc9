import { and, eq, inArray, sql } from "drizzle-orm";
import { maskedAccount } from "~domain/ledger";
import { localeOr } from "~domain/locales";
import { plainMinorUnits } from "~domain/money";
import type { PayoutInput } from "~domain/payout-input";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db, Tx } from "../db/handle";
import { type PayoutDetails, sellerLedger, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { storeSettingsIn } from "../settings/store-settings";
import { sellerBalance } from "./balances";

type Operator = Pick<SessionUser, "id" | "email">;

/** A seller as the Payouts pages name them: their shop's name (or display name), email and payout details. */
export type PayoutSeller = { id: string; name: string; email: string; details: PayoutDetails | null };

const sellerColumns = {
  id: users.id,
  name: sql<string>`coalesce(${users.shopName}, ${users.displayName})`,
  email: users.email,
  details: users.payoutDetails,
};

/** These accounts as sellers, by id. */
export async function payoutSellers(db: Db, ids: string[]): Promise<Map<string, PayoutSeller>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(sellerColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Where the store pays a seller (null: not entered yet): shown to them masked, and in full only in Payouts. */
export async function payoutDetailsOf(db: Db, userId: string): Promise<PayoutDetails | null> {
  const [row] = await db.select({ details: users.payoutDetails }).from(users).where(eq(users.id, userId));
  return row?.details ?? null;
}

/** The seller enters (or changes) where the store pays them. */
export async function savePayoutDetails(db: Db, userId: string, details: PayoutDetails): Promise<void> {
  const { holder, account, bic } = details;
  await db
    .update(users)
    .set({ payoutDetails: bic ? { holder, account, bic } : { holder, account }, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * A seller for the operator's payout page, with their payout details in full: each such viewing is in the audit log
 * (when there are details to see). Null for no such account.
 */
export async function sellerForPayout(db: Db, operator: Operator, sellerId: string): Promise<PayoutSeller | null> {
  return db.transaction(async (tx) => {
    const [seller] = await tx.select(sellerColumns).from(users).where(eq(users.id, sellerId));
    if (!seller) return null;
    if (seller.details) {
      await recordAudit(tx, operator, {
        action: "payout.details",
        subject: `user:${seller.id}`,
        subjectLabel: seller.email,
      });
    }
    return seller;
  });
}

export type PayoutResult =
  | { ok: true }
  | { ok: false; reason: "notFound" }
  /** More than the seller's available balance: `availableCents` is what is. */
  | { ok: false; reason: "moreThanAvailable"; availableCents: number };

/** What the operator is asked before a payout is recorded: how much, to whom, to which account (masked; null: none). */
export type PayoutQuestion = { amountCents: number; sellerName: string; account: string | null };

/** The seller's available balance on `now`, read in the caller's transaction. */
async function availableOf(tx: Db | Tx, sellerId: string, now: Date): Promise<number> {
  const { holdingDays } = await storeSettingsIn(tx);
  return (await sellerBalance(tx, sellerId, holdingDays, now)).availableCents;
}

/**
 * The question Record payout asks before anything is written: the amount, the seller and their account's last four
 * characters; or why it would be refused (no such seller, more than their available balance). Writes nothing.
 */
export async function payoutQuestion(
  db: Db,
  sellerId: string,
  amountCents: number,
  now = new Date(),
): Promise<{ ok: true; question: PayoutQuestion } | Exclude<PayoutResult, { ok: true }>> {
  const [seller] = await db.select(sellerColumns).from(users).where(eq(users.id, sellerId));
  if (!seller) return { ok: false, reason: "notFound" };
  const availableCents = await availableOf(db, sellerId, now);
  if (amountCents > availableCents) return { ok: false, reason: "moreThanAvailable", availableCents };
  const account = seller.details ? maskedAccount(seller.details.account) : null;
  return { ok: true, question: { amountCents, sellerName: seller.name, account } };
}

/**
 * Records money the store sent a seller: a payout row (a debit in US cents) under the form's key, so a form posted
 * twice records once; never more than their available balance, read under a lock of the seller's account, which the
 * rows written for their parts wait on too (their foreign key); audited, and the seller's "You have been paid" mail
 * written to the outbox, in the same transaction.
 */
export async function recordPayout(
  db: Db,
  operator: Operator,
  sellerId: string,
  payout: PayoutInput,
  now = new Date(),
): Promise<PayoutResult> {
  return db.transaction(async (tx): Promise<PayoutResult> => {
    const [seller] = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, sellerId))
      .for("update");
    if (!seller) return { ok: false, reason: "notFound" };
    const key = `payout:${payout.key}`;
    const [repeat] = await tx.select({ id: sellerLedger.id }).from(sellerLedger).where(eq(sellerLedger.key, key));
    if (repeat) return { ok: true };
    const availableCents = await availableOf(tx, sellerId, now);
    if (payout.amount > availableCents) return { ok: false, reason: "moreThanAvailable", availableCents };
    const [row] = await tx
      .insert(sellerLedger)
      .values({
        sellerId,
        kind: "payout",
        usdCents: -payout.amount,
        amountCents: -payout.amount,
        currencyCode: "USD",
        reference: payout.reference,
        occurredOn: payout.occurredOn,
        recordedBy: operator.id,
        key,
      })
      .returning({ id: sellerLedger.id });
    if (!row) throw new Error("the payout row was not written");
    await recordAudit(tx, operator, {
      action: "payout.record",
      subject: `user:${sellerId}`,
      subjectLabel: `${seller.email}: ${plainMinorUnits(payout.amount)} USD`,
      reason: payout.reference,
    });
    await enqueueMail(tx, [
      { kind: "payout-sent", to: seller.email, locale: localeOr(seller.locale), payload: { ledgerId: row.id } },
    ]);
    return { ok: true };
  });
}

/** A payout as its mail tells it: US cents sent (positive), the bank's reference and the day; null when gone. */
export async function payoutOfMail(db: Db, ledgerId: number) {
  const [payout] = await db
    .select({ usdCents: sellerLedger.usdCents, reference: sellerLedger.reference, occurredOn: sellerLedger.occurredOn })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.id, ledgerId), eq(sellerLedger.kind, "payout")));
  return payout ? { ...payout, usdCents: -payout.usdCents } : null;
}
