import { useTranslation } from "react-i18next";
import { data, Form, useActionData, useNavigation } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { TextField } from "~/components/ui/text-field";
import { type FieldErrors, fieldErrors } from "~/lib/form-errors";
import { useMoney } from "~/lib/root-data";
import { findOrderForTracking, trackOrderSchema } from "~server/orders/track";
import type { Route } from "./+types/track-order";

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const values = { orderId: String(form.orderId ?? ""), email: String(form.email ?? "") };
  const parsed = trackOrderSchema.safeParse(values);
  if (!parsed.success) return data({ values, errors: fieldErrors(parsed.error), order: null, searched: false }, 400);
  const order = await findOrderForTracking(context.db, parsed.data);
  const errors: FieldErrors = {};
  const result = {
    values,
    errors,
    searched: true,
    order: order && { ...order, createdAt: order.createdAt.toISOString() },
  };
  return data(result, order ? 200 : 404);
}

export default function TrackOrder() {
  const { t } = useTranslation();
  const money = useMoney();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-store py-6">
      <PageHeader title={t("track.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <div className="card mx-auto max-w-xl p-6">
        <p className="mb-5 text-gray-600">{t("track.intro")}</p>
        <Form method="post" noValidate className="space-y-4">
          <TextField
            name="orderId"
            label={t("track.orderId")}
            defaultValue={result?.values.orderId}
            error={result?.errors.orderId}
            required
          />
          <TextField
            name="email"
            type="email"
            label={t("track.email")}
            autoComplete="email"
            defaultValue={result?.values.email}
            error={result?.errors.email}
            required
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {t("track.submit")}
          </button>
        </Form>
        <div aria-live="polite">
          {result?.searched && !result.order ? (
            <p role="alert" className="mt-5 rounded-md bg-red-50 p-3 text-red-800">
              {t("track.notFound")}
            </p>
          ) : null}
          {result?.order ? (
            <dl className="mt-5 grid grid-cols-2 gap-2 rounded-md bg-green-50 p-4 text-sm">
              <dt>{t("track.orderId")}</dt>
              <dd className="font-semibold">{result.order.number}</dd>
              <dt>{t("track.status")}</dt>
              <dd className="font-semibold">{t(`orderStatus.${result.order.status}`)}</dd>
              <dt>{t("track.total")}</dt>
              <dd className="font-semibold">{money(result.order.totalCents)}</dd>
            </dl>
          ) : null}
        </div>
      </div>
    </div>
  );
}
