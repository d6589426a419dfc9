import { AccountLayout } from "~/components/account/account-layout";
import { ImportList } from "~/components/listings/import-list";
import { ProductImportForm } from "~/components/listings/product-import-form";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { importAction, importScreen } from "~server/listings/product-import-screens";
import type { Route } from "./+types/products-import";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return importScreen(context.db, user.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  return importAction(context.db, context.media, request, { owner: user.id, requestedBy: user.id });
}

export default function ProductsImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("imports.title")}>
      <ProductImportForm exportHref={loaderData.exportHref} problems={actionData?.problems} />
      <ImportList imports={loaderData.imports} pageOf={(id) => `/account/myProducts/import/${id}`} />
    </AccountLayout>
  );
}
