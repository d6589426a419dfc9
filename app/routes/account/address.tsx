import { data, redirect } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressForm } from "~/components/account/address-form";
import { FormAlert } from "~/components/ui/form-alert";
import { useTranslation } from "~/i18n/translation";
import { type FormFailure, type FormValues, parseForm } from "~domain/form";
import { z } from "~domain/zod";
import { addressOfUser, addressSchema, createAddress, updateAddress } from "~server/accounts/addresses";
import { countryOptions } from "~server/accounts/countries";
import { requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/address";

// `/account/addresses/new` adds one; `/account/addresses/{id}` changes one of the user's own.
const idSchema = z.union([z.literal("new"), z.coerce.number().int().positive().max(2_147_483_647)]);

async function ownAddress(db: Route.LoaderArgs["context"]["db"], userId: string, param: string | undefined) {
  const id = idSchema.safeParse(param);
  if (!id.success) throw data(null, { status: 404 });
  if (id.data === "new") return null;
  // Someone else's address is answered like a missing one.
  const address = await addressOfUser(db, userId, id.data);
  if (!address) throw data(null, { status: 404 });
  return address;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const address = await ownAddress(context.db, user.id, params.addressId);
  // A new address starts from the account's email.
  const values: FormValues = address
    ? {
        firstName: address.firstName,
        lastName: address.lastName,
        email: address.email,
        phone: address.phone,
        country: address.country,
        state: address.state,
        city: address.city,
        postcode: address.postcode,
        address: address.address,
        isDefault: address.isDefault ? "on" : "",
      }
    : { email: user.email };
  return { isNew: address === null, values, countries: countryOptions(context.prefs.locale) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const address = await ownAddress(context.db, user.id, params.addressId);
  const parsed = parseForm(addressSchema, await readForm(request));
  if (!parsed.ok) return data<FormFailure>(parsed, 400);
  if (address) {
    await updateAddress(context.db, user.id, address.id, parsed.data);
  } else {
    const created = await createAddress(context.db, user.id, parsed.data);
    if (!created.ok) {
      return data<FormFailure>({ ok: false, errors: {}, formError: created.error, values: parsed.values }, 409);
    }
  }
  return redirect(`/account/addresses?saved=${address ? "updated" : "added"}`);
}

export default function Address({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = loaderData.isNew ? t("addresses.add") : t("addresses.edit");
  return (
    <AccountLayout title={title}>
      <AddressForm
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        result={actionData}
        submitLabel={t("addresses.save")}
        countries={loaderData.countries}
      />
      <FormAlert id="address-error" message={actionData?.formError} />
    </AccountLayout>
  );
}
