import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { convertCents } from "~domain/money";
import {
  LIVE_RETURN_STATUSES,
  type ReturnActor,
  type ReturnMove,
  type ReturnReason,
  type ReturnRequestInput,
  type ReturnStatus,
  returnMoveTarget,
  returnOpenUntil,
  returnWorthCents,
} from "~domain/returns";
import type { StoreSettings } from "~domain/store-settings";
import { tellOperators } from "../admin/operator-mail";
import type { Db, Tx } from "../db/handle";
import {
  claims,
  orderEvents,
  orderLines,
  orderParts,
  orders,
  products,
  returnEvents,
  returnLines,
  returnRequests,
  users,
} from "../db/schema";
import { type Repeating, startRepeating } from "../jobs/repeating";
import type { Logger } from "../log/logger";
import { enqueueMail } from "../mail/outbox";
import { accountRecipients } from "../mail/recipients";
import { storeSettingsIn } from "../settings/store-settings";

// Returns (issue 49, decision 048): one function per step, each in one transaction under the return's (or, for a new
// request, the part's) row lock, each writing its event and its mail with it. A step whose status no longer allows it
// changes nothing, so a repeated post is harmless.

/** Who acts on a return: its buyer, the part's seller, or an operator (who also answers for the store's own parts). */
export type ReturnViewer = {
  userId: string;
  operator: boolean;
  /** In the back office an operator acts as the operator, even on a return of their own purchase or sale. */
  backOffice?: boolean;
};

export type ReturnRefusal =
  | "notFound"
  | "notReturnable"
  | "windowClosed"
  | "nothingChosen"
  | "tooMany"
  | "notAllowed"
  | "deductionNotAllowed"
  | "deductionTooHigh"
  | "claimed";

export type RequestOutcome =
  /** `repeated`: the same form was posted before, and that request stands. */
  | { ok: true; returnId: number; repeated: boolean }
  | { ok: false; refusal: ReturnRefusal; fields?: Record<string, "returns.errors.tooMany"> };

/** When a part was delivered (completed), or null while it is on its way; from its history. */
async function deliveredAt(tx: Tx | Db, partId: number): Promise<Date | null> {
  const [event] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.partId, partId), eq(orderEvents.toStatus, "completed")))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.at ?? null;
}

/** The days a part's buyer has to ask for a return once it is delivered: the store's, or its seller's if longer. */
async function returnDaysOf(tx: Tx | Db, sellerId: string | null, storeDays: number): Promise<number> {
  if (sellerId === null) return storeDays;
  const [seller] = await tx.select({ days: users.shopReturnDays }).from(users).where(eq(users.id, sellerId));
  return Math.max(storeDays, seller?.days ?? 0);
}

/**
 * Whether a claim about the part is open or was refunded (decision 052): its units are then the claim's, and cannot
 * also be returned. A claim closed with nothing back leaves the part to the return window.
 */
export async function claimHolds(tx: Tx | Db, partId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.partId, partId), inArray(claims.status, ["open", "refunded"])));
  return row !== undefined;
}

/**
 * Until when a shipped or completed part may be returned (null: no limit yet, it has not been delivered), or
 * "no" when it cannot be (not shipped, cancelled, or held by a claim).
 */
export async function returnableUntil(
  tx: Tx | Db,
  part: { id: number; status: string; sellerId: string | null },
  settings?: StoreSettings,
): Promise<Date | null | "no"> {
  if (part.status !== "shipped" && part.status !== "completed") return "no";
  if (await claimHolds(tx, part.id)) return "no";
  const delivered = part.status === "completed" ? await deliveredAt(tx, part.id) : null;
  if (!delivered) return null;
  const storeDays = (settings ?? (await storeSettingsIn(tx))).returns.days;
  return returnOpenUntil(delivered, await returnDaysOf(tx, part.sellerId, storeDays));
}

