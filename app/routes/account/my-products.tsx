import { data, Link } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { SellerProductTable } from "~/components/listings/seller-product-table";
import { EmptyState } from "~/components/ui/empty-state";
import { FormSuccess } from "~/components/ui/form-success";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/i18n/translation";
import { parseForm } from "~domain/form";
import { parsePage } from "~domain/page-query";
import { z } from "~domain/zod";
import { requireUser } from "~server/accounts/sessions";
import { MY_PRODUCTS_PAGE_SIZE, productPageOfOwner } from "~server/catalog/seller-products";
import { readForm } from "~server/http/form-data";
import { deleteListing } from "~server/listings/listings";
import { productIdField } from "~server/shopping/cart-input";
import type { Route } from "./+types/my-products";

const deleteSchema = z.object({ intent: z.literal("delete"), productId: productIdField });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const { products, total } = await productPageOfOwner(context.db, context.media, { seller: user.id }, page);
  // After a form posted without JavaScript saved a listing, it comes back here with ?saved=…&product=id.
  const saved = url.searchParams.get("saved");
  const savedProduct = products.find((product) => String(product.id) === url.searchParams.get("product"));
  const message =
    savedProduct && (saved === "created" || saved === "updated")
      ? { key: `listings.${saved === "created" ? "created" : "saved"}`, name: savedProduct.name }
      : undefined;
  return { products, page, totalPages: Math.max(1, Math.ceil(total / MY_PRODUCTS_PAGE_SIZE)), message };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const parsed = parseForm(deleteSchema, await readForm(request));
  if (!parsed.ok) throw data(null, { status: 400 });
  // Someone else's listing is answered like a missing one.
  const deleted = await deleteListing(context.db, context.media, { seller: user.id }, parsed.data.productId);
  if (!deleted) throw data(null, { status: 404 });
  return { deleted: deleted.name };
}

export default function MyProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, page, totalPages, message } = loaderData;
  const status = actionData ? { key: "listings.deleted", name: actionData.deleted } : message;
  return (
    <AccountLayout title={t("accountNav.myProducts")}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <FormSuccess message={status?.key} values={status ? { name: status.name } : undefined} />
        <Link to="/account/myProducts/import" className="btn btn-outline ms-auto">
          {t("imports.link")}
        </Link>
      </div>
      {products.length > 0 ? (
        <div className="card space-y-4 p-5">
          <SellerProductTable
            products={products}
            label={t("myProducts.table")}
            editPath={(id) => `/account/myProducts/${id}`}
          />
          <Pagination page={page} totalPages={totalPages} />
        </div>
      ) : (
        <EmptyState
          message={t("myProducts.empty")}
          action={{ to: "/account/createProduct", label: t("myProducts.createFirst") }}
        />
      )}
    </AccountLayout>
  );
}
