import { data } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { ClaimOpenForm } from "~/components/claims/claim-open-form";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~server/accounts/sessions";
import { openClaimAction } from "~server/claims/claim-action";
import { claimFormOf } from "~server/claims/claim-view";
import { readForm } from "~server/http/form-data";
import { idParamOf } from "~server/http/id-param";
import type { Route } from "./+types/order-claim";

/** The part of the order the claim is about, from `?part=`; anything else is the not-found page. */
function partOf(request: Request): number {
  return idParamOf(new URL(request.url).searchParams.get("part") ?? undefined);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Another user's order, or a part not shipped, is answered as not found.
  const form = await claimFormOf(context.db, user.id, params.orderId, partOf(request));
  if (!form) throw data(null, { status: 404 });
  return { form, key: crypto.randomUUID() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const now = context.now ? context.now() : new Date();
  return openClaimAction(context.db, await readForm(request), user.id, params.orderId, now);
}

export default function OrderClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, key } = loaderData;
  return (
    <AccountLayout title={t("claims.openTitle", { number: form.number })}>
      <ClaimOpenForm form={form} formKey={key} refusal={actionData} />
    </AccountLayout>
  );
}