/** Each line of a part with the units already sent back or asked for (returns neither refused nor closed). */
export async function returnableLines(tx: Tx | Db, partId: number) {
  return tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      names: orderLines.names,
      quantity: orderLines.quantity,
      totalCents: orderLines.totalCents,
      productId: orderLines.productId,
      before: sql<number>`coalesce((select sum(rl.quantity) from ${returnLines} rl
        join ${returnRequests} r on r.id = rl.return_id
        where rl.order_line_id = "order_lines"."id"
          and r.status in (${sql.join(
            LIVE_RETURN_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})), 0)::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.partId, partId))
    .orderBy(asc(orderLines.id));
}

/**
 * The buyer asks to send back units of one part of their order. Only the order's signed-in buyer, for a part shipped
 * or completed, within the return window; never more units than were bought and not yet sent back. The same form
 * posted twice (its key) finds the first request.
 */
export async function requestReturn(
  db: Db,
  buyerId: string,
  orderNumber: string,
  input: ReturnRequestInput,
  now = new Date(),
  /** The photos stored for the request (return-photos.ts). */
  photoKeys: string[] = [],
): Promise<RequestOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.number, orderNumber));
    if (!order || order.userId !== buyerId) return { ok: false, refusal: "notFound" };
    const [repeat] = await tx
      .select({ id: returnRequests.id, orderId: returnRequests.orderId })
      .from(returnRequests)
      .where(eq(returnRequests.requestKey, input.key));
    if (repeat) {
      return repeat.orderId === order.id
        ? { ok: true, returnId: repeat.id, repeated: true }
        : { ok: false, refusal: "notFound" };
    }
    // The part's row lock: two requests for the same units are counted one after the other.
    const [part] = await tx
      .select({
        id: orderParts.id,
        status: orderParts.status,
        sellerId: orderParts.sellerId,
        discountCents: orderParts.discountCents,
        shippingCents: orderParts.shippingCents,
      })
      .from(orderParts)
      .where(and(eq(orderParts.id, input.part), eq(orderParts.orderId, order.id)))
      .for("update");
    if (!part) return { ok: false, refusal: "notFound" };
    if (await claimHolds(tx, part.id)) return { ok: false, refusal: "claimed" };
    const settings = await storeSettingsIn(tx);
    const until = await returnableUntil(tx, part, settings);
    if (until === "no") return { ok: false, refusal: "notReturnable" };
    if (until !== null && now > until) return { ok: false, refusal: "windowClosed" };
    const lines = await returnableLines(tx, part.id);
    const asked = (lineId: number) => input.qty[String(lineId)] ?? 0;
    const fields: Record<string, "returns.errors.tooMany"> = Object.create(null);
    for (const line of lines) {
      if (asked(line.id) > line.quantity - line.before) fields[`qty.${line.id}`] = "returns.errors.tooMany";
    }
    if (Object.keys(fields).length > 0) return { ok: false, refusal: "tooMany", fields };
    const chosen = lines.filter((line) => asked(line.id) > 0);
    if (chosen.length === 0) return { ok: false, refusal: "nothingChosen" };
    const worthCents = returnWorthCents(
      lines.map((line) => ({
        totalCents: line.totalCents,
        quantity: line.quantity,
        before: line.before,
        now: asked(line.id),
      })),
      part,
    );
    const [created] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        partId: part.id,
        buyerId,
        sellerId: part.sellerId,
        reason: input.reason,
        text: input.text,
        photoKeys,
        worthCents,
        requestKey: input.key,
        answerBy: new Date(now.getTime() + settings.returns.answerDays * 86_400_000),
      })
      .returning({ id: returnRequests.id });
    if (!created) throw new Error("the return was not written");
    await tx
      .insert(returnLines)
      .values(chosen.map((line) => ({ returnId: created.id, orderLineId: line.id, quantity: asked(line.id) })));
    await writeReturnEvent(tx, { id: created.id, buyerId, sellerId: part.sellerId }, "buyer", "requested", input.text);
    return { ok: true, returnId: created.id, repeated: false };
  });
}

type EventSubject = { id: number; buyerId: string | null; sellerId: string | null };

/** Who hears of each step: the other side, and the operators when it waits for them. */
const TOLD: Record<ReturnStatus, { buyer: boolean; seller: boolean; operators: "always" | "store" | "never" }> = {
  requested: { buyer: false, seller: true, operators: "store" },
  accepted: { buyer: true, seller: false, operators: "never" },
  refused: { buyer: true, seller: false, operators: "never" },
  escalated: { buyer: true, seller: true, operators: "always" },
  closed: { buyer: true, seller: true, operators: "never" },
  sent: { buyer: false, seller: true, operators: "store" },
  "refund-due": { buyer: true, seller: false, operators: "never" },
  refunded: { buyer: false, seller: true, operators: "never" },
};

/** Writes a step's event and its mails (in the recipients' languages), in the step's transaction. */
export async function writeReturnEvent(
  tx: Tx,
  subject: EventSubject,
  actor: ReturnActor,
  status: ReturnStatus,
  note: string | null,
): Promise<void> {
  const [event] = await tx
    .insert(returnEvents)
    .values({ returnId: subject.id, actor, toStatus: status, note })
    .returning({ id: returnEvents.id });
  if (!event) throw new Error("the return's event was not written");
  const told = TOLD[status];
  const people = await accountRecipients(tx, [subject.buyerId, subject.sellerId]);
  const mails = [];
  const buyer = subject.buyerId ? people.get(subject.buyerId) : undefined;
  if (told.buyer && buyer && actor !== "buyer") {
    mails.push({
      kind: "return-news" as const,
      to: buyer.email,
      locale: buyer.locale,
      payload: { eventId: event.id, side: "buyer" as const },
    });
  }
  const seller = subject.sellerId ? people.get(subject.sellerId) : undefined;
  if (told.seller && seller && actor !== "seller") {
    mails.push({
      kind: "return-news" as const,
      to: seller.email,
      locale: seller.locale,
      payload: { eventId: event.id, side: "seller" as const },
    });
  }
  await enqueueMail(tx, mails);
  if (told.operators === "always" || (told.operators === "store" && subject.sellerId === null)) {
    await tellOperators(tx, "returns", [{ eventId: event.id }]);
  }
}

/** The return's row, locked for a step. */
export async function lockedReturn(tx: Tx, returnId: number) {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for("update");
  return row;
}

/**
 * What a viewer is to a return: in the back office, an operator; elsewhere its buyer, its part's seller, or nothing
 * (it is not theirs).
 */
export function sideOf(
  row: { buyerId: string | null; sellerId: string | null },
  viewer: ReturnViewer,
): "buyer" | "seller" | "operator" | null {
  if (viewer.backOffice) return viewer.operator ? "operator" : null;
  if (row.buyerId === viewer.userId) return "buyer";
  if (row.sellerId !== null && row.sellerId === viewer.userId) return "seller";
  return null;
}

/** Which side may make each move: the seller's are the operator's for the store's parts, and after an escalation. */
function mayMove(
  move: ReturnMove,
  side: "buyer" | "seller" | "operator",
  row: { sellerId: string | null; status: ReturnStatus },
): boolean {
  const answersForSeller = side === "seller" || (side === "operator" && row.sellerId === null);
  switch (move) {
    case "send":
    case "escalate":
      return side === "buyer";
    case "accept":
      return row.status === "escalated" ? side === "operator" : answersForSeller;
    case "refuse":
    case "receive":
      return answersForSeller;
    case "close":
      return side === "operator";
  }
}

export type StepOutcome = { ok: true; status: ReturnStatus } | { ok: false; refusal: ReturnRefusal };

/** The values a step may set besides the status. */
export type StepValues = {
  address?: string;
  instructions?: string | undefined;
  refusal?: string;
  text?: string | undefined;
  carrier?: string;
  tracking?: string;
  restock?: boolean;
  deductionCents?: number;
};

/**
 * One step of a return by one side: accept (with the address and instructions), refuse or close (with the reason),
 * escalate, mark sent (carrier and tracking), or mark received (restocking the units if asked, and keeping at most the
 * store's cap for return shipping on a "changed my mind" return), which makes the refund due. A step the status no
 * longer allows changes nothing and answers the status as it is, so the same post twice is harmless.
 */
export async function moveReturn(
  db: Db,
  returnId: number,
  viewer: ReturnViewer,
  move: ReturnMove,
  values: StepValues,
): Promise<StepOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedReturn(tx, returnId);
    if (!row) return { ok: false, refusal: "notFound" };
    const side = sideOf(row, viewer);
    if (side === null) return { ok: false, refusal: "notFound" };
    if (!mayMove(move, side, row)) return { ok: false, refusal: "notAllowed" };
    const to = returnMoveTarget(move, row.status);
    // Done already (a repeat) or overtaken: nothing changes.
    if (to === null) return { ok: true, status: row.status };
    const change: Partial<typeof returnRequests.$inferInsert> = { status: to };
    let note: string | null = null;
    if (move === "accept") {
      change.returnAddress = values.address ?? null;
      change.instructions = values.instructions ?? null;
      note = values.instructions ?? null;
    } else if (move === "refuse" || move === "close") {
      change.refusal = values.refusal ?? null;
      note = values.refusal ?? null;
    } else if (move === "escalate") {
      note = values.text ?? null;
    } else if (move === "send") {
      change.carrier = values.carrier ?? null;
      change.trackingNumber = values.tracking ?? null;
    } else if (move === "receive") {
      const deduction = values.deductionCents ?? 0;
      if (deduction > 0) {
        if (row.reason !== ("changed-mind" satisfies ReturnReason))
          return { ok: false, refusal: "deductionNotAllowed" };
        if (deduction > (await deductionCapCents(tx, row.orderId, row.worthCents)))
          return { ok: false, refusal: "deductionTooHigh" };
      }
      change.deductionCents = deduction;
      change.refundCents = row.worthCents - deduction;
      if (values.restock) {
        change.restocked = true;
        await restockReturn(tx, row.id);
      }
    }
    await tx.update(returnRequests).set(change).where(eq(returnRequests.id, row.id));
    const actor: ReturnActor = side === "operator" ? "operator" : side;
    await writeReturnEvent(tx, row, actor, to, note);
    return { ok: true, status: to };
  });
}

/** The most a seller may keep for return shipping: the store's cap in the order's currency, never above the worth. */
export async function deductionCapCents(tx: Tx | Db, orderId: number, worthCents: number): Promise<number> {
  const [order] = await tx
    .select({ code: orders.currencyCode, rate: orders.currencyRate })
    .from(orders)
    .where(eq(orders.id, orderId));
  const capUsd = (await storeSettingsIn(tx)).returns.shippingMaxCents;
  if (!order) return 0;
  return Math.min(worthCents, convertCents(capUsd, { code: order.code, symbol: "", rate: Number(order.rate) }));
}

/** The returned units go back to their products' stock (a product since deleted has none to take them). */
async function restockReturn(tx: Tx, returnId: number): Promise<void> {
  const units = await tx
    .select({ productId: orderLines.productId, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, returnId));
  for (const unit of units) {
    if (unit.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${unit.quantity}` })
      .where(eq(products.id, unit.productId));
  }
}

