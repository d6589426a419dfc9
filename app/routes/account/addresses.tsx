import { data, Form, Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressCard } from "~/components/account/address-card";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { EmptyState } from "~/components/ui/empty-state";
import { FormSuccess } from "~/components/ui/form-success";
import { useTranslation } from "~/i18n/translation";
import { MAX_ADDRESSES } from "~domain/address-book";
import { parseForm } from "~domain/form";
import { z } from "~domain/zod";
import { addressesOfUser, deleteAddress, setDefaultAddress } from "~server/accounts/addresses";
import { requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/addresses";

const actionSchema = z.object({
  intent: z.enum(["default", "delete"]),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // After the address form saved, it comes back here with ?saved=added|updated.
  const saved = new URL(request.url).searchParams.get("saved");
  const message = saved === "added" || saved === "updated" ? `addresses.${saved}` : undefined;
  return { addresses: await addressesOfUser(context.db, user.id), message };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const parsed = parseForm(actionSchema, await readForm(request));
  if (!parsed.ok) throw data(null, { status: 400 });
  const { intent, id } = parsed.data;
  // Someone else's address is answered like a missing one.
  const done =
    intent === "delete"
      ? await deleteAddress(context.db, user.id, id)
      : await setDefaultAddress(context.db, user.id, id);
  if (!done) throw data(null, { status: 404 });
  return { message: intent === "delete" ? "addresses.deleted" : "addresses.madeDefault" };
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { addresses } = loaderData;
  const canAdd = addresses.length < MAX_ADDRESSES;
  return (
    <AccountLayout title={t("accountNav.addresses")}>
      <FormSuccess message={actionData?.message ?? loaderData.message} />
      {addresses.length === 0 ? (
        <EmptyState
          message={t("addresses.empty")}
          action={{ to: "/account/addresses/new", label: t("addresses.add") }}
        />
      ) : (
        <>
          {canAdd ? (
            <Link to="/account/addresses/new" className="btn btn-primary mb-4">
              {t("addresses.add")}
            </Link>
          ) : (
            <p className="mb-4 text-gray-600">{t("addresses.errors.tooMany")}</p>
          )}
          <ul className="grid gap-4 md:grid-cols-2">
            {addresses.map((address) => {
              const who = `${address.firstName} ${address.lastName}`;
              return (
                <li key={address.id}>
                  <AddressCard address={address}>
                    <Link
                      to={`/account/addresses/${address.id}`}
                      className="btn btn-outline"
                      aria-label={t("addresses.editOf", { name: who })}
                    >
                      {t("addresses.edit")}
                    </Link>
                    {address.isDefault ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="default" />
                        <input type="hidden" name="id" value={address.id} />
                        <button
                          type="submit"
                          className="btn btn-outline"
                          aria-label={t("addresses.makeDefaultOf", { name: who })}
                        >
                          {t("addresses.makeDefault")}
                        </button>
                      </Form>
                    )}
                    <ConfirmForm
                      fields={{ intent: "delete", id: String(address.id) }}
                      label={t("addresses.delete")}
                      accessibleLabel={t("addresses.deleteOf", { name: who })}
                      buttonClassName="btn btn-outline text-red-700"
                      title={t("addresses.deleteTitle")}
                      description={t("addresses.deleteQuestion", { name: who })}
                      confirmLabel={t("addresses.delete")}
                    />
                  </AddressCard>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </AccountLayout>
  );
}
