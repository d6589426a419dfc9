import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type ClaimEventKind,
  type ClaimKind,
  type ClaimStatus,
  notReceivedFrom,
  type OpenClaimInput,
} from "~domain/claims";
import type { ReturnActor, ReturnStatus } from "~domain/returns";
import { zoneFor } from "~domain/shipping";
import type { StoreSettings } from "~domain/store-settings";
import { tellOperators } from "../admin/operator-mail";
import type { Db, Tx } from "../db/handle";
import { claimEvents, claims, orderEvents, orderParts, orders, returnRequests } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { accountRecipients } from "../mail/recipients";
import { type ReturnViewer, returnableUntil, sideOf } from "../returns/returns";
import { storeSettingsIn } from "../settings/store-settings";

// Claims (issue 49, decision 052): the buyer opens one about a part of their order (not received, or not as
// described), both sides write in it, and an operator decides (claim-decision.ts). Each entry is a `claim_events` row
// and its mails, written in the transaction of its step. One claim per part.

export type ClaimRefusal =
  | "notFound"
  | "notClaimable"
  | "tooEarly"
  | "windowClosed"
  | "claimedAlready"
  | "returnOpen"
  | "decided"
  | "notAllowed";

/** Returns still under way keep a claim of their part waiting: the two would refund the same units. */
const RETURNS_UNDER_WAY: readonly ReturnStatus[] = ["requested", "accepted", "escalated", "sent", "refund-due"];

/** When each kind of claim may be opened about a part: from when "not received", until when "not as described". */
export type ClaimOpening = {
  /** null: the part has not been marked shipped, so nothing is late yet. */
  notReceivedFrom: Date | null;
  /** null: no limit yet (it is on its way); "no": the part cannot be claimed. */
  notAsDescribedUntil: Date | null | "no";
};

/** When the part was marked shipped (or, never marked so, completed): from its history. */
async function shippedAt(tx: Tx | Db, partId: number): Promise<Date | null> {
  const [event] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.partId, partId), inArray(orderEvents.toStatus, ["shipped", "completed"])))
    .orderBy(sql`${orderEvents.toStatus} = 'shipped' desc`, desc(orderEvents.createdAt))
    .limit(1);
  return event?.at ?? null;
}

/**
 * When a shipped or completed part may be claimed: "not received" once its zone's longest delivery time has passed
 * since it was marked shipped (the zone of the order's shipping country, as the store's shipping is set now);
 * "not as described" while it may be returned (decision 048). A part not shipped, or cancelled, cannot be claimed.
 */
export async function claimOpening(
  tx: Tx | Db,
  part: { id: number; status: string; sellerId: string | null; country: string },
  settings: StoreSettings,
): Promise<ClaimOpening | null> {
  if (part.status !== "shipped" && part.status !== "completed") return null;
  const [sent, until] = await Promise.all([shippedAt(tx, part.id), returnableUntil(tx, part, settings)]);
  const zone = zoneFor(settings.shipping, part.country) ?? settings.shipping.rest;
  return {
    notReceivedFrom: sent ? notReceivedFrom(sent, zone.maxDays) : null,
    notAsDescribedUntil: until,
  };
}

/** Whether `kind` may be opened `now`, or why not. */
export function claimTiming(opening: ClaimOpening, kind: ClaimKind, now: Date): "tooEarly" | "windowClosed" | null {
  if (kind === "not-received") {
    return opening.notReceivedFrom === null || now < opening.notReceivedFrom ? "tooEarly" : null;
  }
  const until = opening.notAsDescribedUntil;
  if (until === "no") return "windowClosed";
  return until !== null && now > until ? "windowClosed" : null;
}

/** A part's row for a claim, with the order's shipping country; locked when asked, so two claims queue. */
export async function claimablePart(tx: Tx | Db, orderId: number, partId: number, lock = false) {
  const query = tx
    .select({
      id: orderParts.id,
      status: orderParts.status,
      sellerId: orderParts.sellerId,
      country: sql<string>`${orders.shippingAddress}->>'country'`,
    })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orderParts.id, partId), eq(orderParts.orderId, orderId)));
  const [part] = lock ? await query.for("update", { of: orderParts }) : await query;
  return part;
}

/** Whether a return of the part is under way: a claim about it waits until that return is done. */
export async function returnUnderWay(tx: Tx | Db, partId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.partId, partId), inArray(returnRequests.status, [...RETURNS_UNDER_WAY])))
    .limit(1);
  return row !== undefined;
}

/** The part's claim, if it has one (open, or decided). */
export async function claimOfPart(tx: Tx | Db, partId: number) {
  const [row] = await tx.select({ id: claims.id, status: claims.status }).from(claims).where(eq(claims.partId, partId));
  return row;
}

