import { data, Form, Link } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { SellerProductTable } from "~/components/listings/seller-product-table";
import { ConfirmAgain } from "~/components/ui/confirm-again";
import { EmptyState } from "~/components/ui/empty-state";
import { FormSuccess } from "~/components/ui/form-success";
import { Icon } from "~/components/ui/icon";
import { Pagination } from "~/components/ui/pagination";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/translation";
import { fieldsToConfirm } from "~domain/confirmed-field";
import { parseForm } from "~domain/form";
import { parsePage } from "~domain/page-query";
import { z } from "~domain/zod";
import { requireOperator } from "~server/accounts/sessions";
import { MY_PRODUCTS_PAGE_SIZE, productPageOfOwner } from "~server/catalog/seller-products";
import { readForm } from "~server/http/form-data";
import { deleteListing, listingOfOwner } from "~server/listings/listings";
import { productIdField } from "~server/shopping/cart-input";
import type { Route } from "./+types/products";

// The store's own products (no seller): listed, added, changed and removed by operators with the sellers' listing form
// (decision 046). Every address answers 404 to anyone else.
const deleteSchema = z.object({ intent: z.literal("delete"), productId: productIdField });

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  const q = search.get("q")?.trim().slice(0, 100) ?? "";
  const owner = { store: operator };
  const { products, total } = await productPageOfOwner(context.db, context.media, owner, page, q);
  // After a form posted without JavaScript saved a product, it comes back here with ?saved=…&product=id.
  const saved = search.get("saved");
  const savedId = Number(search.get("product"));
  const savedProduct =
    (saved === "created" || saved === "updated") && Number.isSafeInteger(savedId) && savedId > 0
      ? await listingOfOwner(context.db, context.media, owner, savedId)
      : null;
  const message = savedProduct
    ? { key: saved === "created" ? "listings.created" : "listings.saved", name: savedProduct.name }
    : undefined;
  return { products, page, q, totalPages: Math.max(1, Math.ceil(total / MY_PRODUCTS_PAGE_SIZE)), message };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const form = await readForm(request);
  const parsed = parseForm(deleteSchema, form);
  if (!parsed.ok) throw data(null, { status: 400 });
  // Removing is for good: without JavaScript the operator is asked once more.
  const confirm = fieldsToConfirm(form, parsed.values);
  if (confirm) return { confirm, deleted: null };
  // A seller's product is not the store's: answered like a missing one (operators hide those in Listings).
  const deleted = await deleteListing(context.db, context.media, { store: operator }, parsed.data.productId);
  if (!deleted) throw data(null, { status: 404 });
  return { confirm: null, deleted: deleted.name };
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, page, q, totalPages, message } = loaderData;
  const status = actionData?.deleted ? { key: "listings.deleted", name: actionData.deleted } : message;
  return (
    <AdminLayout title={t("admin.nav.products")}>
      {actionData?.confirm ? (
        <ConfirmAgain
          fields={actionData.confirm}
          title={t("myProducts.deleteTitle")}
          description={t("admin.products.deleteText")}
          confirmLabel={t("myProducts.delete")}
          backTo="/admin/products"
        />
      ) : null}
      <FormSuccess message={status?.key} values={status ? { name: status.name } : undefined} />
      <p className="text-sm text-gray-700">{t("admin.products.intro")}</p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
          <div className="min-w-56">
            <TextField name="q" type="search" label={t("admin.listings.search")} defaultValue={q} />
          </div>
          <button type="submit" className="btn btn-outline">
            {t("sales.filter")}
          </button>
        </Form>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/products/import" className="btn btn-outline">
            {t("imports.link")}
          </Link>
          <Link to="/admin/products/new" className="btn btn-primary">
            <Icon name="plus" className="size-4" />
            {t("admin.products.add")}
          </Link>
        </div>
      </div>
      {products.length > 0 ? (
        <div className="card space-y-4 p-5">
          <SellerProductTable
            products={products}
            label={t("admin.products.table")}
            editPath={(id) => `/admin/products/${id}`}
          />
          <Pagination page={page} totalPages={totalPages} />
        </div>
      ) : (
        <EmptyState message={t("admin.listings.empty")} />
      )}
    </AdminLayout>
  );
}
