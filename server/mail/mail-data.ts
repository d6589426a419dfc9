import { and, asc, eq, inArray } from "drizzle-orm";
import { productPath } from "~domain/catalog-links";
import type { Locale } from "~domain/locales";
import { lineNameIn, linesNamedIn } from "~domain/order-line-names";
import { renditionKey } from "~domain/renditions";
import { localizedText } from "../catalog/localized-text";
import type { Db } from "../db/handle";
import { orderEvents, orderLines, orderParts, orders, products } from "../db/schema";
import { orderRowWhere } from "../orders/history";
import { orderTaxes } from "../orders/order-taxes";

// What the mails show, read when they are sent: an order's lines and amounts never change once placed, and an
// event's status, note and the part's shipping details are those of the change that wrote the mail.

export type MailOrder = NonNullable<Awaited<ReturnType<typeof orderOfMail>>>;

/** The order a mail tells of, with its tax by rate (decision 058). */
export async function orderOfMail(db: Db, orderId: number) {
  const [row, taxes] = await Promise.all([orderRowWhere(db, eq(orders.id, orderId)), orderTaxes(db, { orderId })]);
  return row ? { ...row, taxes } : null;
}

/** Where a mail's links point: the store's public address, and a picture's whole address. */
export type MailLinks = { base: string; picture: (key: string) => string };

/**
 * An order's (or a part's) lines as bought, each named in the recipient's `locale` (decision 068) and with the address
 * of its picture's thumbnail: the picture the line kept, its colour's (decision 046). `pictureUrl` makes a media key's
 * address whole, for a mail read anywhere.
 */
export async function linesOf(
  db: Db,
  where: { orderId: number } | { partId: number },
  pictureUrl: (key: string) => string,
  locale: Locale,
) {
  const lines = await db
    .select({
      name: orderLines.name,
      names: orderLines.names,
      color: orderLines.color,
      quantity: orderLines.quantity,
      totalCents: orderLines.totalCents,
      imageKey: orderLines.imageKey,
    })
    .from(orderLines)
    .where("orderId" in where ? eq(orderLines.orderId, where.orderId) : eq(orderLines.partId, where.partId))
    .orderBy(asc(orderLines.id));
  return linesNamedIn(lines, locale).map(({ imageKey, ...line }) => ({
    ...line,
    image: imageKey ? pictureUrl(renditionKey(imageKey, "thumb")) : null,
  }));
}

export async function partOfMail(db: Db, partId: number) {
  const [part] = await db
    .select({
      id: orderParts.id,
      orderId: orderParts.orderId,
      sellerId: orderParts.sellerId,
      status: orderParts.status,
      subtotalCents: orderParts.subtotalCents,
      discountCents: orderParts.discountCents,
      shippingCents: orderParts.shippingCents,
      taxCents: orderParts.taxCents,
      carrier: orderParts.carrier,
      trackingNumber: orderParts.trackingNumber,
    })
    .from(orderParts)
    .where(eq(orderParts.id, partId));
  return part ?? null;
}

export async function eventOfMail(db: Db, eventId: number) {
  const [event] = await db
    .select({ partId: orderEvents.partId, toStatus: orderEvents.toStatus, note: orderEvents.note })
    .from(orderEvents)
    .where(eq(orderEvents.id, eventId));
  return event ?? null;
}

/** A product a mail tells of, named in the recipient's `locale` when its seller gave that name. */
export async function productOfMail(db: Db, productId: number, locale: Locale) {
  const [product] = await db
    .select({ name: localizedText(products, "name", locale), slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  return product ?? null;
}

/** Where a part stands among its order's parts ("shipment 2 of 3"), and whether every part not cancelled is completed. */
export async function partPlaceOfMail(db: Db, part: { id: number; orderId: number }) {
  const parts = await db
    .select({ id: orderParts.id, status: orderParts.status })
    .from(orderParts)
    .where(eq(orderParts.orderId, part.orderId))
    .orderBy(asc(orderParts.id));
  const live = parts.filter((other) => other.status !== "cancelled");
  return {
    index: parts.findIndex((other) => other.id === part.id) + 1,
    total: parts.length,
    orderCompleted: live.length > 0 && live.every((other) => other.status === "completed"),
  };
}

/**
 * The "review it" links of a completed part's mail: each product's name as bought (in the recipient's `locale`) and
 * its review page, the link's token in its address (decision 049). A product no longer sold has no link.
 */
export async function reviewLinksOf(
  db: Db,
  partId: number,
  base: string,
  links: { productId: number; token: string }[],
  locale: Locale,
) {
  if (links.length === 0) return [];
  const rows = await db
    .selectDistinctOn([orderLines.productId], {
      productId: orderLines.productId,
      name: orderLines.name,
      names: orderLines.names,
      slug: products.slug,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orderLines.partId, partId),
        inArray(
          orderLines.productId,
          links.map((link) => link.productId),
        ),
      ),
    )
    .orderBy(orderLines.productId, asc(orderLines.id));
  return links.flatMap((link) => {
    const row = rows.find((candidate) => candidate.productId === link.productId);
    if (!row) return [];
    const href = `${base}${productPath(row.slug)}/review?token=${encodeURIComponent(link.token)}`;
    return [{ name: lineNameIn(row, locale), href }];
  });
}
