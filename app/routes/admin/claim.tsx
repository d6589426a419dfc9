import { data } from "react-router";
import { AdminLayout } from "~/components/admin/admin-layout";
import { ClaimPage } from "~/components/claims/claim-page";
import { useTranslation } from "~/i18n/translation";
import { requireOperator } from "~server/accounts/sessions";
import { claimAction } from "~server/claims/claim-action";
import { claimDoneOf, claimForViewer } from "~server/claims/claim-view";
import { readForm } from "~server/http/form-data";
import { idParamOf } from "~server/http/id-param";
import type { Route } from "./+types/claim";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(context.db, request);
  // Seen from the back office: the operator's side, who decides.
  const view = await claimForViewer(context.db, idParamOf(params.claimId), {
    userId: operator.id,
    operator: true,
    backOffice: true,
  });
  if (!view) throw data(null, { status: 404 });
  return { view, done: claimDoneOf(new URL(request.url)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOperator(context.db, request);
  const id = idParamOf(params.claimId);
  return claimAction(context.db, await readForm(request), id, operator, {
    page: `/admin/claims/${id}`,
    backOffice: true,
    paypal: context.paypal,
    log: context.log,
  });
}

export default function AdminClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, done } = loaderData;
  return (
    <AdminLayout title={t("claims.title", { number: view.detail.orderNumber })}>
      <ClaimPage view={view} failure={actionData} done={done} />
    </AdminLayout>
  );
}
