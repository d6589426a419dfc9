import { data } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { ReturnPage } from "~/components/returns/return-page";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { idParamOf } from "~server/http/id-param";
import { returnAction } from "~server/returns/return-action";
import { returnPageOf } from "~server/returns/return-view";
import type { Route } from "./+types/return";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Only its buyer, its part's seller and an operator: anyone else gets the not-found page.
  const page = await returnPageOf(
    context.db,
    context.media,
    idParamOf(params.returnId),
    {
      userId: user.id,
      operator: user.role === "operator",
    },
    new URL(request.url),
    context.prefs.locale,
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const id = idParamOf(params.returnId);
  return returnAction(context.db, await readForm(request), id, user, {
    page: `/account/returns/${id}`,
    paypal: context.paypal,
    log: context.log,
  });
}

export default function Return({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, photos, done } = loaderData;
  return (
    <AccountLayout title={t("returns.title", { number: view.detail.orderNumber })}>
      <ReturnPage view={view} photos={photos} failure={actionData} done={done} />
    </AccountLayout>
  );
}
