import { AdminLayout } from "~/components/admin/admin-layout";
import { ImportProgress } from "~/components/listings/import-status";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { importStatusScreen } from "~server/listings/product-import-screens";
import type { Route } from "./+types/product-import";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(context.db, request);
  return importStatusScreen(context.db, null, params.importId);
}

export default function StoreProductImport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("imports.statusTitle", { id: loaderData.item.id })}>
      <ImportProgress item={loaderData.item} backTo={loaderData.backTo} />
    </AdminLayout>
  );
}
