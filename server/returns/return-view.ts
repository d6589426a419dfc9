import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Locale } from "~domain/locales";
import { lineNameIn, linesNamedIn } from "~domain/order-line-names";
import type { Db } from "../db/handle";
import {
  currencies,
  orderLines,
  orderParts,
  orders,
  returnEvents,
  returnLines,
  returnRequests,
  users,
} from "../db/schema";
import type { MediaStore } from "../media/store";
import { storeSettingsIn } from "../settings/store-settings";
import { doneStepOf } from "./return-action";
import { returnPhotoUrls } from "./return-photos";
import { deductionCapCents, type ReturnViewer, returnableLines, returnableUntil, sideOf } from "./returns";

// What the pages and mails show of returns: one return whole (its lines, its steps), the returns of an order or a part,
// and the back office's list. Every read for a user goes through `returnForViewer`, which answers null to anyone who is
// not its buyer, its part's seller or an operator.

const returnColumns = {
  id: returnRequests.id,
  orderId: returnRequests.orderId,
  partId: returnRequests.partId,
  buyerId: returnRequests.buyerId,
  sellerId: returnRequests.sellerId,
  status: returnRequests.status,
  reason: returnRequests.reason,
  text: returnRequests.text,
  photoKeys: returnRequests.photoKeys,
  instructions: returnRequests.instructions,
  returnAddress: returnRequests.returnAddress,
  refusal: returnRequests.refusal,
  carrier: returnRequests.carrier,
  trackingNumber: returnRequests.trackingNumber,
  restocked: returnRequests.restocked,
  worthCents: returnRequests.worthCents,
  deductionCents: returnRequests.deductionCents,
  refundCents: returnRequests.refundCents,
  answerBy: returnRequests.answerBy,
  createdAt: returnRequests.createdAt,
  orderNumber: orders.number,
  paymentMethod: orders.paymentMethod,
  currencySymbol: currencies.symbol,
  sellerName: sql<string | null>`(select coalesce(${users.shopName}, ${users.displayName}) from ${users}
    where ${users.id} = ${returnRequests.sellerId})`,
};

async function returnsWhere(db: Db, where: SQL, order: SQL[] = [asc(returnRequests.id)]) {
  return db
    .select(returnColumns)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(where)
    .orderBy(...order);
}

export type ReturnSummary = Awaited<ReturnType<typeof returnsWhere>>[number];

