import { AdminLayout } from "~/components/admin/admin-layout";
import { ListingForm } from "~/components/listings/listing-form";
import { useTranslation } from "~/i18n/translation";
import { listingPageAction, STORE_DESK } from "~/lib/listing-action.server";
import { emptyListing } from "~domain/listing-input";
import { requireOperator } from "~server/accounts/sessions";
import { listingOptions } from "~server/listings/listing-options";
import type { Route } from "./+types/create-product";

// A product sold by the store itself, with the sellers' listing form (decision 046).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  const { locale } = context.prefs;
  return { options: await listingOptions(context.db, locale), values: emptyListing(locale) };
}

export const action = (args: Route.ActionArgs) => listingPageAction(args, STORE_DESK);

export default function AdminCreateProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("admin.products.add")}>
      <ListingForm
        mode="create"
        doneUrl="/admin/products"
        options={loaderData.options}
        values={actionData?.values ?? loaderData.values}
        storedImages={[]}
        refused={actionData}
        uploadUrl="/admin/products/upload"
      />
    </AdminLayout>
  );
}
