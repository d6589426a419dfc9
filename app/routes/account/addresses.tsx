import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressCard } from "~/components/account/address-card";
import { EmptyState } from "~/components/ui/empty-state";
import { addressesOfUser } from "~server/accounts/addresses";
import { requireUser } from "~server/accounts/sessions";
import type { Route } from "./+types/addresses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return { addresses: await addressesOfUser(context.db, user.id) };
}

export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { addresses } = loaderData;
  return (
    <AccountLayout title={t("accountNav.addresses")}>
      {addresses.length === 0 ? (
        <EmptyState message={t("addresses.empty")} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <Link to={`/account/addresses/${address.id}`} className="block hover:opacity-90">
                <AddressCard address={address} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
