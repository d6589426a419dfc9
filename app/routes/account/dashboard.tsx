import { Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressCard } from "~/components/account/address-card";
import { OrderTable } from "~/components/account/order-table";
import { Avatar } from "~/components/layout/account-summary";
import { SellerPanel } from "~/components/sales/seller-panel";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { addressesOfUser } from "~server/accounts/addresses";
import { requireUser } from "~server/accounts/sessions";
import { latestOrdersOfUser } from "~server/orders/history";
import { sellerSummary } from "~server/orders/seller-summary";
import { displayCurrency } from "~server/prefs/currencies";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request, context.media);
  const [orders, addresses, selling] = await Promise.all([
    latestOrdersOfUser(context.db, user.id, 3),
    addressesOfUser(context.db, user.id),
    displayCurrency(context.db, context.prefs.currency).then((currency) =>
      sellerSummary(context.db, user.id, currency).then((summary) => (summary ? { summary, currency } : null)),
    ),
  ]);
  return {
    user,
    // Arrived from a password reset: say it worked, and what it did.
    passwordReset: new URL(request.url).searchParams.has("passwordReset"),
    orders,
    selling,
    defaultAddress: addresses.find((address) => address.isDefault) ?? null,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, orders, defaultAddress, selling, passwordReset } = loaderData;
  return (
    <AccountLayout title={t("accountNav.dashboard")}>
      {passwordReset ? (
        <div className="mb-4">
          <FormSuccess message="reset.done" />
        </div>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <section className="card flex flex-col items-center p-5 text-center" aria-labelledby="dashboard-profile">
          <Avatar user={user} size={96} />
          <h2 id="dashboard-profile" className="mt-3 text-lg font-bold">
            {user.displayName}
          </h2>
          <p className="text-gray-600">{user.email}</p>
          <Link to="/account/profile" className="btn btn-outline mt-4">
            {t("accountNav.profile")}
          </Link>
        </section>
        <section aria-labelledby="dashboard-address">
          <h2 id="dashboard-address" className="mb-2 text-lg font-bold">
            {t("addresses.default")}
          </h2>
          {defaultAddress ? (
            <AddressCard address={defaultAddress}>
              <Link to={`/account/addresses/${defaultAddress.id}`} className="btn btn-outline">
                {t("addresses.edit")}
              </Link>
            </AddressCard>
          ) : (
            <div className="card p-5">
              <p className="text-gray-600">{t("addresses.empty")}</p>
              <Link to="/account/addresses/new" className="btn btn-outline mt-4">
                {t("addresses.add")}
              </Link>
            </div>
          )}
        </section>
      </div>
      {selling ? <SellerPanel summary={selling.summary} currency={selling.currency} /> : null}
      <section className="card mt-6 p-5" aria-labelledby="dashboard-orders">
        <h2 id="dashboard-orders" className="mb-3 text-lg font-bold">
          {t("orders.recent")}
        </h2>
        {orders.length > 0 ? (
          <OrderTable orders={orders} caption={t("orders.recent")} />
        ) : (
          <p className="text-gray-600">{t("orders.empty")}</p>
        )}
      </section>
    </AccountLayout>
  );
}
