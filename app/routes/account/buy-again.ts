import { data, redirect } from "react-router";
import { parseForm } from "~domain/form";
import { requireUser } from "~server/accounts/sessions";
import { withFlash } from "~server/http/flash";
import { readForm } from "~server/http/form-data";
import { buyAgain } from "~server/orders/buy-again";
import { buyAgainFormSchema } from "~server/orders/cancel-input";
import type { Route } from "./+types/buy-again";

// Buy again is a post from the order's page; this address read (after signing in, say) goes to that page.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/account/orders/${encodeURIComponent(params.orderId)}`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const parsed = parseForm(buyAgainFormSchema, await readForm(request));
  if (!parsed.ok) throw data(null, { status: 400 });
  const report = await buyAgain(context.db, user.id, params.orderId, context.prefs.locale);
  // Another user's order number is answered exactly like one that does not exist, and adds nothing.
  if (!report) throw data(null, { status: 404 });
  // Both before and after the scripts: to the cart, which says what changed since the order (its loader reads the flash).
  const said = { key: "orders.boughtAgain", code: report.number } as const;
  return redirect("/shop/cart", { status: 303, headers: withFlash(request, said) });
}
