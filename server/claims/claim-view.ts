import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { claimEvents, claims, currencies, orderParts, orders, users } from "../db/schema";
import { type ReturnViewer, sideOf } from "../returns/returns";
import { storeSettingsIn } from "../settings/store-settings";
import { claimRefundableCents } from "./claim-decision";
import { claimablePart, claimOfPart, claimOpening, returnUnderWay } from "./claims";

// What the pages and mails show of claims: one claim whole (its history), an order's claims, the back office's list
// and count. Every read for a user goes through `claimForViewer`, which answers null to anyone who is not its buyer,
// its part's seller or an operator in the back office.

const claimColumns = {
  id: claims.id,
  orderId: claims.orderId,
  partId: claims.partId,
  buyerId: claims.buyerId,
  sellerId: claims.sellerId,
  kind: claims.kind,
  status: claims.status,
  text: claims.text,
  refundCents: claims.refundCents,
  createdAt: claims.createdAt,
  orderNumber: orders.number,
  paymentMethod: orders.paymentMethod,
  currencySymbol: currencies.symbol,
  sellerName: sql<string | null>`(select coalesce(${users.shopName}, ${users.displayName}) from ${users}
    where ${users.id} = ${claims.sellerId})`,
};

function claimsWhere(db: Db, where: SQL, order: SQL[] = [asc(claims.id)]) {
  return db
    .select(claimColumns)
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(where)
    .orderBy(...order);
}

export type ClaimSummary = Awaited<ReturnType<typeof claimsWhere>>[number];

/** A claim with its history, oldest first. */
async function claimWhole(db: Db, summary: ClaimSummary) {
  const events = await db
    .select({
      id: claimEvents.id,
      actor: claimEvents.actor,
      kind: claimEvents.kind,
      note: claimEvents.note,
      at: claimEvents.createdAt,
    })
    .from(claimEvents)
    .where(eq(claimEvents.claimId, summary.id))
    .orderBy(asc(claimEvents.createdAt), asc(claimEvents.id));
  return {
    ...summary,
    createdAt: summary.createdAt.toISOString(),
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/**
 * A claim as its viewer sees it, with their side and, for an operator deciding it, the most that may be refunded; null
 * when it is not theirs to see.
 */
export async function claimForViewer(db: Db, claimId: number, viewer: ReturnViewer) {
  const [summary] = await claimsWhere(db, eq(claims.id, claimId));
  if (!summary) return null;
  const side = sideOf(summary, viewer);
  if (side === null) return null;
  const deciding = side === "operator" && summary.status === "open";
  return {
    side,
    detail: await claimWhole(db, summary),
    refundableCents: deciding ? await claimRefundableCents(db, summary) : 0,
  };
}

export type ClaimForViewer = NonNullable<Awaited<ReturnType<typeof claimForViewer>>>;

/** `?done=` of a claim's page: which step was just done, if one is named. */
export function claimDoneOf(url: URL): string | null {
  const done = url.searchParams.get("done");
  return done !== null && ["opened", "message", "refunded", "closed"].includes(done) ? done : null;
}

/** An order's claims (for its buyer's page, or its seller's sale page: `partId`), newest first. */
export function claimsOfOrder(db: Db, orderNumber: string, partId?: number) {
  return claimsWhere(
    db,
    partId === undefined
      ? eq(orders.number, orderNumber)
      : and(eq(orders.number, orderNumber), eq(claims.partId, partId))!,
    [desc(claims.id)],
  );
}

/**
 * What the buyer's claim form needs for one part of their order: when each kind may be opened, and why it cannot be
 * now (a claim made already, a return under way); null when the order or part is not theirs, or cannot be claimed.
 */
export async function claimFormOf(db: Db, buyerId: string, orderNumber: string, partId: number) {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, number: orders.number })
    .from(orders)
    .where(eq(orders.number, orderNumber));
  if (!order || order.userId !== buyerId) return null;
  const part = await claimablePart(db, order.id, partId);
  if (!part) return null;
  const opening = await claimOpening(db, part, await storeSettingsIn(db));
  if (!opening) return null;
  const [claimed, returning] = await Promise.all([claimOfPart(db, part.id), returnUnderWay(db, part.id)]);
  const until = opening.notAsDescribedUntil;
  return {
    number: order.number,
    partId: part.id,
    notReceivedFrom: opening.notReceivedFrom?.toISOString() ?? null,
    notAsDescribedUntil: until instanceof Date ? until.toISOString() : until,
    blocked: claimed ? ("claimedAlready" as const) : returning ? ("returnOpen" as const) : null,
    claimId: claimed?.id ?? null,
  };
}

export type ClaimForm = NonNullable<Awaited<ReturnType<typeof claimFormOf>>>;

/** The parts of an order its buyer may open a claim about: shipped or completed, with no claim yet. */
export async function claimablePartIds(db: Db, orderNumber: string): Promise<number[]> {
  const rows = await db
    .select({ id: orderParts.id })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(
      and(
        eq(orders.number, orderNumber),
        inArray(orderParts.status, ["shipped", "completed"]),
        sql`not exists (select 1 from ${claims} where ${claims.partId} = ${orderParts.id})`,
      ),
    )
    .orderBy(asc(orderParts.id));
  return rows.map((row) => row.id);
}

/** The back office's claims: those open, waiting for a decision, oldest first. */
export function claimsForOperator(db: Db) {
  return claimsWhere(db, eq(claims.status, "open"), [asc(claims.createdAt)]);
}

/** How many claims wait for an operator's decision (the Overview's count). */
export async function claimsWaitingCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(claims).where(eq(claims.status, "open"));
  return row?.count ?? 0;
}

/** An entry of a claim as its mail tells it: the entry, the claim, the order's number and currency. */
export async function claimEventOfMail(db: Db, eventId: number) {
  const [event] = await db
    .select({ claimId: claimEvents.claimId, kind: claimEvents.kind, actor: claimEvents.actor, note: claimEvents.note })
    .from(claimEvents)
    .where(eq(claimEvents.id, eventId));
  if (!event) return null;
  const [summary] = await claimsWhere(db, eq(claims.id, event.claimId));
  if (!summary) return null;
  return { event, detail: summary };
}
