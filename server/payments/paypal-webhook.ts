import { z } from "~domain/zod";
import type { Db } from "../db/handle";
import type { Logger } from "../log/logger";
import type { PayPalAccount } from "./paypal-account";
import { captureSchema, refundSchema, showCapture, verifyWebhook } from "./paypal-api";
import { applyCapture, applyRefund } from "./paypal-checkout";

const eventSchema = z.object({ id: z.string().min(1), event_type: z.string(), resource: z.unknown() });

/** The capture a refund belongs to: the last segment of its `up` link (…/v2/payments/captures/{id}). */
function captureIdOf(links: { href: string; rel: string }[]): string | null {
  const up = links.find((entry) => entry.rel === "up")?.href;
  const id = up?.match(/\/captures\/([A-Za-z0-9-]{1,64})$/)?.[1];
  return id ?? null;
}

/**
 * A notice from PayPal's webhook, as its route received it: answered with the HTTP status PayPal reads (200 taken,
 * 400 not PayPal's or not this store's, 404 webhooks not configured, 503 try again later: PayPal retries for days).
 * Only a notice PayPal confirms (verify-webhook-signature, against the store's webhook id) changes anything; captures
 * and refunds are recorded once under their PayPal ids, so a repeated or late notice changes nothing, and a refund
 * that arrives before its capture's notice records the capture first (read from PayPal).
 */
export async function applyPayPalWebhook(
  db: Db,
  account: PayPalAccount | null,
  headers: Headers,
  body: string,
  log: Pick<Logger, "warn">,
): Promise<number> {
  if (!account?.webhookId) return 404;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 400;
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return 400;
  try {
    if (!(await verifyWebhook({ ...account, webhookId: account.webhookId }, headers, json))) return 400;
    const { event_type: type, resource } = event.data;
    if (type === "PAYMENT.CAPTURE.COMPLETED" || type === "PAYMENT.CAPTURE.DENIED") {
      const capture = captureSchema.safeParse(resource);
      const paypalOrderId = capture.success ? capture.data.supplementary_data?.related_ids.order_id : undefined;
      if (capture.success && paypalOrderId) await applyCapture(db, account, paypalOrderId, capture.data, log);
    } else if (type === "PAYMENT.CAPTURE.REFUNDED" || type === "PAYMENT.CAPTURE.REVERSED") {
      const refund = refundSchema.safeParse(resource);
      const captureId = refund.success ? captureIdOf(refund.data.links) : null;
      if (refund.success && captureId && !(await applyRefund(db, captureId, refund.data))) {
        // Its capture's notice has not come yet: read the capture, record it, then the refund.
        const capture = await showCapture(account, captureId);
        const paypalOrderId = capture.supplementary_data?.related_ids.order_id;
        if (paypalOrderId && (await applyCapture(db, account, paypalOrderId, capture, log))) {
          await applyRefund(db, captureId, refund.data);
        }
      }
    }
    return 200;
  } catch (error) {
    log.warn(`PayPal webhook ${event.data.id}: ${error instanceof Error ? error.message : String(error)}`);
    return 503;
  }
}
