import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  basisPointsOf,
  type CouponFunder,
  commissionCents,
  type LedgerKind,
  partNetCents,
  refundShares,
  sellerNetCents,
  storeFundedCents,
  usdChange,
} from "~domain/ledger";
import type { Db, Tx } from "../db/handle";
import { orderParts, orderPayments, orders, sellerLedger } from "../db/schema";
import { storeSettingsIn } from "../settings/store-settings";

// The rows of the sellers' ledger that an order's money writes (decision 034), in the transaction of the payment or
// refund that causes them, under the order's lock taken by server/payments. Each row's key names its cause, so a
// repeated event writes nothing. seller_id null is the store's: its own parts, and what it holds for the buyer of a
// part cancelled before the order was paid, until that is refunded. A store-wide coupon is the store's to fund
// (decision 043): its share of a seller's part is a `coupon` row credited to the seller and the same debited to the
// store, so the seller gets what the part would have brought without it. The tax in a part is the store's to remit
// (decision 058): a `tax` row debits it from whoever holds the part's money (`tax:part:<id>`) and the same is credited
// to the store (`tax:part:<id>:store`), given back in proportion with each refund; a part the store holds itself
// keeps only the store's row, and its sale is net of tax.

type LedgerOrder = {
  id: number;
  currencyCode: string;
  currencyRate: string;
  paymentMethod: string;
  totalCents: number;
  couponFundedBy: CouponFunder | null;
};

/** A row about to be written: whose, what, which part (null: the order's remainder outside its parts), how much. */
type Draft = { sellerId: string | null; kind: LedgerKind; partId: number | null; amountCents: number; key: string };

/** Who holds one part's money and what of it went back already (from the rows written so far). */
type PartState = {
  id: number;
  status: string;
  net: number;
  holder: string | null;
  returned: number;
  commission: number;
  /** The commission charged on the part, before any went back. */
  charged: number;
  /** What the store funds of its coupon on this part, credited to the seller (0: none). */
  coupon: number;
  /** What the store funded of its coupon on the part, before any went back. */
  funded: number;
  /** The part's tax, and what of it the store still holds (after the tax given back with refunds). */
  tax: number;
  taxHeld: number;
  credited: boolean;
};

