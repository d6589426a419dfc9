// A stand-in for PayPal's REST API in tests: the calls the store makes (OAuth token, Orders v2 create/show/capture,
// Payments v2 show capture/refund, Webhooks v1 verify-webhook-signature) answered with the documented request and
// response shapes, and PayPal's approval page (a page with Pay and Cancel that sends the buyer back). A repeated
// PayPal-Request-Id is answered as the first time, as PayPal does. Run on its own for the browser tests:
//   tsx tests/support/paypal-server.ts <port>
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";

import { PAYPAL_TEST_CLIENT } from "./paypal-test-client";

type Money = { currency_code: string; value: string };
/** Orders v2's amount with the parts it is made of (the store sends item_total, shipping and tax_total). */
type Amount = Money & { breakdown?: Partial<Record<"item_total" | "shipping" | "tax_total" | "discount", Money>> };
type Capture = {
  id: string;
  status: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  supplementary_data: { related_ids: { order_id: string } };
  refunded: number;
};
type PayPalOrder = {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  unit: { custom_id?: string; invoice_id?: string; amount: Amount };
  returnUrl: string;
  cancelUrl: string;
  captures: Capture[];
};

const newId = (length = 17) => randomBytes(length).toString("hex").toUpperCase().slice(0, length);
const cents = (value: string) => Math.round(Number(value) * 100);
const value = (minor: number) => (minor / 100).toFixed(2);

export type PayPalStandIn = {
  url: string;
  orders: Map<string, PayPalOrder>;
  captures: Map<string, Capture>;
  /** Every call, in order: method, path and PayPal-Request-Id. */
  calls: { method: string; path: string; requestId: string | undefined }[];
  /** The next capture is refused as a declined card (422 INSTRUMENT_DECLINED). */
  declineNextCapture(): void;
  /** What a buyer does on the approval page, without a browser: the address PayPal sends them back to. */
  approve(paypalOrderId: string): string;
  /** PayPal captures an approved order by itself (as after a buyer closed the tab), without being asked. */
  captureBehindTheScenes(paypalOrderId: string): Capture;
  /** Posts a webhook notice to the store as PayPal would, signed so that verify-webhook-signature accepts it. */
  notify(
    storeWebhookUrl: string,
    eventType: string,
    resource: unknown,
    options?: { forged?: boolean },
  ): Promise<number>;
  close(): Promise<void>;
};

