import { data, Link, redirect } from "react-router";
import { OrderDetails } from "~/components/orders/order-details";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { currentSession } from "~server/accounts/sessions";
import { placedOrder } from "~server/orders/history";
import type { Route } from "./+types/checkout-success";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, media } = context;
  const url = new URL(request.url);
  const number = url.searchParams.get("order");
  // With no order to show, the shopper goes to the cart.
  if (!number || !/^\d{1,20}$/.test(number)) throw redirect("/shop/cart");
  const session = await currentSession(db, request);
  const user = session?.user ?? null;
  const found = await placedOrder(db, media, number, { userId: user?.id ?? null, sessionId: session?.id ?? null });
  if (found.needsSignIn) {
    throw redirect(`/account/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  }
  // Someone else's order reads as one that does not exist.
  if (!found.order) throw data(null, { status: 404 });
  return { detail: found.order, signedIn: user !== null };
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail, signedIn } = loaderData;
  return (
    <div className="container-store py-6">
      <PageHeader title={t("checkout.successTitle")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <div className="mb-6 rounded-md border border-green-200 bg-green-50 p-4 text-green-900" role="status">
        <p className="text-lg font-bold">{t("checkout.thankYou")}</p>
        <p className="text-sm">{t("checkout.successNote", { email: detail.order.email })}</p>
      </div>
      <OrderDetails detail={detail} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/shop/catalog" className="btn btn-primary">
          {t("cart.continue")}
        </Link>
        {signedIn ? (
          <Link to="/account/orders" className="btn btn-outline">
            {t("accountNav.orders")}
          </Link>
        ) : (
          <Link to="/shop/track-order" className="btn btn-outline">
            {t("track.title")}
          </Link>
        )}
      </div>
    </div>
  );
}
