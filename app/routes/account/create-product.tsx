import { AccountLayout } from "~/components/account/account-layout";
import { ListingForm } from "~/components/listings/listing-form";
import { useTranslation } from "~/i18n/translation";
import { listingPageAction } from "~/lib/listing-action.server";
import { emptyListing } from "~domain/listing-input";
import { requireUser } from "~server/accounts/sessions";
import { listingOptions } from "~server/listings/listing-options";
import type { Route } from "./+types/create-product";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context.db, request);
  const { locale } = context.prefs;
  return { options: await listingOptions(context.db, locale), values: emptyListing(locale) };
}

export const action = (args: Route.ActionArgs) => listingPageAction(args);

export default function CreateProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("accountNav.createProduct")}>
      <ListingForm
        mode="create"
        doneUrl="/account/myProducts"
        options={loaderData.options}
        values={actionData?.values ?? loaderData.values}
        storedImages={[]}
        refused={actionData}
        uploadUrl="/account/listings"
      />
    </AccountLayout>
  );
}
