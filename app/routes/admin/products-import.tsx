import { AdminLayout } from "~/components/admin/admin-layout";
import { ImportList } from "~/components/listings/import-list";
import { ProductImportForm } from "~/components/listings/product-import-form";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { importAction, importScreen } from "~server/listings/product-import-screens";
import type { Route } from "./+types/products-import";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return importScreen(context.db, null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return importAction(context.db, context.media, request, {
    owner: null,
    requestedBy: operator.id,
    operator,
  });
}

export default function StoreProductsImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("imports.storeTitle")}>
      <ProductImportForm exportHref={loaderData.exportHref} problems={actionData?.problems} />
      <ImportList imports={loaderData.imports} pageOf={(id) => `/admin/products/import/${id}`} />
    </AdminLayout>
  );
}