export async function startPayPalStandIn(port = 0): Promise<PayPalStandIn> {
  const orders = new Map<string, PayPalOrder>();
  const captures = new Map<string, Capture>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const calls: PayPalStandIn["calls"] = [];
  const tokens = new Set<string>();
  let declineNext = false;
  let base = "";

  const representation = (order: PayPalOrder) => ({
    id: order.id,
    status: order.status,
    links: [
      { rel: "self", href: `${base}/v2/checkout/orders/${order.id}`, method: "GET" },
      { rel: "payer-action", href: `${base}/checkoutnow?token=${order.id}`, method: "GET" },
    ],
    purchase_units: [
      {
        ...order.unit,
        payments: order.captures.length > 0 ? { captures: order.captures.map(captureBody) } : undefined,
      },
    ],
  });
  const captureBody = ({ refunded: _refunded, ...capture }: Capture) => capture;
  const refundBody = (id: string, capture: Capture, amount: Money) => ({
    id,
    status: "COMPLETED",
    amount,
    links: [
      { rel: "self", href: `${base}/v2/payments/refunds/${id}`, method: "GET" },
      { rel: "up", href: `${base}/v2/payments/captures/${capture.id}`, method: "GET" },
    ],
  });
  const issue = (name: string) => ({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: name }] });

  function capture(order: PayPalOrder): Capture {
    const made: Capture = {
      id: newId(),
      status: "COMPLETED",
      amount: order.unit.amount,
      custom_id: order.unit.custom_id,
      invoice_id: order.unit.invoice_id,
      supplementary_data: { related_ids: { order_id: order.id } },
      refunded: 0,
    };
    order.captures.push(made);
    order.status = "COMPLETED";
    captures.set(made.id, made);
    return made;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", base);
    const requestId = req.headers["paypal-request-id"] as string | undefined;
    calls.push({ method: req.method ?? "GET", path: url.pathname, requestId });
    const send = (status: number, answer: unknown) => {
      if (requestId && req.method === "POST" && status < 500)
        answered.set(`${url.pathname}:${requestId}`, { status, body: answer });
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
    };
    const seen = requestId ? answered.get(`${url.pathname}:${requestId}`) : undefined;
    if (seen && req.method === "POST") return send(seen.status, seen.body);

    if (url.pathname === "/checkoutnow" && req.method === "GET") {
      const order = orders.get(url.searchParams.get("token") ?? "");
      if (!order) return res.writeHead(404).end("No such order");
      const { currency_code, value: amount } = order.unit.amount;
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><title>PayPal (test stand-in)</title></head><body><main>
<h1>Pay with PayPal (test stand-in)</h1><p>Tool Store asks <strong>${currency_code} ${amount}</strong>.</p>
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${order.id}">
<button type="submit">Pay Now</button></form>
<form method="post" action="/checkoutnow/cancel"><input type="hidden" name="token" value="${order.id}">
<button type="submit">Cancel and return to Tool Store</button></form></main></body></html>`);
      return;
    }
    if (url.pathname === "/checkoutnow/approve" || url.pathname === "/checkoutnow/cancel") {
      const token = new URLSearchParams(body).get("token") ?? "";
      const order = orders.get(token);
      if (!order) return res.writeHead(404).end("No such order");
      const to = url.pathname.endsWith("approve") ? approveOrder(order) : `${order.cancelUrl}&token=${order.id}`;
      return res.writeHead(303, { Location: to }).end();
    }

    if (url.pathname === "/favicon.ico") return res.writeHead(404).end();
    if (url.pathname === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${PAYPAL_TEST_CLIENT.id}:${PAYPAL_TEST_CLIENT.secret}`).toString("base64")}`;
      if (req.headers.authorization !== expected || body !== "grant_type=client_credentials") {
        return send(401, { error: "invalid_client", error_description: "Client Authentication failed" });
      }
      const token = `A21AA${newId(30)}`;
      tokens.add(token);
      return send(200, {
        scope: "https://uri.paypal.com/services/payments",
        access_token: token,
        token_type: "Bearer",
        expires_in: 32400,
      });
    }
    if (!tokens.has((req.headers.authorization ?? "").replace(/^Bearer /, ""))) {
      return send(401, {
        name: "AUTHENTICATION_FAILURE",
        message: "Authentication failed due to invalid authentication credentials.",
      });
    }
    const json = body ? (JSON.parse(body) as Record<string, never>) : {};

    if (url.pathname === "/v2/checkout/orders" && req.method === "POST") {
      const unit = (json.purchase_units as unknown as PayPalOrder["unit"][])[0]!;
      // PayPal refuses a breakdown that does not add up to the amount (Orders v2: AMOUNT_MISMATCH).
      const parts = unit.amount.breakdown;
      if (parts) {
        const sum =
          cents(parts.item_total?.value ?? "0") +
          cents(parts.shipping?.value ?? "0") +
          cents(parts.tax_total?.value ?? "0") -
          cents(parts.discount?.value ?? "0");
        if (sum !== cents(unit.amount.value)) return send(422, issue("AMOUNT_MISMATCH"));
      }
      const context = (json.payment_source as unknown as { paypal: { experience_context: Record<string, string> } })
        .paypal.experience_context;
      const order: PayPalOrder = {
        id: newId(),
        status: "PAYER_ACTION_REQUIRED",
        unit: { custom_id: unit.custom_id, invoice_id: unit.invoice_id, amount: unit.amount },
        returnUrl: context.return_url!,
        cancelUrl: context.cancel_url!,
        captures: [],
      };
      orders.set(order.id, order);
      return send(200, representation(order));
    }
    const orderPath = url.pathname.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/);
    if (orderPath) {
      const order = orders.get(orderPath[1]!);
      if (!order) return send(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
      if (!orderPath[2]) return send(200, representation(order));
      if (order.status === "COMPLETED") return send(422, issue("ORDER_ALREADY_CAPTURED"));
      if (order.status !== "APPROVED") return send(422, issue("ORDER_NOT_APPROVED"));
      if (declineNext) {
        declineNext = false;
        return send(422, issue("INSTRUMENT_DECLINED"));
      }
      capture(order);
      return send(201, representation(order));
    }
    const capturePath = url.pathname.match(/^\/v2\/payments\/captures\/([A-Z0-9]+)(\/refund)?$/);
    if (capturePath) {
      const found = captures.get(capturePath[1]!);
      if (!found) return send(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
      if (!capturePath[2]) return send(200, captureBody(found));
      const amount = (json.amount as unknown as Money | undefined) ?? {
        currency_code: found.amount.currency_code,
        value: value(cents(found.amount.value) - found.refunded),
      };
      if (cents(amount.value) + found.refunded > cents(found.amount.value)) {
        return send(422, issue("REFUND_AMOUNT_EXCEEDED"));
      }
      found.refunded += cents(amount.value);
      if (found.refunded === cents(found.amount.value)) found.status = "REFUNDED";
      else found.status = "PARTIALLY_REFUNDED";
      return send(201, refundBody(newId(), found, amount));
    }
    if (url.pathname === "/v1/notifications/verify-webhook-signature") {
      const ok =
        json.webhook_id === PAYPAL_TEST_CLIENT.webhookId && json.transmission_sig === `sig-${json.transmission_id}`;
      return send(200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    send(404, { name: "RESOURCE_NOT_FOUND" });
  }

  function approveOrder(order: PayPalOrder): string {
    if (order.status === "PAYER_ACTION_REQUIRED") order.status = "APPROVED";
    return `${order.returnUrl}&token=${order.id}&PayerID=TESTBUYER01`;
  }

  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      handle(req, res, body).catch((error: Error) => {
        res
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ name: "INTERNAL_SERVER_ERROR", message: error.message }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;

  return {
    url: base,
    orders,
    captures,
    calls,
    declineNextCapture() {
      declineNext = true;
    },
    approve(paypalOrderId) {
      const order = orders.get(paypalOrderId);
      if (!order) throw new Error(`no PayPal order ${paypalOrderId}`);
      return approveOrder(order);
    },
    captureBehindTheScenes(paypalOrderId) {
      const order = orders.get(paypalOrderId);
      if (!order) throw new Error(`no PayPal order ${paypalOrderId}`);
      return capture(order);
    },
    async notify(storeWebhookUrl, eventType, resource, { forged = false } = {}) {
      const transmission = newId(20);
      const event = {
        id: `WH-${newId(20)}`,
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type: "capture",
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const response = await fetch(storeWebhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "paypal-auth-algo": "SHA256withRSA",
          "paypal-cert-url": `${base}/v1/notifications/certs/CERT-TEST`,
          "paypal-transmission-id": transmission,
          "paypal-transmission-sig": forged ? "not-a-signature" : `sig-${transmission}`,
          "paypal-transmission-time": new Date().toISOString(),
        },
        body: JSON.stringify(event),
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The capture as a webhook's resource carries it. */
export function captureResource(capture: Capture) {
  const { refunded: _refunded, ...resource } = capture;
  return resource;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const standIn = await startPayPalStandIn(Number(process.argv[2] ?? 0));
  process.stdout.write(`PayPal stand-in at ${standIn.url}\n`);
}
