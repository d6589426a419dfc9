import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { ListingForm } from "~/components/listings/listing-form";
import { useTranslation } from "~/i18n/translation";
import { listingIdParam, listingPageAction, STORE_DESK } from "~/lib/listing-action.server";
import { productPath } from "~domain/catalog-links";
import { valuesOfListing } from "~domain/listing-input";
import { requireOperator } from "~server/accounts/sessions";
import { listingOptions } from "~server/listings/listing-options";
import { listingOfOwner } from "~server/listings/listings";
import type { Route } from "./+types/edit-product";

// One of the store's own products, changed with the sellers' listing form (decision 046).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const productId = listingIdParam(params.productId);
  // A seller's product is not the store's to change here: answered like a missing one.
  const listing = await listingOfOwner(context.db, context.media, { store: operator }, productId);
  if (!listing) throw data(null, { status: 404 });
  return {
    listing: {
      id: listing.id,
      slug: listing.slug,
      name: listing.name,
      images: listing.images,
      values: valuesOfListing(listing),
    },
    options: await listingOptions(context.db, context.prefs.locale),
  };
}

export const action = (args: Route.ActionArgs) => listingPageAction(args, STORE_DESK);

export default function AdminEditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, options } = loaderData;
  return (
    <AdminLayout title={t("listings.editTitle", { name: listing.name })}>
      <p className="text-sm">
        <Link to={productPath(listing.slug)} className="text-brand-700 hover:underline">
          {t("listings.viewInStore")}
        </Link>
      </p>
      <ListingForm
        key={listing.id}
        mode="edit"
        doneUrl="/admin/products"
        options={options}
        values={actionData?.values ?? listing.values}
        storedImages={listing.images}
        refused={actionData}
        uploadUrl={`/admin/products/${listing.id}/upload`}
      />
    </AdminLayout>
  );
}
