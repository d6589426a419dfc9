import { data } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { ReturnRequestForm } from "~/components/returns/return-request-form";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { idParamOf } from "~server/http/id-param";
import { returnRequestAction } from "~server/returns/request-action";
import { returnFormOf } from "~server/returns/return-view";
import type { Route } from "./+types/order-return";

/** The part of the order to return, from `?part=`; anything else is the not-found page. */
function partOf(request: Request): number {
  return idParamOf(new URL(request.url).searchParams.get("part") ?? undefined);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Another user's order, or a part that cannot be returned, is answered as not found.
  const form = await returnFormOf(context.db, user.id, params.orderId, partOf(request), context.prefs.locale);
  if (!form) throw data(null, { status: 404 });
  return { form, key: crypto.randomUUID() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const now = context.now ? context.now() : new Date();
  return returnRequestAction(context.db, context.media, request, user.id, params.orderId, now);
}

export default function OrderReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, key } = loaderData;
  return (
    <AccountLayout title={t("returns.requestTitle", { number: form.number })}>
      <ReturnRequestForm form={form} formKey={key} refusal={actionData} />
    </AccountLayout>
  );
}
