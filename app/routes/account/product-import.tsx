import { AccountLayout } from "~/components/account/account-layout";
import { ImportProgress } from "~/components/listings/import-status";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { importStatusScreen } from "~server/listings/product-import-screens";
import type { Route } from "./+types/product-import";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return importStatusScreen(context.db, user.id, params.importId);
}

export default function ProductImport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("imports.statusTitle", { id: loaderData.item.id })}>
      <ImportProgress item={loaderData.item} backTo={loaderData.backTo} />
    </AccountLayout>
  );
}