/** A return with its lines (named in `locale`, decision 068) and its steps, oldest first. */
async function returnWhole(db: Db, summary: ReturnSummary, locale: Locale) {
  const [lines, events] = await Promise.all([
    db
      .select({
        id: orderLines.id,
        name: orderLines.name,
        names: orderLines.names,
        quantity: returnLines.quantity,
        color: orderLines.color,
      })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(eq(returnLines.returnId, summary.id))
      .orderBy(asc(orderLines.id)),
    db
      .select({
        id: returnEvents.id,
        actor: returnEvents.actor,
        status: returnEvents.toStatus,
        note: returnEvents.note,
        at: returnEvents.createdAt,
      })
      .from(returnEvents)
      .where(eq(returnEvents.returnId, summary.id))
      .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
  ]);
  return {
    ...summary,
    lines: linesNamedIn(lines, locale),
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/**
 * A return as its viewer sees it (in their `locale`), with their side and what the forms need (the address offered
 * for accepting, the deduction's cap), or null when it is not theirs to see.
 */
export async function returnForViewer(db: Db, returnId: number, viewer: ReturnViewer, locale: Locale) {
  const [summary] = await returnsWhere(db, eq(returnRequests.id, returnId));
  if (!summary) return null;
  const side = sideOf(summary, viewer);
  if (side === null) return null;
  const settings = await storeSettingsIn(db);
  let offeredAddress = settings.returns.address ?? "";
  if (summary.sellerId !== null) {
    const [seller] = await db
      .select({ address: users.shopReturnAddress })
      .from(users)
      .where(eq(users.id, summary.sellerId));
    offeredAddress = seller?.address ?? "";
  }
  return {
    side,
    detail: await returnWhole(db, summary, locale),
    offeredAddress,
    deductionCapCents: await deductionCapCents(db, summary.orderId, summary.worthCents),
  };
}

export type ReturnForViewer = NonNullable<Awaited<ReturnType<typeof returnForViewer>>>;

/**
 * A return's page, in the account area or the back office: the return as its viewer sees it, its photos' addresses
 * and the step just done (`?done=`); null when it is not theirs to see.
 */
export async function returnPageOf(
  db: Db,
  media: Pick<MediaStore, "url">,
  returnId: number,
  viewer: ReturnViewer,
  url: URL,
  locale: Locale,
) {
  const view = await returnForViewer(db, returnId, viewer, locale);
  if (!view) return null;
  return { view, photos: returnPhotoUrls(media, view.detail.photoKeys), done: doneStepOf(url) };
}

/** An order's returns (for its buyer's page, or its seller's sale page: `partId`), newest first. */
export function returnsOfOrder(db: Db, orderNumber: string, partId?: number) {
  return returnsWhere(
    db,
    partId === undefined
      ? eq(orders.number, orderNumber)
      : and(eq(orders.number, orderNumber), eq(returnRequests.partId, partId))!,
    [desc(returnRequests.id)],
  );
}

/**
 * What the buyer's return form needs for one part of their order: its lines with what may still go back, until when,
 * or null when the order or part is not theirs, or the part cannot be returned.
 */
export async function returnFormOf(db: Db, buyerId: string, orderNumber: string, partId: number, locale: Locale) {
  const [row] = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      userId: orders.userId,
      partId: orderParts.id,
      status: orderParts.status,
      sellerId: orderParts.sellerId,
      currencySymbol: currencies.symbol,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(and(eq(orders.number, orderNumber), eq(orderParts.id, partId)));
  if (!row || row.userId !== buyerId) return null;
  const until = await returnableUntil(db, { id: row.partId, status: row.status, sellerId: row.sellerId });
  if (until === "no") return null;
  const lines = await returnableLines(db, row.partId);
  return {
    number: row.number,
    partId: row.partId,
    until: until?.toISOString() ?? null,
    lines: lines.map((line) => ({
      id: line.id,
      name: lineNameIn(line, locale),
      bought: line.quantity,
      left: line.quantity - line.before,
    })),
  };
}

/** Which parts of an order its buyer may return now (shipped or completed, inside the window). */
export async function returnablePartIds(db: Db, orderNumber: string, now = new Date()): Promise<number[]> {
  const parts = await db
    .select({ id: orderParts.id, status: orderParts.status, sellerId: orderParts.sellerId })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orders.number, orderNumber), inArray(orderParts.status, ["shipped", "completed"])))
    .orderBy(asc(orderParts.id));
  const open: number[] = [];
  for (const part of parts) {
    const until = await returnableUntil(db, part);
    if (until !== "no" && (until === null || until >= now)) open.push(part.id);
  }
  return open;
}

/** The back office's returns: those waiting for an operator (escalated, refunds to send, the store's own to answer). */
export function returnsForOperator(db: Db) {
  return returnsWhere(db, operatorWaitsCondition(), [asc(returnRequests.updatedAt)]);
}

/** A return waits for an operator: escalated, a bank/cheque/cash refund to send, or the store's own part's steps. */
export function operatorWaitsCondition(): SQL {
  return sql`(${returnRequests.status} = 'escalated'
    or (${returnRequests.status} = 'refund-due' and ${orders.paymentMethod} <> 'paypal')
    or (${returnRequests.sellerId} is null and ${returnRequests.status} in ('requested', 'sent')))`;
}

/** How many returns wait for an operator (the Overview's count; the same condition as the list). */
export async function returnsWaitingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(operatorWaitsCondition());
  return row?.count ?? 0;
}

/** A return's step as its mail tells it (in the recipient's `locale`): the step, the return, the order's number and currency. */
export async function returnEventOfMail(db: Db, eventId: number, locale: Locale) {
  const [event] = await db
    .select({ returnId: returnEvents.returnId, status: returnEvents.toStatus, note: returnEvents.note })
    .from(returnEvents)
    .where(eq(returnEvents.id, eventId));
  if (!event) return null;
  const [summary] = await returnsWhere(db, eq(returnRequests.id, event.returnId));
  if (!summary) return null;
  return { event, detail: await returnWhole(db, summary, locale) };
}
