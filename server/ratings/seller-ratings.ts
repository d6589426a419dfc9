import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { RATING_MONTHS } from "~domain/seller-rating";
import type { RateSellerInput } from "~domain/seller-rating-input";
import type { Db } from "../db/handle";
import { orderParts, orders, sellerRatings, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { accountRecipients } from "../mail/recipients";
import { pageTag, showsOnPage } from "../page-cache/page-tags";

/** A rating as its buyer, its seller and the seller's page show it. */
export type SellerRating = {
  id: number;
  partId: number;
  asDescribed: number;
  shippingSpeed: number;
  communication: number;
  body: string | null;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
};

/** A rating on the seller's public page: its buyer's first name (null when their account is gone). */
export type PublicSellerRating = SellerRating & { buyerName: string | null };

/** A seller's averages over the last RATING_MONTHS months, each rounded to a tenth, and how many ratings they count. */
export type SellerRatingSummary = {
  count: number;
  asDescribed: number;
  shippingSpeed: number;
  communication: number;
};

const ratingColumns = {
  id: sellerRatings.id,
  partId: sellerRatings.partId,
  asDescribed: sellerRatings.asDescribed,
  shippingSpeed: sellerRatings.shippingSpeed,
  communication: sellerRatings.communication,
  body: sellerRatings.body,
  answer: sellerRatings.answer,
  answeredAt: sellerRatings.answeredAt,
  createdAt: sellerRatings.createdAt,
};

/** Its times as ISO text, as the pages' other dates travel. */
function shown<Row extends { answeredAt: Date | null; createdAt: Date }>(row: Row) {
  return { ...row, answeredAt: row.answeredAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

export type RateResult =
  | { ok: true; ratingId: number }
  | { ok: false; error: "notFound" | "notRateable" | "alreadyRated" };

/**
 * The buyer rates the seller of one completed part of their order. Only the order's signed-in buyer may (anyone else
 * gets notFound, as if the order did not exist); only a completed part of another seller may be rated (the store's
 * own parts are not). A part is rated once: the unique part_id makes a repeat insert nothing (alreadyRated). The
 * seller's mail is written in the same transaction, in their language.
 */
export async function rateSeller(
  db: Db,
  buyerId: string,
  orderNumber: string,
  input: Omit<RateSellerInput, "intent">,
): Promise<RateResult> {
  return db.transaction(async (tx): Promise<RateResult> => {
    const [part] = await tx
      .select({ id: orderParts.id, sellerId: orderParts.sellerId, status: orderParts.status })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(eq(orderParts.id, input.partId), eq(orders.number, orderNumber), eq(orders.userId, buyerId)))
      .limit(1);
    if (!part) return { ok: false, error: "notFound" };
    if (part.status !== "completed" || part.sellerId === null || part.sellerId === buyerId) {
      return { ok: false, error: "notRateable" };
    }
    const [rating] = await tx
      .insert(sellerRatings)
      .values({
        partId: part.id,
        sellerId: part.sellerId,
        buyerId,
        asDescribed: input.asDescribed,
        shippingSpeed: input.shippingSpeed,
        communication: input.communication,
        body: input.body,
      })
      .onConflictDoNothing({ target: sellerRatings.partId })
      .returning({ id: sellerRatings.id });
    if (!rating) return { ok: false, error: "alreadyRated" };
    const seller = (await accountRecipients(tx, [part.sellerId])).get(part.sellerId);
    if (seller) {
      await enqueueMail(tx, [
        { kind: "seller-rated", to: seller.email, locale: seller.locale, payload: { ratingId: rating.id } },
      ]);
    }
    return { ok: true, ratingId: rating.id };
  });
}

export type AnswerResult = { ok: true } | { ok: false; error: "notFound" | "alreadyAnswered" };

/**
 * The seller answers the rating of their part of an order, once and publicly. Anyone but the rated seller gets
 * notFound; a second answer changes nothing (alreadyAnswered): the update's condition holds only while none is written.
 */
export async function answerRating(
  db: Db,
  sellerId: string,
  orderNumber: string,
  answer: string,
): Promise<AnswerResult> {
  const ofSale = and(
    eq(sellerRatings.sellerId, sellerId),
    sql`${sellerRatings.partId} in (select ${orderParts.id} from ${orderParts} join ${orders} on ${orders.id} = ${orderParts.orderId} where ${orders.number} = ${orderNumber} and ${orderParts.sellerId} = ${sellerId})`,
  );
  const answered = await db
    .update(sellerRatings)
    .set({ answer, answeredAt: sql`now()` })
    .where(and(ofSale, isNull(sellerRatings.answer)))
    .returning({ id: sellerRatings.id });
  if (answered.length > 0) return { ok: true };
  const [rating] = await db.select({ id: sellerRatings.id }).from(sellerRatings).where(ofSale).limit(1);
  return { ok: false, error: rating ? "alreadyAnswered" : "notFound" };
}

/** The buyer's ratings of the parts of their order (none for anyone else's), by part. */
export async function buyerRatingsOfOrder(db: Db, buyerId: string, orderNumber: string): Promise<SellerRating[]> {
  const rows = await db
    .select(ratingColumns)
    .from(sellerRatings)
    .innerJoin(orderParts, eq(orderParts.id, sellerRatings.partId))
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orders.number, orderNumber), eq(orders.userId, buyerId)));
  return rows.map(shown);
}

