import { readLimitedText } from "~server/http/form-data";
import { applyPayPalWebhook } from "~server/payments/paypal-webhook";
import type { Route } from "./+types/paypal-webhook";

// PayPal's notices of captures and refunds (the store's webhook at PayPal points here): JSON, verified with PayPal.
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readLimitedText(request, 64 * 1024);
  const status =
    body === null ? 413 : await applyPayPalWebhook(context.db, context.paypal, request.headers, body, context.log);
  return new Response(null, { status });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