/**
 * Requests their seller left unanswered past `answer_by` go to the operator (the escalation pass, with the clock
 * given). Each is moved under its lock only while it still waits; answers how many moved.
 */
export async function escalateUnanswered(db: Db, now = new Date(), limit = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: returnRequests.id, buyerId: returnRequests.buyerId, sellerId: returnRequests.sellerId })
      .from(returnRequests)
      .where(and(eq(returnRequests.status, "requested"), sql`${returnRequests.answerBy} <= ${now.toISOString()}`))
      .orderBy(asc(returnRequests.answerBy))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(returnRequests)
      .set({ status: "escalated" })
      .where(
        inArray(
          returnRequests.id,
          due.map((row) => row.id),
        ),
      );
    for (const row of due) await writeReturnEvent(tx, row, "store", "escalated", null);
    return due.length;
  });
}

/** How often each app process looks for requests left unanswered. */
const ESCALATION_PASS_MS = 10 * 60_000;

/** The escalation pass: again at once while it found a full batch, else every ten minutes. */
export function startReturnEscalation(db: Db, log: Pick<Logger, "info" | "error">): Repeating {
  return startRepeating(
    async () => {
      const moved = await escalateUnanswered(db);
      if (moved > 0) log.info(`Returns: ${moved} left unanswered went to the operators.`);
      return { more: moved === 20 };
    },
    ESCALATION_PASS_MS,
    (error) => log.error(`Returns: ${error instanceof Error ? error.message : String(error)}`),
  );
}
