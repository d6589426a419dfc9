import { z } from "zod";

// What each mail of the outbox carries: references to what it is about, read again when it is sent, plus the
// values of the moment that a later change could overwrite. The database's trigger writes "back-in-stock" rows
// (migration 0013), so its shape is fixed there too.
export const mailPayloads = {
  /** To the buyer: their order, as placed. */
  "order-placed": z.object({ orderId: z.number().int() }),
  /** To a seller: their part of a new order. */
  "new-sale": z.object({ partId: z.number().int() }),
  /** To a seller: the buyer cancelled the order, or it expired unpaid, so their part must not ship. */
  "sale-cancelled": z.object({ partId: z.number().int(), unpaid: z.boolean().default(false) }),
  /**
   * To the buyer: a part shipped, cancelled or completed (the event says which, with its note); a completed part's
   * links to review each product (their tokens, erased from the row once the mail is sent).
   */
  "part-changed": z.object({
    eventId: z.number().int(),
    reviewLinks: z.array(z.object({ productId: z.number().int(), token: z.string() })).optional(),
  }),
  /** To the buyer: their order is paid in full. */
  "payment-received": z.object({ orderId: z.number().int() }),
  /** To the buyer: money of their order was sent back (the amount, in the order's currency's minor units). */
  "payment-refunded": z.object({ orderId: z.number().int(), amountCents: z.number().int() }),
  /** To the buyer: their order to pay by bank transfer or cheque expires in two days. */
  "payment-reminder": z.object({ orderId: z.number().int() }),
  /** To the buyer: they chose to pay their order by bank transfer or cheque after placing it; where to send it. */
  "payment-switched": z.object({ orderId: z.number().int() }),
  /** To the buyer: their order was cancelled, not paid in time. */
  "order-expired": z.object({ orderId: z.number().int() }),
  /** To a seller: the order holding their part is paid, so it may ship. */
  "order-paid": z.object({ partId: z.number().int() }),
  /** To whoever uploaded a CSV of products: how its import ended (decision 047). */
  "product-import-done": z.object({ importId: z.number().int() }),
  /** To the account's address: the reset link; the token is erased from the row once the mail is sent. */
  "password-reset": z.object({ token: z.string().nullable() }),
  /** To an address that asked: the product is for sale again. */
  "back-in-stock": z.object({ productId: z.number().int() }),
  /** To a seller: the store sent them money (their ledger's payout row: the amount, the bank's reference, the day). */
  "payout-sent": z.object({ ledgerId: z.number().int() }),
  /** To a seller: the buyer of a completed part rated them (issue 49); the rating, read when it is sent. */
  "seller-rated": z.object({ ratingId: z.number().int() }),
  /** To one side of a conversation: the other side wrote (at most one a conversation an hour, issue 37). */
  "conversation-message": z.object({ messageId: z.number().int() }),
  /** To each operator (issue 48): a parcel of the store's own is ready to ship (paid, or cash on delivery). */
  "operator-parcel-ready": z.object({ partId: z.number().int() }),
  /** To each operator: a side of a conversation reported it. */
  "operator-conversation-reported": z.object({ conversationId: z.number().int() }),
  /** To a return's buyer or seller (issue 49): a step of the return, read again when sent. */
  "return-news": z.object({ eventId: z.number().int(), side: z.enum(["buyer", "seller"]) }),
  /** To each operator: a return waits for them (escalated, the store's own part asked or sent back). */
  "operator-return": z.object({ eventId: z.number().int() }),
  /** To a claim's buyer or seller (issue 49, decision 052): the other side wrote, or the store decided. */
  "claim-news": z.object({ eventId: z.number().int(), side: z.enum(["buyer", "seller"]) }),
  /** To each operator: a claim was opened, or a side wrote in one waiting for a decision. */
  "operator-claim": z.object({ eventId: z.number().int() }),
  /** To each operator, once a day: what waited when the day's digest was written (the Overview's counts). */
  "operator-digest": z.object({
    day: z.string(),
    awaiting: z.number().int(),
    storeParcels: z.number().int(),
    lateParcels: z.number().int(),
    shipDays: z.number().int(),
    payoutSellers: z.number().int(),
    payoutCents: z.number().int(),
    lowStock: z.number().int(),
  }),
  /** To an address typed into the newsletter's form (decision 057): the link to confirm; the token is erased once sent. */
  "newsletter-confirm": z.object({ token: z.string().nullable() }),
  /** To a confirmed subscriber: a campaign in their language, with their signed unsubscribe link. */
  "newsletter-campaign": z.object({ campaignId: z.number().int(), subscriptionId: z.number().int() }),
  /** To the operator who asked: a campaign as a subscriber in the row's language will read it (marked as a test). */
  "newsletter-test": z.object({ campaignId: z.number().int() }),
} as const;

export type MailKind = keyof typeof mailPayloads;
export type MailPayload<K extends MailKind> = z.infer<(typeof mailPayloads)[K]>;

export const MAIL_KINDS = Object.keys(mailPayloads) as MailKind[];
