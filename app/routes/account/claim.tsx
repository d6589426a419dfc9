import { data } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { ClaimPage } from "~/components/claims/claim-page";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { claimAction } from "~server/claims/claim-action";
import { claimDoneOf, claimForViewer } from "~server/claims/claim-view";
import { readForm } from "~server/http/form-data";
import { idParamOf } from "~server/http/id-param";
import type { Route } from "./+types/claim";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Only its buyer and its part's seller (an operator decides it in the back office): anyone else, not found.
  const view = await claimForViewer(context.db, idParamOf(params.claimId), {
    userId: user.id,
    operator: user.role === "operator",
  });
  if (!view) throw data(null, { status: 404 });
  return { view, done: claimDoneOf(new URL(request.url)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const id = idParamOf(params.claimId);
  return claimAction(context.db, await readForm(request), id, user, {
    page: `/account/claims/${id}`,
    paypal: context.paypal,
    log: context.log,
  });
}

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, done } = loaderData;
  return (
    <AccountLayout title={t("claims.title", { number: view.detail.orderNumber })}>
      <ClaimPage view={view} failure={actionData} done={done} />
    </AccountLayout>
  );
}
