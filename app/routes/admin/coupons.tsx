import { AdminLayout } from "~/components/admin/admin-layout";
import { CouponsPage } from "~/components/coupons/coupons-page";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { couponsAction, couponsScreen } from "~server/coupons/coupons-screen";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/coupons";

// The store's coupons: they discount the whole cart; each change is in the audit log.
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  return couponsScreen(context.db, { operator }, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  return couponsAction(context.db, await readForm(request), { operator }, "/admin/coupons");
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t("coupons.title")}>
      <CouponsPage store failure={actionData} {...loaderData} />
    </AdminLayout>
  );
}
