import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressCard } from "~/components/account/address-card";
import { addressOfUser } from "~server/accounts/addresses";
import { requireUser } from "~server/accounts/sessions";
import type { Route } from "./+types/address";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const id = idSchema.safeParse(params.addressId);
  // Someone else's address is answered like a missing one.
  const address = id.success ? await addressOfUser(context.db, user.id, id.data) : null;
  if (!address) throw data(null, { status: 404 });
  return { address };
}

export default function Address({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("accountNav.addresses")}>
      <AddressCard address={loaderData.address} />
    </AccountLayout>
  );
}
