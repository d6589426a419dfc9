import { data, redirect } from "react-router";
import { FETCHER_FIELD } from "~domain/fetcher-field";
import { type FormResult, parseForm } from "~domain/form";
import { stockAlertSchema, subscribeToStock } from "~server/catalog/stock-alerts";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/product-stock-alert";

export type StockAlertActionData = FormResult;

// Posted through a fetcher (marked by the field its script adds), the answer is data: the message beside the
// field with the address kept, or success. Without JavaScript the browser's own checks (`required`,
// `type=email`) come first, and the answer is a 303 back to the product with `?alert=subscribed|invalid|limited`.
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const viaFetcher = formData.get(FETCHER_FIELD) === "1";
  const back = (outcome: "subscribed" | "invalid" | "limited") =>
    redirect(`/shop/products/${encodeURIComponent(params.slug)}?alert=${outcome}#stock-alert`, 303);

  const parsed = parseForm(stockAlertSchema, formData);
  if (!parsed.ok) return viaFetcher ? data<StockAlertActionData>(parsed, 400) : back("invalid");
  const outcome = await subscribeToStock(
    context.db,
    params.slug,
    { email: parsed.data.email, locale: context.prefs.locale },
    { clientIp: context.clientIp, now: context.now },
  );
  if (outcome === "notFound") throw data(null, { status: 404 });
  if (outcome === "limited") {
    if (!viaFetcher) return back("limited");
    return data<StockAlertActionData>(
      { ok: false, errors: { email: "stockAlert.tooMany" }, values: parsed.values },
      429,
    );
  }
  // For sale again already: the product page shows it with its cart button; nothing to wait for.
  if (outcome === "inStock") return redirect(`/shop/products/${encodeURIComponent(params.slug)}`, 303);
  return viaFetcher ? data<StockAlertActionData>({ ok: true }) : back("subscribed");
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/shop/products/${encodeURIComponent(params.slug)}`);
}
