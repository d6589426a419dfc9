import type { PayPalBreakdown } from "~domain/paypal-charge";
import { z } from "~domain/zod";
import type { PayPalAccount } from "./paypal-account";

// PayPal's REST API as documented (developer.paypal.com: Orders v2, Payments v2, Webhooks v1): the few calls the store
// makes, each answer checked by a schema before anything reads it. Every call that moves money carries a
// PayPal-Request-Id, so a retry of it (a crash, a timeout, a second click) is answered with the first result.

/** Why a call did not give what was asked: PayPal's error name (e.g. INSTRUMENT_DECLINED) and HTTP status. */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal answered ${status}: ${issue}`);
  }
}

const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string() });

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number() });

export const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: money,
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }) }).optional(),
});
export type PayPalCapture = z.infer<typeof captureSchema>;

const orderAnswer = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(link).default([]),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(captureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
});
export type PayPalOrder = z.infer<typeof orderAnswer>;

export const refundSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: money.optional(),
  /** Among them `up`: the capture it refunds. */
  links: z.array(link).default([]),
});
export type PayPalRefund = z.infer<typeof refundSchema>;

const errorAnswer = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

// A token serves many calls (PayPal says how long); kept per process, it is only a saving: a process without one asks.
const tokens = new WeakMap<PayPalAccount, { value: string; until: number }>();

async function accessToken(account: PayPalAccount): Promise<string> {
  const kept = tokens.get(account);
  if (kept && kept.until > Date.now()) return kept.value;
  const basic = Buffer.from(`${account.clientId}:${account.clientSecret}`).toString("base64");
  const response = await fetch(`${account.apiUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new PayPalError(response.status, "AUTHENTICATION_FAILURE");
  const token = tokenAnswer.parse(await response.json());
  tokens.set(account, { value: token.access_token, until: Date.now() + (token.expires_in - 60) * 1000 });
  return token.access_token;
}

/** One call of the REST API, its answer checked by `schema`; PayPal's refusals become a PayPalError. */
async function call<S extends z.ZodType>(
  account: PayPalAccount,
  schema: S,
  path: string,
  options: { method?: "GET" | "POST"; body?: unknown; requestId?: string } = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${await accessToken(account)}`,
    "Content-Type": "application/json",
    Prefer: "return=representation",
  };
  if (options.requestId) headers["PayPal-Request-Id"] = options.requestId;
  const response = await fetch(`${account.apiUrl}${path}`, {
    method: options.method ?? "POST",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorAnswer.safeParse(answer);
    const issue = error.success ? (error.data.details?.[0]?.issue ?? error.data.name ?? "UNKNOWN") : "UNKNOWN";
    throw new PayPalError(response.status, issue);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new PayPalError(response.status, "UNEXPECTED_ANSWER");
  return parsed.data;
}

/** Amounts as PayPal writes them: minor units as a decimal string ("12.30"). */
export function paypalValue(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

/** A PayPal amount back in minor units, or null when it is not a plain two-decimal amount. */
export function minorOfPaypalValue(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

export type NewPayPalOrder = {
  /** Our order's id (PayPal hands it back in every capture as custom_id) and number (the buyer sees it). */
  orderId: number;
  orderNumber: string;
  amountCents: number;
  currencyCode: string;
  /** What the amount is made of (goods, shipping, tax), when it is the whole order's (paypalBreakdown). */
  breakdown: PayPalBreakdown | null;
  returnUrl: string;
  cancelUrl: string;
  locale: string;
  requestId: string;
};

/** Orders v2's `amount.breakdown`: item_total + shipping + tax_total, each in the amount's currency. */
function breakdownOf({ breakdown, currencyCode }: NewPayPalOrder) {
  if (!breakdown) return {};
  const money = (minor: number) => ({ currency_code: currencyCode, value: paypalValue(minor) });
  return {
    breakdown: {
      item_total: money(breakdown.itemTotal),
      shipping: money(breakdown.shipping),
      tax_total: money(breakdown.taxTotal),
    },
  };
}

/** Creates a PayPal order to capture at once once approved; the buyer approves it at its `payer-action` link. */
export function createPayPalOrder(account: PayPalAccount, order: NewPayPalOrder) {
  return call(account, orderAnswer, "/v2/checkout/orders", {
    requestId: order.requestId,
    body: {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: order.orderNumber,
          custom_id: String(order.orderId),
          invoice_id: order.orderNumber,
          description: `Tool Store order ${order.orderNumber}`,
          amount: { currency_code: order.currencyCode, value: paypalValue(order.amountCents), ...breakdownOf(order) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: "Tool Store",
            locale: order.locale,
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            return_url: order.returnUrl,
            cancel_url: order.cancelUrl,
          },
        },
      },
    },
  });
}

export function showPayPalOrder(account: PayPalAccount, paypalOrderId: string) {
  return call(account, orderAnswer, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, { method: "GET" });
}

export function showCapture(account: PayPalAccount, captureId: string) {
  return call(account, captureSchema, `/v2/payments/captures/${encodeURIComponent(captureId)}`, { method: "GET" });
}

/** Captures an approved PayPal order; the same request id captures it once however often it is sent. */
export function capturePayPalOrder(account: PayPalAccount, paypalOrderId: string) {
  return call(account, orderAnswer, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
    requestId: `capture-${paypalOrderId}`,
    body: {},
  });
}

/** Refunds part or all of a capture; the same request id refunds once. */
export function refundPayPalCapture(
  account: PayPalAccount,
  captureId: string,
  amount: { cents: number; currencyCode: string },
  requestId: string,
) {
  return call(account, refundSchema, `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
    requestId,
    body: { amount: { currency_code: amount.currencyCode, value: paypalValue(amount.cents) } },
  });
}

/** The headers PayPal signs a webhook notice with (they must all be there). */
export const WEBHOOK_HEADERS = [
  "paypal-auth-algo",
  "paypal-cert-url",
  "paypal-transmission-id",
  "paypal-transmission-sig",
  "paypal-transmission-time",
] as const;

/** Asks PayPal whether a webhook notice is theirs and for this store's webhook (its id). */
export async function verifyWebhook(
  account: PayPalAccount & { webhookId: string },
  headers: Headers,
  event: unknown,
): Promise<boolean> {
  const [algo, certUrl, id, signature, time] = WEBHOOK_HEADERS.map((name) => headers.get(name));
  if (!algo || !certUrl || !id || !signature || !time) return false;
  const answer = await call(
    account,
    z.object({ verification_status: z.string() }),
    "/v1/notifications/verify-webhook-signature",
    {
      body: {
        auth_algo: algo,
        cert_url: certUrl,
        transmission_id: id,
        transmission_sig: signature,
        transmission_time: time,
        webhook_id: account.webhookId,
        webhook_event: event,
      },
    },
  );
  return answer.verification_status === "SUCCESS";
}

/** The approval page's address of a PayPal order just created. */
export function approvalLink(order: PayPalOrder): string | null {
  return order.links.find((entry) => entry.rel === "payer-action" || entry.rel === "approve")?.href ?? null;
}
