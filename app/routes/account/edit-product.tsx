import { data, Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { ListingForm } from "~/components/listings/listing-form";
import { useTranslation } from "~/i18n/translation";
import { listingIdParam, listingPageAction } from "~/lib/listing-action.server";
import { valuesOfListing } from "~domain/listing-input";
import { requireUser } from "~server/accounts/sessions";
import { listingOptions } from "~server/listings/listing-options";
import { listingOfOwner } from "~server/listings/listings";
import type { Route } from "./+types/edit-product";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const productId = listingIdParam(params.productId);
  // Someone else's listing is answered like a missing one.
  const listing = await listingOfOwner(context.db, context.media, { seller: user.id }, productId);
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

export const action = (args: Route.ActionArgs) => listingPageAction(args);

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, options } = loaderData;
  return (
    <AccountLayout title={t("listings.editTitle", { name: listing.name })}>
      <p className="mb-4 text-sm">
        <Link to={`/shop/products/${listing.slug}`} className="text-brand-700 hover:underline">
          {t("listings.viewInStore")}
        </Link>
      </p>
      <ListingForm
        key={listing.id}
        mode="edit"
        doneUrl="/account/myProducts"
        options={options}
        values={actionData?.values ?? listing.values}
        storedImages={listing.images}
        refused={actionData}
        uploadUrl={`/account/listings/${listing.id}`}
      />
    </AccountLayout>
  );
}
