import { eq } from "drizzle-orm";
import type { SessionUser } from "../accounts/sessions";
import { recordAudit } from "../admin/audit";
import type { Db } from "../db/handle";
import { claims, orders } from "../db/schema";
import { partRefundableCents } from "../ledger/ledger-entries";
import type { Logger } from "../log/logger";
import { paymentTotals, recordRefundIn } from "../payments/payments";
import type { PayPalAccount } from "../payments/paypal-account";
import { refundThroughPayPal } from "../payments/paypal-refund";
import { type ClaimRefusal, lockedClaim, writeClaimEvent } from "./claims";

// An operator decides an open claim (issue 49, decision 052): refund all or some of its part, taken from the part's
// seller (whose balance may go below zero, netted from later sales), or close it with nothing back. The refund follows
// the payment: through PayPal's refund API for a PayPal order, else the money the operator sent by bank, recorded with
// its reference. Each decision is audited and mailed to both sides. A claim already decided changes nothing.

type Operator = Pick<SessionUser, "id" | "email">;

export type DecisionRefusal = ClaimRefusal | "tooMuch" | "nothingPaid" | "paypal" | "referenceNeeded" | "dayNeeded";

export type DecisionOutcome =
  | { ok: true; repeated: boolean }
  | { ok: false; refusal: DecisionRefusal; refundableCents?: number };

/** The claim with its order, for a decision; undefined when there is none. */
async function claimWithOrder(db: Db, claimId: number) {
  const [row] = await db
    .select({
      id: claims.id,
      orderId: claims.orderId,
      partId: claims.partId,
      status: claims.status,
      number: orders.number,
      paymentMethod: orders.paymentMethod,
    })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(eq(claims.id, claimId));
  return row;
}

/** What may still be refunded of the claim's part: never more than the order has paid and not had back. */
export async function claimRefundableCents(db: Db, claim: { orderId: number; partId: number }): Promise<number> {
  const [part, paid] = await Promise.all([
    partRefundableCents(db, claim.orderId, claim.partId),
    paymentTotals(db, claim.orderId),
  ]);
  return Math.max(0, Math.min(part, paid.receivedCents - paid.refundedCents));
}

/** The operator closes an open claim with nothing back, saying why to both sides. */
export async function closeClaim(db: Db, claimId: number, operator: Operator, decision: string) {
  return db.transaction(async (tx): Promise<DecisionOutcome> => {
    const row = await lockedClaim(tx, claimId);
    if (!row) return { ok: false, refusal: "notFound" };
    if (row.status !== "open") return { ok: true, repeated: true };
    await tx.update(claims).set({ status: "closed", decidedAt: new Date() }).where(eq(claims.id, row.id));
    await writeClaimEvent(tx, row, "operator", "closed", decision);
    await recordAudit(tx, operator, {
      action: "claim.close",
      subject: `claim:${row.id}`,
      subjectLabel: `claim ${row.id}`,
      reason: decision,
    });
    return { ok: true, repeated: false };
  });
}

/**
 * The operator refunds `amountCents` of an open claim's part. For a PayPal order the money goes back through PayPal
 * first (the request id names the claim, so a second press refunds once); otherwise the operator names the transfer
 * they sent. The refund is recorded against the part (its seller is debited) in the transaction that decides the claim.
 */
export async function refundClaim(
  db: Db,
  claimId: number,
  operator: Operator,
  decision: { amountCents: number; text: string; reference?: string | undefined; occurredOn?: string | undefined },
  options: { paypal: PayPalAccount | null; log: Pick<Logger, "warn"> },
): Promise<DecisionOutcome> {
  const claim = await claimWithOrder(db, claimId);
  if (!claim) return { ok: false, refusal: "notFound" };
  if (claim.status !== "open") return { ok: true, repeated: true };
  const refundableCents = await claimRefundableCents(db, claim);
  if (refundableCents === 0) return { ok: false, refusal: "nothingPaid" };
  if (decision.amountCents > refundableCents) return { ok: false, refusal: "tooMuch", refundableCents };
  let movement: { key: string; reference: string; occurredOn: string; method?: "paypal" };
  if (claim.paymentMethod === "paypal") {
    if (!options.paypal) return { ok: false, refusal: "paypal" };
    let refundId: string | null;
    try {
      refundId = await refundThroughPayPal(
        db,
        options.paypal,
        claim.orderId,
        decision.amountCents,
        `claim-${claim.id}`,
      );
    } catch (error) {
      options.log.warn(`PayPal refund of claim ${claim.id}: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, refusal: "paypal" };
    }
    if (refundId === null) return { ok: false, refusal: "nothingPaid" };
    const today = new Date().toISOString().slice(0, 10);
    movement = { key: `paypal-refund:${refundId}`, reference: refundId, occurredOn: today, method: "paypal" };
  } else {
    if (!decision.reference) return { ok: false, refusal: "referenceNeeded" };
    if (!decision.occurredOn) return { ok: false, refusal: "dayNeeded" };
    movement = { key: `claim:${claim.id}`, reference: decision.reference, occurredOn: decision.occurredOn };
  }
  return db.transaction(async (tx): Promise<DecisionOutcome> => {
    const row = await lockedClaim(tx, claimId);
    if (!row) return { ok: false, refusal: "notFound" };
    if (row.status !== "open") return { ok: true, repeated: true };
    const recorded = await recordRefundIn(
      tx,
      {
        orderId: row.orderId,
        partId: row.partId,
        amountCents: decision.amountCents,
        occurredOn: movement.occurredOn,
        reference: movement.reference,
        note: null,
        recordedBy: operator.id,
        key: movement.key,
        ...(movement.method ? { method: movement.method } : {}),
      },
      operator,
    );
    if (!recorded.ok) {
      const { refusal } = recorded;
      return refusal.reason === "moreThanPaid"
        ? { ok: false, refusal: "tooMuch", refundableCents: refusal.refundableCents }
        : { ok: false, refusal: refusal.reason === "notFound" ? "notFound" : "nothingPaid" };
    }
    await tx
      .update(claims)
      .set({ status: "refunded", refundCents: decision.amountCents, decidedAt: new Date() })
      .where(eq(claims.id, row.id));
    await writeClaimEvent(tx, row, "operator", "refunded", decision.text);
    await recordAudit(tx, operator, {
      action: "claim.refund",
      subject: `claim:${row.id}`,
      subjectLabel: `${claim.number}: ${decision.amountCents}`,
      reason: decision.text,
    });
    return { ok: true, repeated: false };
  });
}
