import { and, asc, eq, gte, isNotNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { LedgerKind } from "~domain/ledger";
import type { StatementPeriod } from "~domain/statement-query";
import type { Db } from "../db/handle";
import { orders, sellerLedger } from "../db/schema";

// A statement of movements (issue 47): a seller's balance before a period, every row of their ledger in it by its day,
// and the balance after. Balances are sums of rows (decision 034), here all of them (available and pending alike),
// counted by each row's day: the closing balance of a period that ends today is the seller's whole balance.

/** One row of the ledger as a statement lists it. */
export type Movement = {
  id: number;
  occurredOn: string;
  kind: LedgerKind;
  orderNumber: string | null;
  partId: number | null;
  reference: string | null;
  usdCents: number;
  amountCents: number;
  currencyCode: string;
};

/** One seller's statement of a period, in US cents. */
export type SellerStatement = {
  sellerId: string;
  openingCents: number;
  movements: Movement[];
  closingCents: number;
};

/**
 * The statements of a period: one seller's (always one, empty or not), or every seller's that has a balance before
 * it or a movement in it, by seller id. Rows of the store's own (no seller) are never in one.
 */
export async function statements(db: Db, period: StatementPeriod, sellerId: string | null): Promise<SellerStatement[]> {
  const whose: SQL = sellerId === null ? isNotNull(sellerLedger.sellerId) : eq(sellerLedger.sellerId, sellerId);
  const [openings, movements] = await Promise.all([
    db
      .select({
        sellerId: sql<string>`${sellerLedger.sellerId}`,
        cents: sql<number>`sum(${sellerLedger.usdCents})::int`,
      })
      .from(sellerLedger)
      .where(and(whose, lt(sellerLedger.occurredOn, period.from)))
      .groupBy(sellerLedger.sellerId),
    db
      .select({
        sellerId: sql<string>`${sellerLedger.sellerId}`,
        id: sellerLedger.id,
        occurredOn: sellerLedger.occurredOn,
        kind: sellerLedger.kind,
        orderNumber: orders.number,
        partId: sellerLedger.partId,
        reference: sellerLedger.reference,
        usdCents: sellerLedger.usdCents,
        amountCents: sellerLedger.amountCents,
        currencyCode: sellerLedger.currencyCode,
      })
      .from(sellerLedger)
      .leftJoin(orders, eq(orders.id, sellerLedger.orderId))
      .where(and(whose, gte(sellerLedger.occurredOn, period.from), lte(sellerLedger.occurredOn, period.to)))
      .orderBy(asc(sellerLedger.sellerId), asc(sellerLedger.occurredOn), asc(sellerLedger.id)),
  ]);
  const bySeller = new Map<string, SellerStatement>();
  const statementOf = (id: string) => {
    let statement = bySeller.get(id);
    if (!statement) {
      statement = { sellerId: id, openingCents: 0, movements: [], closingCents: 0 };
      bySeller.set(id, statement);
    }
    return statement;
  };
  if (sellerId !== null) statementOf(sellerId);
  for (const opening of openings) if (opening.cents !== 0) statementOf(opening.sellerId).openingCents = opening.cents;
  for (const { sellerId: owner, ...movement } of movements) statementOf(owner).movements.push(movement);
  const all = [...bySeller.values()].sort((a, b) => (a.sellerId < b.sellerId ? -1 : a.sellerId > b.sellerId ? 1 : 0));
  for (const statement of all) {
    statement.closingCents = statement.movements.reduce(
      (sum, movement) => sum + movement.usdCents,
      statement.openingCents,
    );
  }
  return all;
}