async function ledgerOrder(tx: Tx, orderId: number): Promise<LedgerOrder | undefined> {
  const [order] = await tx
    .select({
      id: orders.id,
      currencyCode: orders.currencyCode,
      currencyRate: orders.currencyRate,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      couponFundedBy: orders.couponFundedBy,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

const groupOf = (sellerId: string | null, partId: number | null) => `${sellerId ?? "store"}/${partId ?? "order"}`;

/**
 * Writes the drafts not written yet (by key). Each row's US cents are the change it makes to its part's converted
 * running sum for its holder, so the rows of a part always add up to their order-currency sum converted once.
 */
async function writeRows(tx: Tx, order: LedgerOrder, drafts: Draft[], occurredOn: string): Promise<void> {
  if (drafts.length === 0) return;
  const taken = await tx
    .select({ key: sellerLedger.key })
    .from(sellerLedger)
    .where(
      inArray(
        sellerLedger.key,
        drafts.map((draft) => draft.key),
      ),
    );
  const done = new Set(taken.map((row) => row.key));
  const fresh = drafts.filter((draft) => !done.has(draft.key));
  if (fresh.length === 0) return;
  const sums = await tx
    .select({
      sellerId: sellerLedger.sellerId,
      partId: sellerLedger.partId,
      cents: sql<number>`sum(${sellerLedger.amountCents})::int`,
    })
    .from(sellerLedger)
    .where(eq(sellerLedger.orderId, order.id))
    .groupBy(sellerLedger.sellerId, sellerLedger.partId);
  const running = new Map(sums.map((sum) => [groupOf(sum.sellerId, sum.partId), sum.cents]));
  const rows = fresh.map((draft) => {
    const group = groupOf(draft.sellerId, draft.partId);
    const before = running.get(group) ?? 0;
    running.set(group, before + draft.amountCents);
    return {
      ...draft,
      orderId: order.id,
      usdCents: usdChange(before, draft.amountCents, order.currencyRate),
      currencyCode: order.currencyCode,
      occurredOn,
    };
  });
  await tx.insert(sellerLedger).values(rows).onConflictDoNothing({ target: sellerLedger.key });
}

/** The order's parts with what each holds (in id order): whose it is, its status and what it cost. */
function partsOfOrder(tx: Tx | Db, orderId: number) {
  return tx
    .select({
      id: orderParts.id,
      sellerId: orderParts.sellerId,
      status: orderParts.status,
      subtotalCents: orderParts.subtotalCents,
      discountCents: orderParts.discountCents,
      shippingCents: orderParts.shippingCents,
      taxCents: orderParts.taxCents,
      pricesIncludeTax: orders.pricesIncludeTax,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(orderParts.id));
}

/**
 * The order has just become paid: each part not cancelled is credited to its seller with what it brings (its lines
 * after its share of their own coupon's discount, plus its shipping), less the store's commission as a row of its own,
 * rounded up once per part. A store-wide coupon's share is credited to the seller as a `coupon` row and debited to the
 * store (decision 043). A cash-on-delivery part's seller holds the money: no credit but the coupon's, only the
 * commission (a row even at 0, so the part counts as settled), and a cancelled one was never paid for: no row. The
 * store's own parts are the store's; a prepaid part cancelled before the payment is held by the store for its buyer
 * until refunded. Refunds recorded before the order was paid in full are applied after.
 */
export async function creditPaidOrder(tx: Tx, orderId: number, occurredOn: string): Promise<void> {
  const order = await ledgerOrder(tx, orderId);
  if (!order) return;
  const parts = await partsOfOrder(tx, orderId);
  const basisPoints = basisPointsOf((await storeSettingsIn(tx)).commission);
  const cash = order.paymentMethod === "cash";
  const drafts: Draft[] = [];
  let accounted = 0;
  for (const part of parts) {
    const net = partNetCents(part);
    accounted += net;
    if (cash && part.status === "cancelled") continue;
    const sale = { kind: "sale" as const, partId: part.id, amountCents: net, key: `sale:part:${part.id}` };
    if (part.sellerId === null || part.status === "cancelled") {
      // The store holds the part: its sale net of tax, and the tax it remits.
      drafts.push(
        { ...sale, sellerId: null, amountCents: net - part.taxCents },
        ...taxRows(null, part.id, part.taxCents, "tax"),
      );
      continue;
    }
    // The seller's rows first: the first row of a part names who holds its money.
    if (!cash) drafts.push({ ...sale, sellerId: part.sellerId });
    // The tax is the store's: the seller holds it (in the sale, or in the cash they collect) and owes it.
    drafts.push(...taxRows(part.sellerId, part.id, part.taxCents, "tax"));
    const funded = storeFundedCents(part, order.couponFundedBy);
    if (funded > 0) drafts.push(...couponRows(part.sellerId, part.id, funded, "coupon"));
    const commission = commissionCents(sellerNetCents(part, order.couponFundedBy), basisPoints);
    if (commission > 0 || cash) {
      drafts.push({
        sellerId: part.sellerId,
        kind: "commission",
        partId: part.id,
        amountCents: 0 - commission,
        key: `commission:part:${part.id}`,
      });
    }
  }
  // What the order cost beyond its parts (a tax line, were there one) is the store's.
  const rest = order.totalCents - accounted;
  if (rest !== 0)
    drafts.push({ sellerId: null, kind: "sale", partId: null, amountCents: rest, key: `sale:order:${orderId}` });
  await writeRows(tx, order, drafts, occurredOn);
  const earlier = await tx
    .select({ key: orderPayments.key, amountCents: orderPayments.amountCents, occurredOn: orderPayments.occurredOn })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.movement, "refunded")))
    .orderBy(asc(orderPayments.id));
  for (const refund of earlier) await debitRefund(tx, orderId, refund);
}

/**
 * The store funds `cents` of a part's coupon discount for its seller: a credit to the seller and the same debit to the
 * store (`coupon`), or, once the part is refunded whole, both taken back (`coupon-back`).
 */
function couponRows(sellerId: string, partId: number, cents: number, key: string): Draft[] {
  const sign = key === "coupon" ? 1 : -1;
  return [
    { sellerId, kind: "coupon", partId, amountCents: sign * cents, key: `${key}:part:${partId}` },
    { sellerId: null, kind: "coupon", partId, amountCents: -sign * cents, key: `${key}:part:${partId}:store` },
  ];
}

/**
 * The store remits `cents` of a part's tax: a debit to the seller holding it and a credit to the store (`tax`), or, as
 * refunds give the buyer some back, the reverse (`tax-back:<refund key>`). A part the store holds has the store's row only.
 */
function taxRows(holder: string | null, partId: number, cents: number, key: string): Draft[] {
  if (cents === 0) return [];
  const sign = key === "tax" ? 1 : -1;
  const store: Draft = {
    sellerId: null,
    kind: "tax",
    partId,
    amountCents: sign * cents,
    key: `${key}:part:${partId}:store`,
  };
  return holder === null
    ? [store]
    : [{ sellerId: holder, kind: "tax", partId, amountCents: -sign * cents, key: `${key}:part:${partId}` }, store];
}

/** Each part's holder and what went back of it, from the order's rows; empty when the order was never credited. */
async function partStates(tx: Tx | Db, orderId: number): Promise<PartState[]> {
  const parts = await partsOfOrder(tx, orderId);
  const rows = await tx
    .select({
      partId: sellerLedger.partId,
      sellerId: sellerLedger.sellerId,
      kind: sellerLedger.kind,
      amountCents: sellerLedger.amountCents,
    })
    .from(sellerLedger)
    .where(eq(sellerLedger.orderId, orderId))
    .orderBy(asc(sellerLedger.id));
  return parts.map((part) => {
    const own = rows.filter((row) => row.partId === part.id);
    // The store's side of a coupon it funds, or of the tax it remits, is not the part's money: whoever holds it is
    // named by the other rows (a part the store holds starts with its sale).
    const first = own.find((row) => (row.kind !== "coupon" && row.kind !== "tax") || row.sellerId !== null);
    const holder = first ? first.sellerId : part.sellerId;
    const storeTax = own.filter((row) => row.kind === "tax" && row.sellerId === null);
    // What of the tax went back to the buyer: a part the store holds refunds it apart from its sale.
    const taxGivenBack = -storeTax.filter((row) => row.amountCents < 0).reduce((sum, row) => sum + row.amountCents, 0);
    return {
      id: part.id,
      status: part.status,
      net: partNetCents(part),
      // Whoever its first row (its sale, or a cash part's commission or tax) is for: the rows that follow are theirs.
      holder,
      returned:
        -own.filter((row) => row.kind === "refund").reduce((sum, row) => sum + row.amountCents, 0) +
        (holder === null ? taxGivenBack : 0),
      commission: -own.filter((row) => row.kind === "commission").reduce((sum, row) => sum + row.amountCents, 0),
      charged: -own
        .filter((row) => row.kind === "commission" && row.amountCents < 0)
        .reduce((sum, row) => sum + row.amountCents, 0),
      coupon: own
        .filter((row) => row.kind === "coupon" && row.sellerId !== null)
        .reduce((sum, row) => sum + row.amountCents, 0),
      funded: own
        .filter((row) => row.kind === "coupon" && row.sellerId !== null && row.amountCents > 0)
        .reduce((sum, row) => sum + row.amountCents, 0),
      tax: part.taxCents,
      taxHeld: storeTax.reduce((sum, row) => sum + row.amountCents, 0),
      credited: first !== undefined,
    };
  });
}

/**
 * What of a part may still be refunded to its buyer (a claim's most, decision 052): its net less what refunds have
 * debited it so far; all of its net while the order is not credited (nothing was debited yet).
 */
export async function partRefundableCents(tx: Tx | Db, orderId: number, partId: number): Promise<number> {
  const state = (await partStates(tx, orderId)).find((part) => part.id === partId);
  return state ? Math.max(0, state.net - state.returned) : 0;
}

/**
 * A refund debits the parts it pays back (refundShares): first the cancelled parts, up to what is left of each, the
 * rest in proportion to what is left of the others; anything beyond the parts is the store's. A part refunded whole
 * gets its commission back, and gives back what the store funded of its coupon. Nothing is written for an order not yet credited (not paid in full, or paid before the
 * ledger began): creditPaidOrder applies earlier refunds itself.
 */
export async function debitRefund(
  tx: Tx,
  orderId: number,
  refund: { key: string; amountCents: number; occurredOn: string; partId?: number | undefined },
): Promise<void> {
  const order = await ledgerOrder(tx, orderId);
  if (!order) return;
  const states = await partStates(tx, orderId);
  if (!states.some((state) => state.credited)) return;
  const [outside] = await tx
    .select({ cents: sql<number>`coalesce(sum(${sellerLedger.amountCents}), 0)::int` })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.orderId, orderId), sql`${sellerLedger.partId} is null`));
  const claims = [
    // A part without rows in a credited order (cancelled and paid in cash) never brought anything to pay back.
    ...states.map((state) => ({
      remainingCents: state.credited ? state.net - state.returned : 0,
      // A return's refund (decision 048) is its part's first; any other follows the cancellations.
      cancelled: refund.partId === undefined ? state.status === "cancelled" : state.id === refund.partId,
    })),
    { remainingCents: outside?.cents ?? 0, cancelled: false },
  ];
  const { shares, beyond } = refundShares(refund.amountCents, claims);
  const drafts: Draft[] = [];
  states.forEach((state, index) => {
    const share = shares[index] ?? 0;
    if (share === 0) return;
    const base = { sellerId: state.holder, partId: state.id };
    const refundedWhole = state.returned + share >= state.net;
    // The tax in what goes back is the buyer's again: the store gives back its share of the part's tax, in proportion
    // (rounded down; all that is left once the part is refunded whole).
    const taxBack = refundedWhole
      ? state.taxHeld
      : Math.min(
          state.taxHeld,
          Number((BigInt(state.tax) * BigInt(state.returned + share)) / BigInt(state.net)) -
            (state.tax - state.taxHeld),
        );
    // The store's own part refunds its buyer from its sale net of tax, and from the tax.
    const fromSale = state.holder === null ? share - Math.max(0, taxBack) : share;
    drafts.push({ ...base, kind: "refund", amountCents: -fromSale, key: `refund:${refund.key}:part:${state.id}` });
    if (taxBack > 0) drafts.push(...taxRows(state.holder, state.id, taxBack, `tax-back:${refund.key}`));
    if (state.holder !== null && state.commission !== 0 && refundedWhole) {
      drafts.push({
        ...base,
        kind: "commission",
        amountCents: state.commission,
        key: `commission-back:part:${state.id}`,
      });
    }
    // Refunded whole, the part brought nothing: what the store funded of its coupon goes back to the store.
    if (state.holder !== null && state.coupon > 0 && refundedWhole) {
      drafts.push(...couponRows(state.holder, state.id, state.coupon, "coupon-back"));
    }
    // A return's refund of some of the part: the commission and the store's coupon share of what went back go back
    // with it, in proportion (decision 048), so the seller keeps what the part's kept units bring.
    if (refund.partId === state.id && state.holder !== null && !refundedWhole && state.net > 0) {
      const back = (total: number, left: number) =>
        Number((BigInt(total) * BigInt(state.returned + share)) / BigInt(state.net)) - (total - left);
      const commissionBack = back(state.charged, state.commission);
      if (commissionBack > 0) {
        drafts.push({
          ...base,
          kind: "commission",
          amountCents: commissionBack,
          key: `commission-back:${refund.key}:part:${state.id}`,
        });
      }
      const couponBack = back(state.funded, state.coupon);
      if (couponBack > 0) {
        drafts.push(...couponRows(state.holder, state.id, couponBack, `coupon-back:${refund.key}`));
      }
    }
  });
  const rest = (shares[states.length] ?? 0) + beyond;
  if (rest !== 0) {
    drafts.push({
      sellerId: null,
      kind: "refund",
      partId: null,
      amountCents: -rest,
      key: `refund:${refund.key}:order`,
    });
  }
  await writeRows(tx, order, drafts, refund.occurredOn);
}
