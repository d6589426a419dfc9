import { discountShares } from "./coupon-discount";
import { dayField } from "./day-field";
import { optionalText, requiredText } from "./form-fields";
import { minorUnitsOf } from "./payment-input";
import { z } from "./zod";

// Returns (issue 49, decision 048): a buyer sends back some units of a shipped or completed part; its seller (the
// operator for the store's own parts) accepts or refuses; an accepted return is sent, received and refunded. The money
// rules live here, without I/O, so the request form, the seller's page and the refund compute the same figures.

export const RETURN_REASONS = ["changed-mind", "damaged", "not-as-described", "wrong-item", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * Requested → Accepted or Refused (by the seller); Refused or unanswered → Escalated to the operator, who accepts or
 * closes it; Accepted → Sent (by the buyer) → Refund due (received by the seller) → Refunded.
 */
export const RETURN_STATUSES = [
  "requested",
  "accepted",
  "refused",
  "escalated",
  "sent",
  "refund-due",
  "refunded",
  "closed",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Who did a step of a return. `store`: the escalation pass, for a request nobody answered in time. */
export const RETURN_ACTORS = ["buyer", "seller", "operator", "store"] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];

/** Statuses whose units count as sent back or on their way: a refused or closed return frees its units again. */
export const LIVE_RETURN_STATUSES: readonly ReturnStatus[] = [
  "requested",
  "accepted",
  "escalated",
  "sent",
  "refund-due",
  "refunded",
];

/** What each side may do next, by status. The seller's moves are the operator's too, for the store's own parts. */
const MOVES = {
  accept: { from: ["requested", "escalated"], to: "accepted" },
  refuse: { from: ["requested"], to: "refused" },
  escalate: { from: ["refused"], to: "escalated" },
  close: { from: ["escalated"], to: "closed" },
  send: { from: ["accepted"], to: "sent" },
  receive: { from: ["sent"], to: "refund-due" },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>;
export type ReturnMove = keyof typeof MOVES;

export function returnMoveTarget(move: ReturnMove, status: ReturnStatus): ReturnStatus | null {
  const { from, to } = MOVES[move];
  return (from as readonly ReturnStatus[]).includes(status) ? to : null;
}

/** The store's rules for returns, set by the operator: days from delivery, days a seller has to answer, the cap. */
export const RETURN_DAYS = { min: 14, max: 365, default: 30 } as const;
export const ANSWER_DAYS = { min: 1, max: 14, default: 3 } as const;
/** The most a seller may keep for return shipping on a "changed my mind" return, in US cents. */
export const RETURN_SHIPPING_MAX = { min: 0, max: 10_000, default: 800 } as const;

const wholeNumber = (bounds: { min: number; max: number }, message: string) =>
  z.preprocess(
    (typed) => (typeof typed === "string" && typed.trim() === "" ? undefined : typed),
    z.coerce.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message),
  );

export const returnSettingsSchema = z.object({
  /** Where buyers send back the store's own parcels. */
  address: optionalText(500),
  days: wholeNumber(RETURN_DAYS, "settings.errors.returnDays"),
  answerDays: wholeNumber(ANSWER_DAYS, "settings.errors.answerDays"),
  /** Typed in dollars and cents ("8.00"), kept in US cents. */
  shippingMaxCents: z.preprocess(
    (typed) => (typeof typed === "string" ? (minorUnitsOf(typed) ?? Number.NaN) : typed),
    z
      .number({ error: "settings.errors.returnShippingMax" })
      .int("settings.errors.returnShippingMax")
      .min(RETURN_SHIPPING_MAX.min, "settings.errors.returnShippingMax")
      .max(RETURN_SHIPPING_MAX.max, "settings.errors.returnShippingMax"),
  ),
});
export type ReturnSettings = z.infer<typeof returnSettingsSchema>;

export const DEFAULT_RETURN_SETTINGS: ReturnSettings = {
  address: undefined,
  days: RETURN_DAYS.default,
  answerDays: ANSWER_DAYS.default,
  shippingMaxCents: RETURN_SHIPPING_MAX.default,
};

export const RETURN_TEXT_MAX = 2000;
export const MAX_RETURN_PHOTOS = 3;

/** A quantity typed beside a line: empty is none. */
const quantityField = z.preprocess(
  (typed) => (typeof typed === "string" && typed.trim() === "" ? 0 : typed),
  z.coerce
    .number({ error: "returns.errors.quantity" })
    .int("returns.errors.quantity")
    .min(0, "returns.errors.quantity"),
);

/** The buyer's request: a quantity per order line (`qty.<line id>`), a reason and what happened. */
export const returnRequestSchema = z.object({
  part: z.coerce.number().int().positive(),
  qty: z.record(z.string().regex(/^\d{1,9}$/), quantityField).default({}),
  reason: z.enum(RETURN_REASONS, { error: "returns.errors.reason" }),
  text: requiredText(RETURN_TEXT_MAX),
  key: z.uuid(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

export const acceptReturnSchema = z.object({
  intent: z.literal("accept"),
  address: requiredText(500),
  instructions: optionalText(2000),
});
export const refuseReturnSchema = z.object({ intent: z.literal("refuse"), refusal: requiredText(2000) });
export const escalateReturnSchema = z.object({ intent: z.literal("escalate"), text: optionalText(2000) });
export const closeReturnSchema = z.object({ intent: z.literal("close"), refusal: requiredText(2000) });
export const sendReturnSchema = z.object({
  intent: z.literal("send"),
  carrier: requiredText(60),
  tracking: requiredText(60).regex(/^[A-Za-z0-9 -]+$/, "returns.errors.tracking"),
});
export const receiveReturnSchema = z.object({
  intent: z.literal("receive"),
  restock: z.literal("on").optional(),
  /** Kept for return shipping, in the order's currency, as typed ("4.50"); only for "changed my mind". */
  deduction: z
    .string()
    .trim()
    .default("")
    .transform((typed, context) => {
      if (typed === "") return 0;
      const minor = minorUnitsOf(typed);
      if (minor === null) {
        context.addIssue({ code: "custom", message: "returns.errors.deduction" });
        return z.NEVER;
      }
      return minor;
    }),
});
export const refundReturnSchema = z.object({
  intent: z.literal("refund"),
  reference: requiredText(100),
  occurredOn: dayField("payments.errors.day"),
});
export const returnActionSchema = z.discriminatedUnion("intent", [
  acceptReturnSchema,
  refuseReturnSchema,
  escalateReturnSchema,
  closeReturnSchema,
  sendReturnSchema,
  receiveReturnSchema,
  refundReturnSchema,
]);
export type ReturnActionInput = z.infer<typeof returnActionSchema>;

/** One line of a part as a return counts it: what it cost, how many were bought, sent back before, asked now. */
export type ReturnedLine = { totalCents: number; quantity: number; before: number; now: number };

/**
 * What the units asked now are worth, in the order's minor units. Each line's worth is its total less its share of the
 * part's discount (`discountShares`, as the order split it); n units of a line are worth floor(worth × n / quantity)
 * counted cumulatively, so a line returned in several goes adds up to its worth exactly. The part's shipping comes
 * back with the last unit of the part. Returning everything, in any number of returns, gives back the part's net.
 */
export function returnWorthCents(
  lines: readonly ReturnedLine[],
  part: { discountCents: number; shippingCents: number },
): number {
  const shares = discountShares(
    part.discountCents,
    lines.map((line) => line.totalCents),
  );
  const worths = lines.map((line, index) => line.totalCents - (shares[index] ?? 0));
  let cents = 0;
  lines.forEach((line, index) => {
    const worth = BigInt(worths[index] ?? 0);
    const units = BigInt(line.quantity);
    const upTo = (n: number) => (worth * BigInt(n)) / units;
    cents += Number(upTo(line.before + line.now) - upTo(line.before));
  });
  const allBack = lines.every((line) => line.before + line.now >= line.quantity);
  const someNow = lines.some((line) => line.now > 0);
  return cents + (allBack && someNow ? part.shippingCents : 0);
}

/** The day a return may last be asked for: `days` after delivery (or after shipping, while not marked delivered). */
export function returnOpenUntil(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * 86_400_000);
}