export type OpenOutcome =
  | { ok: true; claimId: number; repeated: boolean }
  | { ok: false; refusal: ClaimRefusal; from?: Date };

/**
 * The buyer opens a claim about one part of their order: only its signed-in buyer, for a part shipped or completed,
 * "not received" once the delivery window has passed and "not as described" within the return window, while no
 * return of it is under way, and once per part. The same form posted twice (its key) finds the first claim.
 */
export async function openClaim(
  db: Db,
  buyerId: string,
  orderNumber: string,
  input: OpenClaimInput,
  now = new Date(),
): Promise<OpenOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.number, orderNumber));
    if (!order || order.userId !== buyerId) return { ok: false, refusal: "notFound" };
    const [repeat] = await tx
      .select({ id: claims.id, orderId: claims.orderId })
      .from(claims)
      .where(eq(claims.requestKey, input.key));
    if (repeat) {
      return repeat.orderId === order.id
        ? { ok: true, claimId: repeat.id, repeated: true }
        : { ok: false, refusal: "notFound" };
    }
    const part = await claimablePart(tx, order.id, input.part, true);
    if (!part) return { ok: false, refusal: "notFound" };
    const opening = await claimOpening(tx, part, await storeSettingsIn(tx));
    if (!opening) return { ok: false, refusal: "notClaimable" };
    if (await claimOfPart(tx, part.id)) return { ok: false, refusal: "claimedAlready" };
    if (await returnUnderWay(tx, part.id)) return { ok: false, refusal: "returnOpen" };
    const timing = claimTiming(opening, input.kind, now);
    if (timing === "tooEarly") {
      return opening.notReceivedFrom
        ? { ok: false, refusal: "tooEarly", from: opening.notReceivedFrom }
        : { ok: false, refusal: "tooEarly" };
    }
    if (timing) return { ok: false, refusal: timing };
    const [created] = await tx
      .insert(claims)
      .values({
        orderId: order.id,
        partId: part.id,
        buyerId,
        sellerId: part.sellerId,
        kind: input.kind,
        text: input.text,
        requestKey: input.key,
      })
      .returning({ id: claims.id });
    if (!created) throw new Error("the claim was not written");
    await writeClaimEvent(tx, { id: created.id, buyerId, sellerId: part.sellerId }, "buyer", "opened", input.text);
    return { ok: true, claimId: created.id, repeated: false };
  });
}

type EventSubject = { id: number; buyerId: string | null; sellerId: string | null };

/**
 * Writes an entry of a claim's history and its mails, in the recipients' languages: each side hears what the others
 * wrote or decided; the operators hear of a claim opened and of each side's messages, while it waits for them.
 */
export async function writeClaimEvent(
  tx: Tx,
  subject: EventSubject,
  actor: ReturnActor,
  kind: ClaimEventKind,
  note: string | null,
): Promise<void> {
  const [event] = await tx
    .insert(claimEvents)
    .values({ claimId: subject.id, actor, kind, note })
    .returning({ id: claimEvents.id });
  if (!event) throw new Error("the claim's entry was not written");
  const people = await accountRecipients(tx, [subject.buyerId, subject.sellerId]);
  const mails = [];
  for (const side of ["buyer", "seller"] as const) {
    const id = side === "buyer" ? subject.buyerId : subject.sellerId;
    const person = id ? people.get(id) : undefined;
    if (!person || actor === side) continue;
    mails.push({
      kind: "claim-news" as const,
      to: person.email,
      locale: person.locale,
      payload: { eventId: event.id, side },
    });
  }
  await enqueueMail(tx, mails);
  if (actor === "buyer" || actor === "seller") await tellOperators(tx, "claims", [{ eventId: event.id }]);
}

/** The claim's row, locked for a step. */
export async function lockedClaim(tx: Tx, claimId: number) {
  const [row] = await tx.select().from(claims).where(eq(claims.id, claimId)).for("update");
  return row;
}

export type MessageOutcome = { ok: true } | { ok: false; refusal: ClaimRefusal };

/** A side writes in an open claim: its buyer, its seller, or an operator (in the back office). */
export async function writeInClaim(
  db: Db,
  claimId: number,
  viewer: ReturnViewer,
  text: string,
): Promise<MessageOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedClaim(tx, claimId);
    if (!row) return { ok: false, refusal: "notFound" };
    const side = sideOf(row, viewer);
    if (side === null) return { ok: false, refusal: "notFound" };
    if (row.status !== ("open" satisfies ClaimStatus)) return { ok: false, refusal: "decided" };
    await writeClaimEvent(tx, row, side, "message", text);
    return { ok: true };
  });
}