/** The rating of a seller's part of an order, with the seller's shown name, for their sale page; null when none. */
export async function ratingOfSale(
  db: Db,
  sellerId: string,
  orderNumber: string,
): Promise<(SellerRating & { sellerName: string }) | null> {
  const [rating] = await db
    .select({ ...ratingColumns, sellerName: sql<string>`coalesce(${users.shopName}, ${users.displayName})` })
    .from(sellerRatings)
    .innerJoin(users, eq(users.id, sellerRatings.sellerId))
    .innerJoin(orderParts, eq(orderParts.id, sellerRatings.partId))
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orders.number, orderNumber), eq(sellerRatings.sellerId, sellerId)))
    .limit(1);
  return rating ? shown(rating) : null;
}

/** How many of the latest ratings the seller's page lists. */
export const LATEST_RATINGS = 10;

/**
 * What a seller's public page says of their ratings: the averages of each score and their count over the last
 * RATING_MONTHS months (one aggregate query on the seller's index), and the latest ratings with the seller's answers
 * and each buyer's first name. The page is kept for visitors: it is tagged with the table, whose trigger (migration
 * 0034) drops it when a rating or an answer is written.
 */
export async function sellerRatingsPage(
  db: Db,
  sellerId: string,
): Promise<{ summary: SellerRatingSummary; latest: PublicSellerRating[] }> {
  showsOnPage(pageTag.table("seller_ratings"), pageTag.table("users"));
  const average = (column: AnyPgColumn) => sql<number>`coalesce(round(avg(${column}), 1), 0)::float8`;
  const [summaryRows, latest] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        asDescribed: average(sellerRatings.asDescribed),
        shippingSpeed: average(sellerRatings.shippingSpeed),
        communication: average(sellerRatings.communication),
      })
      .from(sellerRatings)
      .where(
        and(
          eq(sellerRatings.sellerId, sellerId),
          sql`${sellerRatings.createdAt} > now() - make_interval(months => ${RATING_MONTHS})`,
        ),
      ),
    db
      .select({
        ...ratingColumns,
        // The first word of the name they chose to be shown by: never their whole name, nor their email.
        buyerName: sql<string | null>`nullif(split_part(btrim(${users.displayName}), ' ', 1), '')`,
      })
      .from(sellerRatings)
      .leftJoin(users, eq(users.id, sellerRatings.buyerId))
      .where(eq(sellerRatings.sellerId, sellerId))
      .orderBy(desc(sellerRatings.createdAt), desc(sellerRatings.id))
      .limit(LATEST_RATINGS),
  ]);
  const summary = summaryRows[0] ?? { count: 0, asDescribed: 0, shippingSpeed: 0, communication: 0 };
  return { summary, latest: latest.map(shown) };
}

/** What the seller's mail about a new rating shows: the scores, the text, and the order it is about. */
export async function ratingOfMail(db: Db, ratingId: number) {
  const [rating] = await db
    .select({
      asDescribed: sellerRatings.asDescribed,
      shippingSpeed: sellerRatings.shippingSpeed,
      communication: sellerRatings.communication,
      body: sellerRatings.body,
      orderNumber: orders.number,
    })
    .from(sellerRatings)
    .innerJoin(orderParts, eq(orderParts.id, sellerRatings.partId))
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(sellerRatings.id, ratingId))
    .limit(1);
  return rating ?? null;
}
