import { data } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { ReturnPage } from "~/components/returns/return-page";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { idParamOf } from "~server/http/id-param";
import { returnAction } from "~server/returns/return-action";
import { returnPageOf } from "~server/returns/return-view";
import type { Route } from "./+types/return";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  // Seen from the back office: the operator's side, even on a return of their own purchase.
  const page = await returnPageOf(
    context.db,
    context.media,
    idParamOf(params.returnId),
    {
      userId: operator.id,
      operator: true,
      backOffice: true,
    },
    new URL(request.url),
    context.prefs.locale,
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const id = idParamOf(params.returnId);
  return returnAction(context.db, await readForm(request), id, operator, {
    page: `/admin/returns/${id}`,
    backOffice: true,
    paypal: context.paypal,
    log: context.log,
  });
}

export default function AdminReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, photos, done } = loaderData;
  return (
    <AdminLayout title={t("returns.title", { number: view.detail.orderNumber })}>
      <ReturnPage view={view} photos={photos} failure={actionData} done={done} />
    </AdminLayout>
  );
}
