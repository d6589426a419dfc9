import { data, redirect } from "react-router";
import { AccountLayout } from "~/components/account/account-layout";
import { ReturnRequestForm, type ReturnRequestRefusal } from "~/components/returns/return-request-form";
import { useTranslation } from "~/i18n/translation";
import { parseForm } from "~domain/form";
import { returnRequestSchema } from "~domain/returns";
import { z } from "~domain/zod";
import { requireUser } from "~server/accounts/sessions";
import { readForm } from "~server/http/form-data";
import { returnFormOf } from "~server/returns/return-view";
import { requestReturn } from "~server/returns/returns";
import type { Route } from "./+types/order-return";

const partQuery = z.object({ part: z.coerce.number().int().positive() });

/** The part of the order to return, from `?part=`; anything else is the not-found page. */
function partOf(request: Request): number {
  const query = partQuery.safeParse({ part: new URL(request.url).searchParams.get("part") ?? undefined });
  if (!query.success) throw data(null, { status: 404 });
  return query.data.part;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  // Another user's order, or a part that cannot be returned, is answered as not found.
  const form = await returnFormOf(context.db, user.id, params.orderId, partOf(request));
  if (!form) throw data(null, { status: 404 });
  return { form, key: crypto.randomUUID() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context.db, request);
  const parsed = parseForm(returnRequestSchema, await readForm(request));
  if (!parsed.ok) return data<ReturnRequestRefusal>(parsed, 400);
  const now = context.now ? context.now() : new Date();
  const asked = await requestReturn(context.db, user.id, params.orderId, parsed.data, now);
  if (!asked.ok && asked.refusal === "notFound") throw data(null, { status: 404 });
  if (!asked.ok) {
    return data<ReturnRequestRefusal>(
      {
        ok: false,
        errors: asked.fields ?? {},
        formError: `returns.errors.${asked.refusal}`,
        values: parsed.values,
      },
      409,
    );
  }
  return redirect(`/account/returns/${asked.returnId}?done=requested`, 303);
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
